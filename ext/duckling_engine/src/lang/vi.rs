//! Vietnamese (`Duckling/Rules/VI.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/VI.hs`), each
//! from its folder's `vi` rules; durations are every language's only.

use crate::dims::token::Rule;
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::vi::rules());
    all.extend(duration::rules::common());
    all.extend(numeral::vi::rules());
    all.extend(ordinal::vi::rules());
    all.extend(time::vi::rules());
    all.extend(time_grain::vi::rules());
    all
}
