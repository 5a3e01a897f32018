//! Italian (`Duckling/Rules/IT.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/IT.hs`), each
//! from its folder's `it` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, email, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::it::rules()));
    all.extend(of(Kind::Distance, distance::it::rules()));
    all.extend(of(Kind::Duration, duration::it::rules()));
    all.extend(of(Kind::Email, email::it::rules()));
    all.extend(of(Kind::Numeral, numeral::it::rules()));
    all.extend(of(Kind::Ordinal, ordinal::it::rules()));
    all.extend(of(Kind::Temperature, temperature::it::rules()));
    all.extend(of(Kind::Time, time::it::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::it::rules()));
    all.extend(of(Kind::Volume, volume::it::rules()));
    all
}
