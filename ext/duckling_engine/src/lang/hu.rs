//! Hungarian (`Duckling/Rules/HU.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HU.hs`), each
//! from its folder's `hu` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::hu::rules());
    all.extend(numeral::hu::rules());
    all.extend(ordinal::hu::rules());
    all.extend(time::hu::rules());
    all.extend(time_grain::hu::rules());
    all
}
