//! Bulgarian (`Duckling/Rules/BG.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/BG.hs`), each
//! from its folder's `bg` rules, and its amounts of money, which `Rules/BG.hs` has too.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{distance, duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::bg::rules()));
    all.extend(of(Kind::Distance, distance::bg::rules()));
    all.extend(of(Kind::Duration, duration::bg::rules()));
    all.extend(of(Kind::Numeral, numeral::bg::rules()));
    all.extend(of(Kind::Ordinal, ordinal::bg::rules()));
    all.extend(of(Kind::Time, time::bg::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::bg::rules()));
    all
}
