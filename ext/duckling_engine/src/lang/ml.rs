//! Malayalam (`Duckling/Rules/ML.hs`): numbers and ordinals (`Duckling/Dimensions/ML.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::ml::rules());
    all.extend(of(Kind::Ordinal, ordinal::ml::rules()));
    all
}
