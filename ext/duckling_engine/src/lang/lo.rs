//! Lao (`Duckling/Rules/LO.hs`): numbers only (`Duckling/Dimensions/LO.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::lo::rules())
}
