//! Japanese (`Duckling/Rules/JA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/JA.hs`), each
//! from its folder's `ja` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, temperature, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::ja::rules());
    all.extend(numeral::ja::rules());
    all.extend(ordinal::ja::rules());
    all.extend(temperature::ja::rules());
    all.extend(time::ja::rules());
    all.extend(time_grain::ja::rules());
    all
}
