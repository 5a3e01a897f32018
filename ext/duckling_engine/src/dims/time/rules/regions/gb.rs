//! Time rules of en_GB only (`Duckling/Time/EN/GB/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
