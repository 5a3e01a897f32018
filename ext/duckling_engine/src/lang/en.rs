//! English (`Duckling/Rules/EN.hs`): every dimension, and the regions' own time and money rules.

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, email, measure, money, numeral, ordinal, quantity, temperature, time,
    time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = numeral::en::rules();
    all.extend(ordinal::rules::rules());
    all.extend(duration::rules::rules());
    all.extend(time_grain::rules());
    all.extend(time::en::rules(region));
    all.extend(money::rules(region));
    all.extend(measure::units::rules());
    all.extend(distance::rules());
    all.extend(volume::rules());
    all.extend(temperature::rules());
    all.extend(quantity::rules());
    all.extend(email::en::rules());
    all
}
