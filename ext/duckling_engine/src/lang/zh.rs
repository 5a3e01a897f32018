//! Chinese (`Duckling/Rules/ZH.hs`): the dimensions Duckling gives it (`Duckling/Dimensions/ZH.hs`), each
//! from its folder's `zh` rules, and the time rules of its regions (CN, HK, MO, TW).

use crate::Region;
use crate::dims::token::Rule;
use crate::dims::{duration, numeral, ordinal, time, time_grain};

pub(super) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = Vec::new();
    all.extend(duration::zh::rules());
    all.extend(numeral::zh::rules());
    all.extend(ordinal::zh::rules());
    all.extend(time::zh::rules(region));
    all.extend(time_grain::zh::rules());
    all
}
