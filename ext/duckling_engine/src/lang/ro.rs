//! Romanian (`Duckling/Rules/RO.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/RO.hs`), each
//! from its folder's `ro` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ro::rules());
    all.extend(distance::ro::rules());
    all.extend(duration::ro::rules());
    all.extend(numeral::ro::rules());
    all.extend(ordinal::ro::rules());
    all.extend(quantity::ro::rules());
    all.extend(temperature::ro::rules());
    all.extend(time::ro::rules());
    all.extend(time_grain::ro::rules());
    all.extend(volume::ro::rules());
    all
}
