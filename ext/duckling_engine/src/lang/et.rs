//! Estonian (`Duckling/Rules/ET.hs`): numbers and ordinals (`Duckling/Dimensions/ET.hs`).

use crate::dims::token::Rule;
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::et::rules();
    all.extend(ordinal::et::rules());
    all
}
