//! `ordinal` as Duckling's rules build it (`Duckling/Ordinal/EN/Rules.hs`): "21st", "twenty-first", "third".

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
