//! Time rules of en_IN only (`Duckling/Time/EN/IN/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
