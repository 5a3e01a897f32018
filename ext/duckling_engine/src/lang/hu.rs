//! Hungarian (`Duckling/Rules/HU.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HU.hs`), each
//! from its folder's `hu` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::hu::rules()));
    all.extend(of(Kind::Numeral, numeral::hu::rules()));
    all.extend(of(Kind::Ordinal, ordinal::hu::rules()));
    all.extend(of(Kind::Time, time::hu::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::hu::rules()));
    all
}
