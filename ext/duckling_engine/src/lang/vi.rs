//! Vietnamese (`Duckling/Rules/VI.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/VI.hs`), each
//! from its folder's `vi` rules; durations are every language's only.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{duration, money, numeral, ordinal, time, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::vi::rules()));
    all.extend(of(Kind::Duration, duration::rules::common()));
    all.extend(of(Kind::Numeral, numeral::vi::rules()));
    all.extend(of(Kind::Ordinal, ordinal::vi::rules()));
    all.extend(of(Kind::Time, time::vi::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::vi::rules()));
    all
}
