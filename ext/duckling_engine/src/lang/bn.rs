//! Bengali (`Duckling/Rules/BN.hs`): numbers only (`Duckling/Dimensions/BN.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::bn::rules())
}
