//! Time rules of en_NZ only (`Duckling/Time/EN/NZ/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
