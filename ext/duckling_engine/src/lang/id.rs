//! Indonesian (`Duckling/Rules/ID.hs`): amounts of money, numbers and ordinals (`Duckling/Dimensions/ID.hs`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{money, numeral, ordinal};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::AmountOfMoney, money::id::rules());
    all.extend(of(Kind::Numeral, numeral::id::rules()));
    all.extend(of(Kind::Ordinal, ordinal::id::rules()));
    all
}
