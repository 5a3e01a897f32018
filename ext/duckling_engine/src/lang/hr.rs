//! Croatian (`Duckling/Rules/HR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HR.hs`), each
//! from its folder's `hr` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::hr::rules());
    all.extend(distance::hr::rules());
    all.extend(duration::hr::rules());
    all.extend(numeral::hr::rules());
    all.extend(ordinal::hr::rules());
    all.extend(quantity::hr::rules());
    all.extend(temperature::hr::rules());
    all.extend(time::hr::rules());
    all.extend(time_grain::hr::rules());
    all.extend(volume::hr::rules());
    all
}
