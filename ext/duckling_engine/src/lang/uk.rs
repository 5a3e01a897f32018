//! Ukrainian (`Duckling/Rules/UK.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/UK.hs`), each
//! from its folder's `uk` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::uk::rules());
    all.extend(numeral::uk::rules());
    all.extend(ordinal::uk::rules());
    all.extend(time::uk::rules());
    all.extend(time_grain::uk::rules());
    all
}
