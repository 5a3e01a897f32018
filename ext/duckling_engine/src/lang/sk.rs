//! Slovak (`Duckling/Rules/SK.hs`): numbers only (`Duckling/Dimensions/SK.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::sk::rules())
}
