//! Nepali (`Duckling/Rules/NE.hs`): numbers only (`Duckling/Dimensions/NE.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::ne::rules())
}
