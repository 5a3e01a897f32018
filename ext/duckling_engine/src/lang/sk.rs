//! Slovak (`Duckling/Rules/SK.hs`): numbers only (`Duckling/Dimensions/SK.hs`).

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    numeral::sk::rules()
}
