//! Portuguese (`Duckling/Rules/PT.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/PT.hs`), each
//! from its folder's `pt` rules.

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, phone_number, quantity, temperature, time,
    time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::pt::rules());
    all.extend(distance::pt::rules());
    // Duckling gives PT no duration rules of its own, only every language's.
    all.extend(duration::rules::common());
    all.extend(numeral::pt::rules());
    all.extend(ordinal::pt::rules());
    all.extend(phone_number::pt::rules());
    all.extend(quantity::pt::rules());
    all.extend(temperature::pt::rules());
    all.extend(time::pt::rules());
    all.extend(time_grain::pt::rules());
    all.extend(volume::pt::rules());
    all
}
