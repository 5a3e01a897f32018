//! Nepali (`Duckling/Rules/NE.hs`): numbers only (`Duckling/Dimensions/NE.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::ne::rules()
}
