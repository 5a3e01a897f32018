//! Swedish amounts of money (`Duckling/AmountOfMoney/SV/Rules.hs`): "100 kronor", "3 norska kronor",
//! "10 pund och 5 pennies", "ungefär 30 kr". The currencies themselves are every language's (`common`).
//!
//! Cents follow the English port's deliberate difference (`cents`): a bare number read as cents is below 100.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::intervals::about;
use super::types::Currency;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        about("about <amount-of-money>", "omkring|cirka|runt|ca"),
        currency("cent", "cents?|penn(y|ies)|öre", Currency::Cent),
        currency("AED", "dirhams?", Currency::Aed),
        about("exactly <amount-of-money>", "exakt|precis"),
    ];
    rules.extend(intersect_rules("och"));
    rules.extend([
        currency("NOK", "norska kronor|nkr", Currency::Nok),
        currency("£", "pund?", Currency::Pound),
        currency("SEK", "kr(onor)?", Currency::Sek),
    ]);
    rules
}
