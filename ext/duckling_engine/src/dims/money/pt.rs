//! Portuguese amounts of money (`Duckling/AmountOfMoney/PT/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
