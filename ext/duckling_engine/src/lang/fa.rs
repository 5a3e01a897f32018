//! Persian (`Duckling/Rules/FA.hs`): numbers only (`Duckling/Dimensions/FA.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::fa::rules()
}
