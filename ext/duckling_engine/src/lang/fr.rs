//! French (`Duckling/Rules/FR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/FR.hs`), each
//! from its folder's `fr` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, email, money, numeral, ordinal, quantity, temperature, time, time_grain,
    volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::fr::rules());
    all.extend(distance::fr::rules());
    all.extend(duration::fr::rules());
    all.extend(email::fr::rules());
    all.extend(numeral::fr::rules());
    all.extend(ordinal::fr::rules());
    all.extend(quantity::fr::rules());
    all.extend(temperature::fr::rules());
    all.extend(time::fr::rules());
    all.extend(time_grain::fr::rules());
    all.extend(volume::fr::rules());
    all
}
