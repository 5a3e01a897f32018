//! Dutch amounts of money (`Duckling/AmountOfMoney/NL/Rules.hs`): "EUR 20", "tien cents", "$20 en 43c",
//! "tussen 10 dollars en 20 dollars", "minder dan 7 euros", "ongeveer twee-en-veertig bucks". The currencies
//! themselves are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, is_simple, with_cents,
    with_value,
};
use super::intervals::{at_least, at_most, between, between_amounts};
use super::types::Currency;
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let currency = |name: &'static str, pattern: &str, currency: Currency| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::AmountOfMoney(currency_only(currency)))
        })
    };
    vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let currency = m[0].money()?.currency;
                Some(Token::AmountOfMoney(with_value(
                    m[1].numeral()?.value,
                    currency_only(currency),
                )))
            },
        ),
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
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("tussen|vanaf|van"),
                numeral(is_positive),
                re("tot|en"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![
                re("tussen|vanaf|van"),
                money(is_simple),
                re("tot|en"),
                money(is_simple),
            ],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![re("(minder|lager|niet? meer) dan"), money(is_simple)],
            |m| at_most(m[1].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![re("boven de|minstens|meer dan"), money(is_simple)],
            |m| at_least(m[1].money()?),
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        currency("£", "pou?nds?", Currency::Pound),
        Rule::new(
            "about|exactly <amount-of-money>",
            vec![
                re("precies|ongeveer|over|dicht|bijna|in de buurt|rond de"),
                money(is_money_with_value),
            ],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
    ]
}
