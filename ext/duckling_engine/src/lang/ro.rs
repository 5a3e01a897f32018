//! Romanian (`Duckling/Rules/RO.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/RO.hs`), each
//! from its folder's `ro` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ro::rules()));
    all.extend(of(Kind::Distance, distance::ro::rules()));
    all.extend(of(Kind::Duration, duration::ro::rules()));
    all.extend(of(Kind::Numeral, numeral::ro::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ro::rules()));
    all.extend(of(Kind::Quantity, quantity::ro::rules()));
    all.extend(of(Kind::Temperature, temperature::ro::rules()));
    all.extend(of(Kind::Time, time::ro::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ro::rules()));
    all.extend(of(Kind::Volume, volume::ro::rules()));
    all
}
