//! Croatian (`Duckling/Rules/HR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/HR.hs`), each
//! from its folder's `hr` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::hr::rules()));
    all.extend(of(Kind::Distance, distance::hr::rules()));
    all.extend(of(Kind::Duration, duration::hr::rules()));
    all.extend(of(Kind::Numeral, numeral::hr::rules()));
    all.extend(of(Kind::Ordinal, ordinal::hr::rules()));
    all.extend(of(Kind::Quantity, quantity::hr::rules()));
    all.extend(of(Kind::Temperature, temperature::hr::rules()));
    all.extend(of(Kind::Time, time::hr::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::hr::rules()));
    all.extend(of(Kind::Volume, volume::hr::rules()));
    all
}
