//! The predicates and productions the money rules share, as Duckling's `Duckling/AmountOfMoney/Helpers.hs`.

use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, money, numeral, re};

/// Duckling's `dollarCoins`: what a nickel, a dime and a quarter are worth.
pub(super) const DOLLAR_COINS: &[(&str, f64)] =
    &[("nickel", 0.05), ("dime", 0.1), ("quarter", 0.25)];

/// `isCents`: an amount of cents.
pub(super) fn is_cents(m: &MoneyData) -> bool {
    m.value.is_some() && m.currency == Currency::Cent
}

/// `isWithoutCents`: a whole amount of a currency other than cents, which cents may follow ("$20 43").
pub(super) fn is_without_cents(m: &MoneyData) -> bool {
    m.currency != Currency::Cent && m.value.is_some_and(|v| v.fract() == 0.0)
}

/// `isMoneyWithValue`: an amount or a range, not a currency alone.
pub(super) fn is_money_with_value(m: &MoneyData) -> bool {
    m.value.is_some() || m.min.is_some() || m.max.is_some()
}

/// `isCurrencyOnly`: a currency without an amount ("dollars", "$").
pub(super) fn is_currency_only(m: &MoneyData) -> bool {
    m.value.is_none() && m.min.is_none() && m.max.is_none()
}

/// `isDollarCoin`: a nickel, a dime or a quarter of a dollar currency.
pub(super) fn is_dollar_coin(m: &MoneyData) -> bool {
    use Currency::*;
    m.value.is_some_and(|d| [0.05, 0.1, 0.25].contains(&d))
        && [Dollar, Aud, Cad, Jmd, Nzd, Sgd, Ttd, Usd].contains(&m.currency)
}

/// `isSimpleAmountOfMoney`: one amount, not a range.
pub(super) fn is_simple(m: &MoneyData) -> bool {
    m.value.is_some() && m.min.is_none() && m.max.is_none()
}

/// A money value, as a token.
pub(super) fn amount(m: MoneyData) -> Option<Token> {
    Some(Token::AmountOfMoney(m))
}

/// "<unit> <amount>": a currency before its amount ("$ 10", "EUR 20"), in every language's words for
/// currencies.
pub(super) fn unit_amount() -> Rule {
    Rule::new(
        "<unit> <amount>",
        vec![money(is_currency_only), numeral(is_positive)],
        |m| {
            let currency = m[0].money()?.currency;
            amount(with_value(m[1].numeral()?.value, currency_only(currency)))
        },
    )
}

/// A rule for a currency named by one regex ("kr", "евро").
pub(super) fn currency(name: &'static str, pattern: &str, currency: Currency) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        Some(Token::AmountOfMoney(currency_only(currency)))
    })
}

/// `currencyOnly`.
pub(super) fn currency_only(currency: Currency) -> MoneyData {
    MoneyData {
        value: None,
        currency,
        min: None,
        max: None,
        latent: false,
    }
}

/// `valueOnly`: an amount of no named currency.
pub(super) fn value_only(x: f64) -> MoneyData {
    with_value(x, currency_only(Currency::Unnamed))
}

/// `withValue`.
pub(super) fn with_value(x: f64, m: MoneyData) -> MoneyData {
    MoneyData {
        value: Some(x),
        ..m
    }
}

/// `withCents`: `x` cents added to an amount, or an amount of `x` cents where there was none.
pub(super) fn with_cents(x: f64, m: MoneyData) -> MoneyData {
    match m.value {
        Some(v) => MoneyData {
            value: Some(v + x / 100.0),
            ..m
        },
        None => with_value(x, currency_only(Currency::Cent)),
    }
}

/// `withInterval`.
pub(super) fn with_interval((from, to): (f64, f64), m: MoneyData) -> MoneyData {
    MoneyData {
        min: Some(from),
        max: Some(to),
        value: None,
        ..m
    }
}

/// `withMin`.
pub(super) fn with_min(x: f64, m: MoneyData) -> MoneyData {
    MoneyData { min: Some(x), ..m }
}

/// `withMax`.
pub(super) fn with_max(x: f64, m: MoneyData) -> MoneyData {
    MoneyData { max: Some(x), ..m }
}

/// `mkLatent`.
pub(super) fn mk_latent(m: MoneyData) -> MoneyData {
    MoneyData { latent: true, ..m }
}
