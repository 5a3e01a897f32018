//! Indonesian (`Duckling/Rules/ID.hs`): amounts of money, numbers and ordinals (`Duckling/Dimensions/ID.hs`).

use crate::dims::token::Rule;
use crate::dims::{money, numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = money::id::rules();
    all.extend(numeral::id::rules());
    all.extend(ordinal::id::rules());
    all
}
