//! `duration` as Duckling's rules build it (`Duckling/Duration/EN/Rules.hs`): "2 hours", "an hour and a half", "1 year, 2 days and 4 seconds".

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
