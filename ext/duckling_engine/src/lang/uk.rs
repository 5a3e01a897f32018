//! Ukrainian (`Duckling/Rules/UK.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/UK.hs`), each
//! from its folder's `uk` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::uk::rules()));
    all.extend(of(Kind::Numeral, numeral::uk::rules()));
    all.extend(of(Kind::Ordinal, ordinal::uk::rules()));
    all.extend(of(Kind::Time, time::uk::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::uk::rules()));
    all
}
