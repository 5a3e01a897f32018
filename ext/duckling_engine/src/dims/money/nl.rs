//! Dutch amounts of money (`Duckling/AmountOfMoney/NL/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
