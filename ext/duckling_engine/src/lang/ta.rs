//! Tamil (`Duckling/Rules/TA.hs`): numbers and ordinals (`Duckling/Dimensions/TA.hs`).

use crate::dims::token::Rule;
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::ta::rules();
    all.extend(ordinal::ta::rules());
    all
}
