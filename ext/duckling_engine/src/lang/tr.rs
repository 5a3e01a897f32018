//! Turkish (`Duckling/Rules/TR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/TR.hs`), each
//! from its folder's `tr` rules.

use crate::dims::numeral;
use crate::dims::token::Rule;

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(numeral::tr::rules());
    all
}
