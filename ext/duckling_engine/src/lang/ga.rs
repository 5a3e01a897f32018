//! Irish (`Duckling/Rules/GA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/GA.hs`), each from
//! its folder's `ga` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ga::rules());
    all.extend(distance::ga::rules());
    all.extend(duration::ga::rules());
    all.extend(numeral::ga::rules());
    all.extend(ordinal::ga::rules());
    all.extend(temperature::ga::rules());
    all.extend(time::ga::rules());
    all.extend(time_grain::ga::rules());
    all.extend(volume::ga::rules());
    all
}
