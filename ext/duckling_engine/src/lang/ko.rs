//! Korean (`Duckling/Rules/KO.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KO.hs`), each
//! from its folder's `ko` rules, and its own money rules (`Duckling/AmountOfMoney/KO/Rules.hs`).

use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ko::rules());
    all.extend(distance::ko::rules());
    all.extend(duration::ko::rules());
    all.extend(numeral::ko::rules());
    all.extend(ordinal::ko::rules());
    all.extend(quantity::ko::rules());
    all.extend(temperature::ko::rules());
    all.extend(time::ko::rules());
    all.extend(time_grain::ko::rules());
    all.extend(volume::ko::rules());
    all
}
