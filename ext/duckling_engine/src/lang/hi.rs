//! Hindi (`Duckling/Rules/HI.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HI.hs`: durations,
//! numbers, ordinals, temperatures), each from its folder's `hi` rules, and the units of time durations read.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, temperature, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::hi::rules()));
    all.extend(of(Kind::Numeral, numeral::hi::rules()));
    all.extend(of(Kind::Ordinal, ordinal::hi::rules()));
    all.extend(of(Kind::Temperature, temperature::hi::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::hi::rules()));
    all
}
