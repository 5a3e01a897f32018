//! Spanish (`Duckling/Rules/ES.hs`). So far only the language-independent rules (`super::common`).

use crate::Region;
use crate::dims::token::Rule;

pub(super) fn rules(_region: Option<Region>) -> Vec<Rule> {
    Vec::new()
}
