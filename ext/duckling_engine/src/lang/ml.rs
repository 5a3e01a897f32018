//! Malayalam (`Duckling/Rules/ML.hs`): numbers and ordinals (`Duckling/Dimensions/ML.hs`).

use crate::dims::token::Rule;
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::ml::rules();
    all.extend(ordinal::ml::rules());
    all
}
