//! Kannada (`Duckling/Rules/KN.hs`): numbers only (`Duckling/Dimensions/KN.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::kn::rules()
}
