//! Chinese (`Duckling/Rules/ZH.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ZH.hs`), each
//! from its folder's `zh` rules, and the time rules of its regions (CN, HK, MO, TW).

use super::of;
use crate::Region;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(of(Kind::AmountOfMoney, money::zh::rules()));
    all.extend(of(Kind::Distance, distance::zh::rules()));
    all.extend(of(Kind::Duration, duration::zh::rules()));
    all.extend(of(Kind::Numeral, numeral::zh::rules()));
    all.extend(of(Kind::Ordinal, ordinal::zh::rules()));
    all.extend(of(Kind::Quantity, quantity::zh::rules()));
    all.extend(of(Kind::Temperature, temperature::zh::rules()));
    all.extend(of(Kind::Time, time::zh::rules(region)));
    all.extend(of(Kind::TimeGrain, time_grain::zh::rules()));
    all.extend(of(Kind::Volume, volume::zh::rules()));
    all
}
