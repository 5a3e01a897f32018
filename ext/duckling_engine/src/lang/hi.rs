//! Hindi (`Duckling/Rules/HI.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HI.hs`: durations,
//! numbers, ordinals, temperatures), each from its folder's `hi` rules, and the units of time durations read.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, temperature, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::hi::rules());
    all.extend(numeral::hi::rules());
    all.extend(ordinal::hi::rules());
    all.extend(temperature::hi::rules());
    all.extend(time_grain::hi::rules());
    all
}
