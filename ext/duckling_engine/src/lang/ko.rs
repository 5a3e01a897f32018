//! Korean (`Duckling/Rules/KO.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KO.hs`), each
//! from its folder's `ko` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::ko::rules());
    all.extend(numeral::ko::rules());
    all.extend(ordinal::ko::rules());
    all.extend(time_grain::ko::rules());
    all
}
