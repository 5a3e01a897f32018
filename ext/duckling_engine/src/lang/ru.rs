//! Russian (`Duckling/Rules/RU.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/RU.hs`), each
//! from its folder's `ru` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ru::rules()));
    all.extend(of(Kind::Distance, distance::ru::rules()));
    all.extend(of(Kind::Duration, duration::ru::rules()));
    all.extend(of(Kind::Numeral, numeral::ru::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ru::rules()));
    all.extend(of(Kind::Quantity, quantity::ru::rules()));
    all.extend(of(Kind::Time, time::ru::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ru::rules()));
    all.extend(of(Kind::Volume, volume::ru::rules()));
    all
}
