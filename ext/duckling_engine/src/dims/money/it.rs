//! Italian amounts of money (`Duckling/AmountOfMoney/IT/Rules.hs`): "dieci dollari", "nove sterline",
//! "1 USD e 23 centesimi", "tra 10 e 20 euro", "almeno 10 euro", "quasi nove sterline".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::intersect_rules;
use super::helpers::{amount, currency, currency_only, unit_amount};
use super::intervals::{
    about, amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount,
    over, under,
};
use super::types::Currency::{self, Cent, Dollar, Pound};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, re};

const CURRENCY_WORDS: [(&str, Currency); 2] = [("dollari", Dollar), ("sterline", Pound)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![unit_amount(), currency("cent", "cent(esim)i?o?", Cent)];
    rules.extend(intersect_rules("e"));
    rules.extend([
        from_amount_to_amount("tra", "e"),
        from_numeral_to_amount("tra", "e"),
        amount_dash_amount(),
        under(
            "under/less/lower/no more than <amount-of-money>",
            "(meno|non più) di",
        ),
        over(
            "over/above/at least/more than <amount-of-money>",
            "più di|almeno",
        ),
        numeral_dash_amount(),
        Rule::new("£, $", vec![re("(dollari|sterline)")], |m| {
            amount(currency_only(lookup(&CURRENCY_WORDS, m[0].group(1)?)?))
        }),
        about("precision", "esattamente|quasi|più o meno|circa"),
    ]);
    rules
}
