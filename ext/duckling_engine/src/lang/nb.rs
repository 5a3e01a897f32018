//! Norwegian Bokmål (`Duckling/Rules/NB.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/NB.hs`),
//! each from its folder's `nb` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::nb::rules());
    all.extend(duration::nb::rules());
    all.extend(numeral::nb::rules());
    all.extend(ordinal::nb::rules());
    all.extend(time::nb::rules());
    all.extend(time_grain::nb::rules());
    all
}
