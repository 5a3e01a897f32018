//! Dutch amounts of money (`Duckling/AmountOfMoney/NL/Rules.hs`): "EUR 20", "tien cents", "$20 en 43c",
//! "tussen 10 dollars en 20 dollars", "minder dan 7 euros", "ongeveer twee-en-veertig bucks". The currencies
//! themselves are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::intervals::{
    about, amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount,
    over, under,
};
use super::types::Currency;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        currency("bucks", "bucks?", Currency::Unnamed),
        currency("cent", "cents?|penn(y|ies)|pence|sens?", Currency::Cent),
    ];
    rules.extend(intersect_rules("en"));
    rules.extend([
        from_numeral_to_amount("tussen|vanaf|van", "tot|en"),
        from_amount_to_amount("tussen|vanaf|van", "tot|en"),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "(minder|lager|niet? meer) dan",
        ),
        over(
            "over/above/at least/more than <amount-of-money>",
            "boven de|minstens|meer dan",
        ),
        numeral_dash_amount(),
        amount_dash_amount(),
        currency("£", "pou?nds?", Currency::Pound),
        about(
            "about|exactly <amount-of-money>",
            "precies|ongeveer|over|dicht|bijna|in de buurt|rond de",
        ),
    ]);
    rules
}
