//! Khmer (`Duckling/Rules/KM.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KM.hs`: distances,
//! numbers, ordinals, quantities, temperatures, volumes), each from its folder's `km` rules.

use crate::dims::token::Rule;
use crate::dims::{distance, numeral, ordinal, quantity, temperature, volume};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(distance::km::rules());
    all.extend(numeral::km::rules());
    all.extend(ordinal::km::rules());
    all.extend(quantity::km::rules());
    all.extend(temperature::km::rules());
    all.extend(volume::km::rules());
    all
}
