//! Dutch (`Duckling/Rules/NL.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/NL.hs`), each
//! from its folder's `nl` rules.

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{
    distance, duration, money, numeral, ordinal, quantity, time, time_grain, volume,
};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(money::nl::rules());
    all.extend(distance::nl::rules());
    all.extend(duration::nl::rules());
    all.extend(numeral::nl::rules());
    all.extend(ordinal::nl::rules());
    all.extend(quantity::nl::rules());
    all.extend(time::nl::rules(region));
    all.extend(time_grain::nl::rules());
    all.extend(volume::nl::rules());
    all
}
