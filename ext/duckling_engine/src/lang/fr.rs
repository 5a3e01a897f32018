//! French (`Duckling/Rules/FR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/FR.hs`), each
//! from its folder's `fr` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, email, money, numeral, ordinal, quantity, temperature, time, time_grain,
    volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::fr::rules()));
    all.extend(of(Kind::Distance, distance::fr::rules()));
    all.extend(of(Kind::Duration, duration::fr::rules()));
    all.extend(of(Kind::Email, email::fr::rules()));
    all.extend(of(Kind::Numeral, numeral::fr::rules()));
    all.extend(of(Kind::Ordinal, ordinal::fr::rules()));
    all.extend(of(Kind::Quantity, quantity::fr::rules()));
    all.extend(of(Kind::Temperature, temperature::fr::rules()));
    all.extend(of(Kind::Time, time::fr::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::fr::rules()));
    all.extend(of(Kind::Volume, volume::fr::rules()));
    all
}
