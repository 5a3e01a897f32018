//! Swedish (`Duckling/Rules/SV.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/SV.hs`), each
//! from its folder's `sv` rules.

use crate::dims::token::Rule;
use crate::dims::{distance, duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::sv::rules());
    all.extend(distance::sv::rules());
    all.extend(duration::sv::rules());
    all.extend(numeral::sv::rules());
    all.extend(ordinal::sv::rules());
    all.extend(time::sv::rules());
    all.extend(time_grain::sv::rules());
    all
}
