//! German (`Duckling/Rules/DE.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/DE.hs`), each
//! from its folder's `de` rules.

use crate::dims::token::Rule;
use crate::dims::{distance, duration, email, numeral, ordinal, time, time_grain, volume};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(distance::de::rules());
    all.extend(duration::de::rules());
    all.extend(email::de::rules());
    all.extend(numeral::de::rules());
    all.extend(ordinal::de::rules());
    all.extend(time::de::rules());
    all.extend(time_grain::de::rules());
    all.extend(volume::de::rules());
    all
}
