//! Polish (`Duckling/Rules/PL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/PL.hs`), each
//! from its folder's `pl` rules.

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::pl::rules());
    all.extend(numeral::pl::rules());
    all.extend(ordinal::pl::rules());
    all.extend(time::pl::rules());
    all.extend(time_grain::pl::rules());
    all
}
