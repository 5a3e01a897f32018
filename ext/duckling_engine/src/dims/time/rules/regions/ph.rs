//! Time rules of en_PH only (`Duckling/Time/EN/PH/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
