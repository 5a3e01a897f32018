//! Cents after a whole amount, in English (`Duckling/AmountOfMoney/EN/Rules.hs`, the "intersect" rules): "$20
//! 43", "20 dollars and 43 cents", "3 GBP 1 pence", "US$3 and fourteen"; other languages build them with their
//! own "and" ([`intersect_rules`]).
//!
//! Deliberate difference (test/conformance/deliberate_differences.jsonl): a bare number read as cents is
//! below 100. Duckling takes any natural number, so "a US$4.7 billion" is also 1 USD and 4.7 billion cents,
//! and "$20 150" is $21.50; its ranking, a classifier trained on its corpus, picks 4.7 billion USD there. This
//! engine has no such classifier: two readings of one span are told apart by the rules alone. For the same
//! reason the amount before the cents is not latent: Duckling also reads the bare "forty two" as 40 and 2
//! cents of no currency (and ranks 42 first).

use super::helpers::{is_cents, is_simple, is_without_cents, with_cents};
use super::types::{Currency, MoneyData};
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

/// A whole amount of a named currency, which cents may follow.
pub(super) fn takes_cents(m: &MoneyData) -> bool {
    is_without_cents(m) && !m.latent
}

/// A natural number that may be cents.
pub(super) fn is_cents_number(n: &NumeralData) -> bool {
    n.is_natural() && n.value < 100.0
}

/// An amount of a named currency that a power of ten may multiply ("75 USD million"): one amount, not latent.
fn takes_a_multiplier(m: &MoneyData) -> bool {
    is_simple(m) && !m.latent && !matches!(m.currency, Currency::Cent | Currency::Unnamed)
}

/// A power of ten on its own ("million", "thousands", "lakh"), as the numeral rule "powers of tens" makes it.
fn is_power_of_ten(n: &NumeralData) -> bool {
    n.multipliable && n.grain.is_some_and(|g| n.value == 10f64.powi(g.into()))
}

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = intersect_rules("and");
    // Not Duckling's: financial writing puts the multiplier after the currency ("75 USD million", "4.5 EUR
    // billion"). Duckling reads the multiplier as cents there ("75 USD million" is 10,075 USD), which
    // the bound on cents above rules out; without this rule "75 USD" and "USD million" were two overlapping
    // amounts (a deliberate difference: test/conformance/deliberate_differences.jsonl).
    rules.push(Rule::new(
        "<amount-of-money> <powers of tens>",
        vec![money(takes_a_multiplier), numeral(is_power_of_ten)],
        |m| {
            let amount = *m[0].money()?;
            Some(Token::AmountOfMoney(MoneyData {
                value: Some(amount.value? * m[1].numeral()?.value),
                ..amount
            }))
        },
    ));
    rules
}

/// The rules of cents after an amount, `and` the language's word between them, under English's names.
pub(super) fn intersect_rules(and: &str) -> Vec<Rule> {
    named_intersect_rules(and, "intersect (and number)", "intersect (and X cents)")
}

/// The rules of cents after an amount, `and` the language's word between them, the two with that word
/// under the language's own names (`and_number`: "2 dollars and 23", `and_cents`: "2 dollars and 23
/// cents"), as Irish's "intersect (agus number)" and Croatian's "intersect (i X lipa)".
pub(super) fn named_intersect_rules(
    and: &str,
    and_number: &'static str,
    and_cents: &'static str,
) -> Vec<Rule> {
    vec![
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
            and_number,
            vec![money(takes_cents), re(and), numeral(is_cents_number)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].numeral()?.value,
                    *m[0].money()?,
                )))
            },
        ),
        Rule::new(
            and_cents,
            vec![money(takes_cents), re(and), money(is_cents)],
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
    ]
}
