//! Lao (`Duckling/Rules/LO.hs`): numbers only (`Duckling/Dimensions/LO.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::lo::rules()
}
