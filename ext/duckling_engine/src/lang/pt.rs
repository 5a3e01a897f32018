//! Portuguese (`Duckling/Rules/PT.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/PT.hs`), each
//! from its folder's `pt` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, phone_number, quantity, temperature, time,
    time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::pt::rules()));
    all.extend(of(Kind::Distance, distance::pt::rules()));
    // Duckling gives PT no duration rules of its own, only every language's.
    all.extend(of(Kind::Duration, duration::rules::common()));
    all.extend(of(Kind::Numeral, numeral::pt::rules()));
    all.extend(of(Kind::Ordinal, ordinal::pt::rules()));
    all.extend(of(Kind::PhoneNumber, phone_number::pt::rules()));
    all.extend(of(Kind::Quantity, quantity::pt::rules()));
    all.extend(of(Kind::Temperature, temperature::pt::rules()));
    all.extend(of(Kind::Time, time::pt::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::pt::rules()));
    all.extend(of(Kind::Volume, volume::pt::rules()));
    all
}
