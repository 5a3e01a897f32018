//! English (`Duckling/Rules/EN.hs`): every dimension, and the regions' own time and money rules.

use super::of;
use crate::Region;
use crate::dims::token::{Kind, Rule};
use crate::dims::{
    distance, duration, email, measure, money, numeral, ordinal, quantity, temperature, time,
    time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::en::rules());
    all.extend(of(Kind::Ordinal, ordinal::rules::rules()));
    all.extend(of(Kind::Duration, duration::rules::rules()));
    all.extend(of(Kind::TimeGrain, time_grain::rules()));
    all.extend(of(Kind::Time, time::en::rules(region)));
    all.extend(of(Kind::AmountOfMoney, money::rules(region)));
    all.extend(of(Kind::MeasureUnit, measure::units::rules()));
    all.extend(of(Kind::Distance, distance::rules()));
    all.extend(of(Kind::Volume, volume::rules()));
    all.extend(of(Kind::Temperature, temperature::rules()));
    all.extend(of(Kind::Quantity, quantity::rules()));
    all.extend(of(Kind::Email, email::en::rules()));
    all
}
