//! Turkish (`Duckling/Rules/TR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/TR.hs`), each
//! from its folder's `tr` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::tr::rules());
    all.extend(distance::tr::rules());
    all.extend(duration::tr::rules());
    all.extend(numeral::tr::rules());
    all.extend(ordinal::tr::rules());
    all.extend(temperature::tr::rules());
    all.extend(time::tr::rules());
    all.extend(time_grain::tr::rules());
    all.extend(volume::tr::rules());
    all
}
