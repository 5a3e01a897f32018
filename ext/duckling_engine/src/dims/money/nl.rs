//! Dutch amounts of money (`Duckling/AmountOfMoney/NL/Rules.hs`): "EUR 20", "tien cents", "$20 en 43c",
//! "tussen 10 dollars en 20 dollars", "minder dan 7 euros", "ongeveer twee-en-veertig bucks". The currencies
//! themselves are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{currency_only, is_cents, unit_amount, with_cents};
use super::intervals::{
    about, amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount,
    over, under,
};
use super::types::Currency;
use crate::dims::token::{Rule, Token, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let currency = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    vec![
        unit_amount(),
        currency("bucks", "bucks?", Currency::Unnamed),
        currency("cent", "cents?|penn(y|ies)|pence|sens?", Currency::Cent),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[1].numeral()?.value,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("en"), numeral(is_cents_number)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].numeral()?.value,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("en"), money(is_cents)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].money()?.value?,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[1].money()?.value?,
                    *m[0].money()?,
                )))
            },
        ),
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
    ]
}
