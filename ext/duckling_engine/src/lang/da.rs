//! Danish (`Duckling/Rules/DA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/DA.hs`), each
//! from its folder's `da` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::da::rules());
    all.extend(numeral::da::rules());
    all.extend(ordinal::da::rules());
    all.extend(time::da::rules());
    all.extend(time_grain::da::rules());
    all
}
