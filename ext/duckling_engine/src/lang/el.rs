//! Greek (`Duckling/Rules/EL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/EL.hs`), each from
//! its folder's `el` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::el::rules());
    all.extend(numeral::el::rules());
    all.extend(ordinal::el::rules());
    all.extend(time::el::rules());
    all.extend(time_grain::el::rules());
    all
}
