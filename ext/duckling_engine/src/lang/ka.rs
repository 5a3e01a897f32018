//! Georgian (`Duckling/Rules/KA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KA.hs`), each
//! from its folder's `ka` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ka::rules()));
    all.extend(of(Kind::Duration, duration::ka::rules()));
    all.extend(of(Kind::Numeral, numeral::ka::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ka::rules()));
    all.extend(of(Kind::Time, time::ka::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ka::rules()));
    all
}
