//! Hebrew (`Duckling/Rules/HE.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HE.hs`), each
//! from its folder's `he` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::he::rules()));
    all.extend(of(Kind::Duration, duration::he::rules()));
    all.extend(of(Kind::Numeral, numeral::he::rules()));
    all.extend(of(Kind::Ordinal, ordinal::he::rules()));
    all.extend(of(Kind::Time, time::he::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::he::rules()));
    all
}
