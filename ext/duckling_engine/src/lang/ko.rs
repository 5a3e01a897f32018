//! Korean (`Duckling/Rules/KO.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/KO.hs`), each
//! from its folder's `ko` rules, and its own money rules (`Duckling/AmountOfMoney/KO/Rules.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ko::rules()));
    all.extend(of(Kind::Distance, distance::ko::rules()));
    all.extend(of(Kind::Duration, duration::ko::rules()));
    all.extend(of(Kind::Numeral, numeral::ko::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ko::rules()));
    all.extend(of(Kind::Quantity, quantity::ko::rules()));
    all.extend(of(Kind::Temperature, temperature::ko::rules()));
    all.extend(of(Kind::Time, time::ko::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ko::rules()));
    all.extend(of(Kind::Volume, volume::ko::rules()));
    all
}
