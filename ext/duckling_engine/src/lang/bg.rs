//! Bulgarian (`Duckling/Rules/BG.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/BG.hs`), each
//! from its folder's `bg` rules, and its amounts of money, which `Rules/BG.hs` has too.

use crate::dims::token::Rule;
use crate::dims::{distance, duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::bg::rules());
    all.extend(distance::bg::rules());
    all.extend(duration::bg::rules());
    all.extend(numeral::bg::rules());
    all.extend(ordinal::bg::rules());
    all.extend(time::bg::rules());
    all.extend(time_grain::bg::rules());
    all
}
