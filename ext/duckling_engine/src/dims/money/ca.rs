//! Catalan amounts of money (`Duckling/AmountOfMoney/CA/Rules.hs`): "deu dòlars", "3 gbp i 1 cèntim",
//! "entre 10 i 20 dòlars", "no més de $10".
//!
//! As Spanish's: cents follow a named currency only and are below 100, and a range built on a latent amount
//! stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::amount;
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_simple, with_cents, with_max, with_min,
    with_value,
};
use super::intervals::{between, between_amounts};
use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// An open range bounded by `bound` at the amount `m`.
fn bounded(m: &MoneyData, bound: fn(f64, MoneyData) -> MoneyData) -> Option<Token> {
    amount(MoneyData {
        latent: m.latent,
        ..bound(m.value?, currency_only(m.currency))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let currency = m[0].money()?.currency;
                amount(with_value(m[1].numeral()?.value, currency_only(currency)))
            },
        ),
        Rule::new("cent", vec![re("c(e|è)ntims?")], |_| {
            amount(currency_only(Currency::Cent))
        }),
        Rule::new("dollar", vec![re("d(ò|o|ó)lar(s)?")], |_| {
            amount(currency_only(Currency::Dollar))
        }),
        Rule::new("£", vec![re("(lliure|lliura)s?")], |_| {
            amount(currency_only(Currency::Pound))
        }),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| amount(with_cents(m[1].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("i"), numeral(is_cents_number)],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("i"), money(is_cents)],
            |m| amount(with_cents(m[2].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| amount(with_cents(m[1].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("des de|des d'|entre"),
                numeral(is_positive),
                re("fins a|i"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![
                re("des de|des d'|entre"),
                money(is_simple),
                re("fins a|i"),
                money(is_simple),
            ],
            |m| between_amounts(m[1].money()?, m[3].money()?),
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
        Rule::new(
            "less/no more than <amount-of-money>",
            vec![
                re("menys de|no m(e|é)s de|no m(e|é)s d'|menys d'"),
                money(is_simple),
            ],
            |m| bounded(m[1].money()?, with_max),
        ),
        Rule::new(
            "no less/more than <amount-of-money>",
            vec![
                re("m(e|é)s de|no menys de|m(e|é)s d'|no menys d'"),
                money(is_simple),
            ],
            |m| bounded(m[1].money()?, with_min),
        ),
    ]
}
