//! Swedish (`Duckling/Rules/SV.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/SV.hs`), each
//! from its folder's `sv` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{distance, duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::sv::rules()));
    all.extend(of(Kind::Distance, distance::sv::rules()));
    all.extend(of(Kind::Duration, duration::sv::rules()));
    all.extend(of(Kind::Numeral, numeral::sv::rules()));
    all.extend(of(Kind::Ordinal, ordinal::sv::rules()));
    all.extend(of(Kind::Time, time::sv::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::sv::rules()));
    all
}
