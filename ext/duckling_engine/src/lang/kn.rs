//! Kannada (`Duckling/Rules/KN.hs`): numbers only (`Duckling/Dimensions/KN.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::kn::rules())
}
