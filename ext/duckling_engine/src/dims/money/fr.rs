//! French amounts of money (`Duckling/AmountOfMoney/FR/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
