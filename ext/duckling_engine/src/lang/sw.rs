//! Swahili (`Duckling/Rules/SW.hs`): numbers only (`Duckling/Dimensions/SW.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::sw::rules())
}
