//! Dutch times (`Duckling/Time/NL/Rules.hs`, and its regions' `Time/NL/<R>/Rules.hs`).

use crate::Region;
use crate::dims::token::Rule;

pub(crate) fn rules(_region: Option<Region>) -> Vec<Rule> {
    Vec::new()
}
