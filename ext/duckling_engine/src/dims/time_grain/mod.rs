//! Units of time on their own ("week", "months"), as Duckling's `TimeGrain` rules (`Duckling/TimeGrain/EN/Rules.hs`): the time and duration rules read them.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
