//! Turkish (`Duckling/Rules/TR.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/TR.hs`), each
//! from its folder's `tr` rules.

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, temperature, time, time_grain, volume,
};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::tr::rules()));
    all.extend(of(Kind::Distance, distance::tr::rules()));
    all.extend(of(Kind::Duration, duration::tr::rules()));
    all.extend(of(Kind::Numeral, numeral::tr::rules()));
    all.extend(of(Kind::Ordinal, ordinal::tr::rules()));
    all.extend(of(Kind::Temperature, temperature::tr::rules()));
    all.extend(of(Kind::Time, time::tr::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::tr::rules()));
    all.extend(of(Kind::Volume, volume::tr::rules()));
    all
}
