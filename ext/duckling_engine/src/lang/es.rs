//! Spanish (`Duckling/Rules/ES.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ES.hs`), each
//! from its folder's `es` rules.

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::es::rules());
    all.extend(distance::es::rules());
    all.extend(duration::es::rules());
    all.extend(numeral::es::rules(region));
    all.extend(ordinal::es::rules());
    all.extend(quantity::es::rules());
    all.extend(temperature::es::rules());
    all.extend(time::es::rules());
    all.extend(time_grain::es::rules());
    all.extend(volume::es::rules());
    all
}
