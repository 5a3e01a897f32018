//! Tamil (`Duckling/Rules/TA.hs`): numbers and ordinals (`Duckling/Dimensions/TA.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::ta::rules());
    all.extend(of(Kind::Ordinal, ordinal::ta::rules()));
    all
}
