//! Bengali (`Duckling/Rules/BN.hs`): numbers only (`Duckling/Dimensions/BN.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::bn::rules()
}
