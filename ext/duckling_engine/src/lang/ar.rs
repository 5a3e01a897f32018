//! Arabic (`Duckling/Rules/AR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/AR.hs`), each
//! from its folder's `ar` rules; Egypt (`ar_EG`) adds its own number words.

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{
    duration, money, numeral, ordinal, phone_number, quantity, temperature, time, time_grain,
    volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ar::rules());
    all.extend(duration::ar::rules());
    all.extend(numeral::ar::rules(region));
    all.extend(ordinal::ar::rules());
    all.extend(phone_number::ar::rules());
    all.extend(quantity::ar::rules());
    all.extend(temperature::ar::rules());
    all.extend(time::ar::rules());
    all.extend(time_grain::ar::rules());
    all.extend(volume::ar::rules());
    all
}
