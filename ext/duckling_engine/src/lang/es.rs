//! Spanish (`Duckling/Rules/ES.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ES.hs`), each
//! from its folder's `es` rules.

use super::of;
use crate::Region;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::es::rules()));
    all.extend(of(Kind::Distance, distance::es::rules()));
    all.extend(of(Kind::Duration, duration::es::rules()));
    all.extend(of(Kind::Numeral, numeral::es::rules(region)));
    all.extend(of(Kind::Ordinal, ordinal::es::rules()));
    all.extend(of(Kind::Quantity, quantity::es::rules()));
    all.extend(of(Kind::Temperature, temperature::es::rules()));
    all.extend(of(Kind::Time, time::es::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::es::rules()));
    all.extend(of(Kind::Volume, volume::es::rules()));
    all
}
