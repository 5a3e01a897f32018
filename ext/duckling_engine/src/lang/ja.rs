//! Japanese (`Duckling/Rules/JA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/JA.hs`), each
//! from its folder's `ja` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, temperature, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::ja::rules()));
    all.extend(of(Kind::Numeral, numeral::ja::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ja::rules()));
    all.extend(of(Kind::Temperature, temperature::ja::rules()));
    all.extend(of(Kind::Time, time::ja::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ja::rules()));
    all
}
