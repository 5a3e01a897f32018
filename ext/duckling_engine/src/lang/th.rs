//! Thai (`Duckling/Rules/TH.hs`): numbers only (`Duckling/Dimensions/TH.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::th::rules()
}
