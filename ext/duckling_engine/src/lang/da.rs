//! Danish (`Duckling/Rules/DA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/DA.hs`), each
//! from its folder's `da` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::Duration, duration::da::rules()));
    all.extend(of(Kind::Numeral, numeral::da::rules()));
    all.extend(of(Kind::Ordinal, ordinal::da::rules()));
    all.extend(of(Kind::Time, time::da::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::da::rules()));
    all
}
