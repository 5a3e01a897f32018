//! Burmese (`Duckling/Rules/MY.hs`): numbers only (`Duckling/Dimensions/MY.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::my::rules()
}
