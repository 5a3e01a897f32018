//! Telugu (`Duckling/Rules/TE.hs`): numbers only (`Duckling/Dimensions/TE.hs`).

use super::of;
use crate::dims::numeral;
use crate::dims::token::{Kind, Rule};

pub(super) fn rules() -> Vec<Rule> {
    of(Kind::Numeral, numeral::te::rules())
}
