//! Spanish amounts of money (`Duckling/AmountOfMoney/ES/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
