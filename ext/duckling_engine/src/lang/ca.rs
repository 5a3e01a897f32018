//! Catalan (`Duckling/Rules/CA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/CA.hs`), each
//! from its folder's `ca` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ca::rules());
    all.extend(distance::ca::rules());
    all.extend(duration::ca::rules());
    all.extend(numeral::ca::rules());
    all.extend(ordinal::ca::rules());
    all.extend(temperature::ca::rules());
    all.extend(time::ca::rules());
    all.extend(time_grain::ca::rules());
    all.extend(volume::ca::rules());
    all
}
