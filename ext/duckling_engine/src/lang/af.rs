//! Afrikaans (`Duckling/Rules/AF.hs`): numbers only (`Duckling/Dimensions/AF.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::af::rules())
}
