//! Telugu (`Duckling/Rules/TE.hs`): numbers only (`Duckling/Dimensions/TE.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::te::rules()
}
