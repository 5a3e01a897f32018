//! Hebrew (`Duckling/Rules/HE.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HE.hs`), each
//! from its folder's `he` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::he::rules());
    all.extend(duration::he::rules());
    all.extend(numeral::he::rules());
    all.extend(ordinal::he::rules());
    all.extend(time::he::rules());
    all.extend(time_grain::he::rules());
    all
}
