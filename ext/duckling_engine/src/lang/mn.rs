//! Mongolian (`Duckling/Rules/MN.hs`): the dimensions of `Duckling/Dimensions/MN.hs`, each from its folder's
//! `mn` rules, and the time grains its durations count.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::AmountOfMoney, money::mn::rules());
    all.extend(of(Kind::Distance, distance::mn::rules()));
    all.extend(of(Kind::Duration, duration::mn::rules()));
    all.extend(of(Kind::Numeral, numeral::mn::rules()));
    all.extend(of(Kind::Ordinal, ordinal::mn::rules()));
    all.extend(of(Kind::Quantity, quantity::mn::rules()));
    all.extend(of(Kind::Temperature, temperature::mn::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::mn::rules()));
    all.extend(of(Kind::Volume, volume::mn::rules()));
    all
}
