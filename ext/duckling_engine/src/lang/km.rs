//! Khmer (`Duckling/Rules/KM.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KM.hs`: distances,
//! numbers, ordinals, quantities, temperatures, volumes), each from its folder's `km` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{distance, numeral, ordinal, quantity, temperature, volume};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Distance, distance::km::rules()));
    all.extend(of(Kind::Numeral, numeral::km::rules()));
    all.extend(of(Kind::Ordinal, ordinal::km::rules()));
    all.extend(of(Kind::Quantity, quantity::km::rules()));
    all.extend(of(Kind::Temperature, temperature::km::rules()));
    all.extend(of(Kind::Volume, volume::km::rules()));
    all
}
