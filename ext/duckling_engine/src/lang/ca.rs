//! Catalan (`Duckling/Rules/CA.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/CA.hs`), each
//! from its folder's `ca` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ca::rules()));
    all.extend(of(Kind::Distance, distance::ca::rules()));
    all.extend(of(Kind::Duration, duration::ca::rules()));
    all.extend(of(Kind::Numeral, numeral::ca::rules()));
    all.extend(of(Kind::Ordinal, ordinal::ca::rules()));
    all.extend(of(Kind::Temperature, temperature::ca::rules()));
    all.extend(of(Kind::Time, time::ca::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ca::rules()));
    all.extend(of(Kind::Volume, volume::ca::rules()));
    all
}
