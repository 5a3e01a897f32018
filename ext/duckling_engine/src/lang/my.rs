//! Burmese (`Duckling/Rules/MY.hs`): numbers only (`Duckling/Dimensions/MY.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::my::rules())
}
