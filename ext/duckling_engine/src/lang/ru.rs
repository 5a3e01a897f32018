//! Russian (`Duckling/Rules/RU.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/RU.hs`), each
//! from its folder's `ru` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ru::rules());
    all.extend(distance::ru::rules());
    all.extend(duration::ru::rules());
    all.extend(numeral::ru::rules());
    all.extend(ordinal::ru::rules());
    all.extend(quantity::ru::rules());
    all.extend(time::ru::rules());
    all.extend(time_grain::ru::rules());
    all.extend(volume::ru::rules());
    all
}
