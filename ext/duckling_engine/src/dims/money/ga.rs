//! Irish amounts of money (`Duckling/AmountOfMoney/GA/Rules.hs`): "deich dollair", "naoi bpunt", "fiche
//! rúpaí", "2 dhollair agus 23 ceinteanna", "thart ar 5 dhollair", "10 euro glan". The currency signs and
//! codes are every language's (`common`).
//!
//! The same deliberate difference as English (see `cents`): cents after an amount are a number below 100
//! after a named currency.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::amount;
use super::helpers::{
    currency_only, is_cents, is_currency_only, is_money_with_value, with_cents, with_value,
};
use super::types::Currency::{self, Cent, Dollar, Inr, Pound};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, money, numeral, re};

fn currency(name: &'static str, pattern: &str, c: Currency) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| amount(currency_only(c)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let c = m[0].money()?.currency;
                amount(with_value(m[1].numeral()?.value, currency_only(c)))
            },
        ),
        Rule::new(
            "<amount-of-money> glan",
            vec![
                money(is_money_with_value),
                re("glan|baileach|(go )?d(í|i)reach"),
            ],
            |m| amount(*m[0].money()?),
        ),
        currency("cent", "cents?|g?ch?eint(eanna)?", Cent),
        currency("$", "n?dh?oll?ai?rs?", Dollar),
        currency("INR", "r(ú|u)pa(í|i)", Inr),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| amount(with_cents(m[1].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (agus number)",
            vec![money(takes_cents), re("agus|is"), numeral(is_cents_number)],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("agus|is"), money(is_cents)],
            |m| amount(with_cents(m[2].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| amount(with_cents(m[1].money()?.value?, *m[0].money()?)),
        ),
        currency("£", "pounds?|b?ph?unt", Pound),
        Rule::new(
            "thart ar <amount-of-money>",
            vec![
                re("thart( ar)?|beagnach|breis (is|agus)"),
                money(is_money_with_value),
            ],
            |m| amount(*m[1].money()?),
        ),
    ]
}
