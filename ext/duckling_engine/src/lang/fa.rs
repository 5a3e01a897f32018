//! Persian (`Duckling/Rules/FA.hs`): numbers only (`Duckling/Dimensions/FA.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::fa::rules())
}
