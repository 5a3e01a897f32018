//! Estonian (`Duckling/Rules/ET.hs`): numbers and ordinals (`Duckling/Dimensions/ET.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::et::rules());
    all.extend(of(Kind::Ordinal, ordinal::et::rules()));
    all
}
