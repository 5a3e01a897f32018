//! Georgian (`Duckling/Rules/KA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KA.hs`), each
//! from its folder's `ka` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::ka::rules());
    all.extend(duration::ka::rules());
    all.extend(numeral::ka::rules());
    all.extend(ordinal::ka::rules());
    all.extend(time::ka::rules());
    all.extend(time_grain::ka::rules());
    all
}
