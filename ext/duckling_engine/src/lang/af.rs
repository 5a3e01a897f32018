//! Afrikaans (`Duckling/Rules/AF.hs`): numbers only (`Duckling/Dimensions/AF.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::af::rules()
}
