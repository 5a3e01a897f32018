//! Spanish times (`Duckling/Time/ES/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
