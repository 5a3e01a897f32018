//! Dutch (`Duckling/Rules/NL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/NL.hs`), each
//! from its folder's `nl` rules.

use super::of;
use crate::Region;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::nl::rules()));
    all.extend(of(Kind::Distance, distance::nl::rules()));
    all.extend(of(Kind::Duration, duration::nl::rules()));
    all.extend(of(Kind::Numeral, numeral::nl::rules()));
    all.extend(of(Kind::Ordinal, ordinal::nl::rules()));
    all.extend(of(Kind::Quantity, quantity::nl::rules()));
    all.extend(of(Kind::Time, time::nl::rules(region)));
    all.extend(of(Kind::TimeGrain, time_grain::nl::rules()));
    all.extend(of(Kind::Volume, volume::nl::rules()));
    all
}
