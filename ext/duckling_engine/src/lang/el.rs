//! Greek (`Duckling/Rules/EL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/EL.hs`), each from
//! its folder's `el` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::el::rules()));
    all.extend(of(Kind::Numeral, numeral::el::rules()));
    all.extend(of(Kind::Ordinal, ordinal::el::rules()));
    all.extend(of(Kind::Time, time::el::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::el::rules()));
    all
}
