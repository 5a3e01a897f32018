//! Chinese amounts of money (`Duckling/AmountOfMoney/ZH/Rules.hs`): yuan, dimes and cents ("七元", "两毛五",
//! "两角五分", "五块六"), the Cantonese "蚊", "毫", "仙" and "個" ("個半" is 1.5 dollars, "個九" 1.9),
//! 人民币 and 港幣 before or after the amount, ranges ("5.6到5.78元") and bounds ("最多一块二", "3.04块以上").

use super::helpers::{
    amount, currency, currency_only, is_cents, is_money_with_value, is_simple, is_without_cents,
    with_cents, with_interval, with_max, with_min, with_value,
};
use super::intervals::about;
use super::types::Currency::{self, Cent, Cny, Dollar, Hkd};
use super::types::MoneyData;
use crate::dims::numeral::helpers::{decimals_to_double, is_positive, number_between};
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// The integer a number of cents is, when it is one.
fn cents(m: &MoneyData) -> Option<i64> {
    let v = m.value?;
    (m.currency == Cent && v.fract() == 0.0).then_some(v as i64)
}

/// Duckling's `isDime`: a whole number of cents that is a multiple of ten.
fn is_dime(m: &MoneyData) -> bool {
    cents(m).is_some_and(|c| c % 10 == 0)
}

/// Duckling's `isCent`: a number of cents from 0 to 9.
fn is_cent(m: &MoneyData) -> bool {
    cents(m).is_some_and(|c| (0..=9).contains(&c))
}

/// A whole amount of a currency other than cents, one amount only.
fn whole(m: &MoneyData) -> bool {
    is_simple(m) && is_without_cents(m)
}

/// A currency named before the amount ("人民币3.14").
fn prefix(name: &'static str, words: &'static str, currency: Currency) -> Rule {
    Rule::new(name, vec![re(words), numeral(is_positive)], move |m| {
        amount(with_value(m[1].numeral()?.value, currency_only(currency)))
    })
}

/// From `from` to the larger `to`, in `currency`. Unlike English's, Duckling's Chinese ranges do not keep
/// the latency of the amount they end on: "3-5" is a range of 3 to 5 of no named currency.
fn between(from: f64, to: f64, currency: Currency) -> Option<Token> {
    (from < to).then_some(())?;
    amount(with_interval((from, to), currency_only(currency)))
}

/// An interval open on one side, bounded by the simple amount `m`, in its currency.
fn open(bound: fn(f64, MoneyData) -> MoneyData, m: &MoneyData) -> Option<Token> {
    amount(bound(m.value?, currency_only(m.currency)))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        currency("cent", "分|仙", Cent),
        currency("cny", "人民币|人民幣", Cny),
        prefix("cny prefix", "人民币|人民幣", Cny),
        currency("HKD", "港幣", Hkd),
        prefix("hkd prefix", "港幣", Hkd),
        Rule::new("dime", vec![numeral(is_positive), re("角|毛|毫")], |m| {
            amount(with_cents(
                m[0].numeral()?.value * 10.0,
                currency_only(Cent),
            ))
        }),
        currency("dollar", "元|圆|块|蚊|個", Dollar),
        Rule::new(
            "intersect (implicit 0 delimited cents)",
            vec![
                money(whole),
                re("0|零|〇"),
                // Duckling's `oneOf [1..9]`: the value only, whatever its flags.
                numeral(|n| matches!(n.int_value(), Some(1..=9))),
            ],
            |m| amount(with_cents(m[2].numeral()?.value, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (implicit unitless cents)",
            vec![
                money(|m| is_simple(m) && is_dime(m)),
                numeral(NumeralData::is_natural),
            ],
            |m| {
                let c = m[0].money()?.value? + m[1].numeral()?.value;
                amount(with_cents(c, currency_only(Cent)))
            },
        ),
        Rule::new(
            "intersect (implicit unitless dimes)",
            vec![money(whole), numeral(NumeralData::is_natural)],
            |m| amount(with_cents(m[1].numeral()?.value * 10.0, *m[0].money()?)),
        ),
        Rule::new(
            "intersect (X dimes and X cents)",
            vec![
                money(|m| is_simple(m) && is_dime(m)),
                money(|m| is_simple(m) && is_cent(m)),
            ],
            |m| {
                let c = m[1].money()?.value? + m[0].money()?.value?;
                amount(with_cents(c, currency_only(Cent)))
            },
        ),
        Rule::new(
            "intersect (X dollars and X dimes/cents)",
            vec![money(whole), money(|m| is_simple(m) && is_cents(m))],
            |m| amount(with_cents(m[1].money()?.value?, *m[0].money()?)),
        ),
        Rule::new(
            "<amount-of-money> and a half",
            vec![money(whole), re("半")],
            |m| amount(with_cents(50.0, *m[0].money()?)),
        ),
        Rule::new(
            "<amount-of-money> - <amount-of-money>",
            vec![money(is_simple), re("-|~|到|至"), money(is_simple)],
            |m| {
                let (from, to) = (m[0].money()?, m[2].money()?);
                (from.currency == to.currency).then_some(())?;
                between(from.value?, to.value?, from.currency)
            },
        ),
        Rule::new(
            "<numeral> - <amount-of-money>",
            vec![numeral(is_positive), re("-|~|到|至"), money(is_simple)],
            |m| {
                let to = m[2].money()?;
                between(m[0].numeral()?.value, to.value?, to.currency)
            },
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money> (最多|至少|最少)",
            vec![re("(最多|至少|最少|起碼)"), money(is_simple)],
            |m| match m[0].group(1)? {
                "最多" => open(with_max, m[1].money()?),
                _ => open(with_min, m[1].money()?),
            },
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money> (以下|以上)",
            vec![money(is_simple), re("(以下|以上)")],
            |m| match m[1].group(1)? {
                "以下" => open(with_max, m[0].money()?),
                _ => open(with_min, m[0].money()?),
            },
        ),
        about("exactly/about <amount-of-money>", "刚好|恰好|大概"),
        Rule::new(
            "about <amount-of-money>",
            vec![money(is_money_with_value), re("左右")],
            |m| amount(*m[0].money()?),
        ),
        Rule::new(
            "one dollar and a half (short form)",
            vec![re("個半")],
            |_| amount(with_value(1.5, currency_only(Dollar))),
        ),
        Rule::new(
            "one dollar and x dimes (short form)",
            vec![re("個"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| {
                let v = 1.0 + decimals_to_double(m[1].numeral()?.value);
                amount(with_value(v, currency_only(Dollar)))
            },
        ),
    ]
}
