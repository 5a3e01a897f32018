//! Portuguese (`Duckling/Rules/PT.hs`). So far only the language-independent rules (`super::common`).

use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    Vec::new()
}
