//! Spanish amounts of money (`Duckling/AmountOfMoney/ES/Rules.hs`): "diez dólares", "3 gbp y 1 centavo",
//! "entre 10 y 20 dólares", "no más de $10".
//!
//! As English's (`cents`, `intervals`): cents follow a named currency only and are below 100, and a range
//! built on a latent amount stays latent.

use super::helpers::{
    currency_only, is_cents, is_currency_only, is_simple, is_without_cents, with_cents,
    with_interval, with_max, with_min, with_value,
};
use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// A whole amount of a named currency, which cents may follow.
fn takes_cents(m: &MoneyData) -> bool {
    is_without_cents(m) && !m.latent
}

/// A natural number that may be cents.
fn is_cents_number(n: &NumeralData) -> bool {
    n.is_natural() && n.value < 100.0
}

fn amount(m: MoneyData) -> Option<Token> {
    Some(Token::AmountOfMoney(m))
}

/// From `from` to the amount `to`, in its currency, when `from` is the smaller.
fn between(from: f64, to: &MoneyData) -> Option<Token> {
    let to_value = to.value?;
    (from < to_value).then(|| {
        Token::AmountOfMoney(MoneyData {
            latent: to.latent,
            ..with_interval((from, to_value), currency_only(to.currency))
        })
    })
}

/// From one amount to a larger one of the same currency.
fn between_amounts(from: &MoneyData, to: &MoneyData) -> Option<Token> {
    if from.currency != to.currency {
        return None;
    }
    between(
        from.value?,
        &MoneyData {
            latent: from.latent || to.latent,
            ..*to
        },
    )
}

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
        Rule::new("cent", vec![re("centavos?")], |_| {
            amount(currency_only(Currency::Cent))
        }),
        Rule::new("dollar", vec![re("d(ó|o)lar(es)?")], |_| {
            amount(currency_only(Currency::Dollar))
        }),
        Rule::new("£", vec![re("(pound|libra)s?")], |_| {
            amount(currency_only(Currency::Pound))
        }),
        Rule::new(
            "intersect",
            vec![money(takes_cents), numeral(is_cents_number)],
            |m| amount(with_cents(m[1].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("y"), numeral(is_cents_number)],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("y"), money(is_cents)],
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
                re("de|entre"),
                numeral(is_positive),
                re("a|y"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![
                re("de|entre"),
                money(is_simple),
                re("a|y"),
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
            vec![re("menos de|no más de"), money(is_simple)],
            |m| bounded(m[1].money()?, with_max),
        ),
        Rule::new(
            "no less/more than <amount-of-money>",
            vec![re("más de|no menos de"), money(is_simple)],
            |m| bounded(m[1].money()?, with_min),
        ),
    ]
}
