//! Italian (`Duckling/Rules/IT.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/IT.hs`), each
//! from its folder's `it` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, email, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::it::rules());
    all.extend(distance::it::rules());
    all.extend(duration::it::rules());
    all.extend(email::it::rules());
    all.extend(numeral::it::rules());
    all.extend(ordinal::it::rules());
    all.extend(temperature::it::rules());
    all.extend(time::it::rules());
    all.extend(time_grain::it::rules());
    all.extend(volume::it::rules());
    all
}
