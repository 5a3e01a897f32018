//! Mongolian (`Duckling/Rules/MN.hs`): the dimensions of `Duckling/Dimensions/MN.hs`, each from its folder's
//! `mn` rules, and the time grains its durations count.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = money::mn::rules();
    all.extend(distance::mn::rules());
    all.extend(duration::mn::rules());
    all.extend(numeral::mn::rules());
    all.extend(ordinal::mn::rules());
    all.extend(quantity::mn::rules());
    all.extend(temperature::mn::rules());
    all.extend(time_grain::mn::rules());
    all.extend(volume::mn::rules());
    all
}
