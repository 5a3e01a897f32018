//! Norwegian Bokmål (`Duckling/Rules/NB.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/NB.hs`),
//! each from its folder's `nb` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::nb::rules()));
    all.extend(of(Kind::Duration, duration::nb::rules()));
    all.extend(of(Kind::Numeral, numeral::nb::rules()));
    all.extend(of(Kind::Ordinal, ordinal::nb::rules()));
    all.extend(of(Kind::Time, time::nb::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::nb::rules()));
    all
}
