//! Arabic (`Duckling/Rules/AR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/AR.hs`), each
//! from its folder's `ar` rules; Egypt (`ar_EG`) adds its own number words.

use super::of;
use crate::Region;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    duration, money, numeral, ordinal, phone_number, quantity, temperature, time, time_grain,
    volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::ar::rules()));
    all.extend(of(Kind::Duration, duration::ar::rules()));
    all.extend(of(Kind::Numeral, numeral::ar::rules(region)));
    all.extend(of(Kind::Ordinal, ordinal::ar::rules()));
    all.extend(of(Kind::PhoneNumber, phone_number::ar::rules()));
    all.extend(of(Kind::Quantity, quantity::ar::rules()));
    all.extend(of(Kind::Temperature, temperature::ar::rules()));
    all.extend(of(Kind::Time, time::ar::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::ar::rules()));
    all.extend(of(Kind::Volume, volume::ar::rules()));
    all
}
