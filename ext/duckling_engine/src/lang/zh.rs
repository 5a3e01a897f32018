//! Chinese (`Duckling/Rules/ZH.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ZH.hs`), each
//! from its folder's `zh` rules, and the time rules of its regions (CN, HK, MO, TW).

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, temperature, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::zh::rules());
    all.extend(distance::zh::rules());
    all.extend(duration::zh::rules());
    all.extend(numeral::zh::rules());
    all.extend(ordinal::zh::rules());
    all.extend(quantity::zh::rules());
    all.extend(temperature::zh::rules());
    all.extend(time::zh::rules(region));
    all.extend(time_grain::zh::rules());
    all.extend(volume::zh::rules());
    all
}
