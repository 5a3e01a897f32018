//! Italian amounts of money (`Duckling/AmountOfMoney/IT/Rules.hs`): "dieci dollari", "nove sterline",
//! "1 USD e 23 centesimi", "tra 10 e 20 euro", "almeno 10 euro", "quasi nove sterline".
//!
//! As in English (`cents`, `intervals`), cents follow a named currency only and a bare number read as cents
//! is below 100, and a range built on a latent amount stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::amount;
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, is_simple, with_cents,
    with_max, with_min, with_value,
};
use super::intervals::{between, between_amounts};
use super::types::Currency::{self, Cent, Dollar, Pound};
use super::types::MoneyData;
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{NumeralData, Rule, money, numeral, re};

const CURRENCY_WORDS: [(&str, Currency); 2] = [("dollari", Dollar), ("sterline", Pound)];

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
        Rule::new("cent", vec![re("cent(esim)i?o?")], |_| {
            amount(currency_only(Cent))
        }),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| amount(with_cents(m[1].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("e"), numeral(is_cents_number)],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("e"), money(is_cents)],
            |m| amount(with_cents(m[2].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| amount(with_cents(m[1].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![re("tra"), money(is_simple), re("e"), money(is_simple)],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![re("tra"), numeral(is_positive), re("e"), money(is_simple)],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![re("(meno|non più) di"), money(is_simple)],
            |m| {
                let to = m[1].money()?;
                amount(MoneyData {
                    latent: to.latent,
                    ..with_max(to.value?, currency_only(to.currency))
                })
            },
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![re("più di|almeno"), money(is_simple)],
            |m| {
                let from = m[1].money()?;
                amount(MoneyData {
                    latent: from.latent,
                    ..with_min(from.value?, currency_only(from.currency))
                })
            },
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(NumeralData::is_natural), re("-"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new("£, $", vec![re("(dollari|sterline)")], |m| {
            amount(currency_only(lookup(&CURRENCY_WORDS, m[0].group(1)?)?))
        }),
        Rule::new(
            "precision",
            vec![
                re("esattamente|quasi|più o meno|circa"),
                money(is_money_with_value),
            ],
            |m| amount(*m[1].money()?),
        ),
    ]
}
