//! Irish (`Duckling/Rules/GA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/GA.hs`), each from
//! its folder's `ga` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ga::rules()));
    all.extend(of(Kind::Distance, distance::ga::rules()));
    all.extend(of(Kind::Duration, duration::ga::rules()));
    all.extend(of(Kind::Numeral, numeral::ga::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ga::rules()));
    all.extend(of(Kind::Temperature, temperature::ga::rules()));
    all.extend(of(Kind::Time, time::ga::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ga::rules()));
    all.extend(of(Kind::Volume, volume::ga::rules()));
    all
}
