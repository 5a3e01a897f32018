//! Thai (`Duckling/Rules/TH.hs`): numbers only (`Duckling/Dimensions/TH.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::th::rules())
}
