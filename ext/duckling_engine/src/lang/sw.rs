//! Swahili (`Duckling/Rules/SW.hs`): numbers only (`Duckling/Dimensions/SW.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::sw::rules()
}
