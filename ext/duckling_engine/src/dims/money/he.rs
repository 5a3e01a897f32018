//! Hebrew amounts of money (`Duckling/AmountOfMoney/HE/Rules.hs`): "עשרה שקלים", "10 ש״ח", "שנקל", "חמש
//! אגורות", "10 אש״ח" (thousands of shekels), "שקל וחצי", "2 דולר ו23 סנט", "בין 10 ל20 דולר", "עד 7 יורו".
//! The currency signs and codes are every language's (`common`).
//!
//! The same deliberate difference as English (see `intervals`): a range of latent amounts stays latent, and so
//! does a sum on a latent amount.

use super::helpers::{
    currency, currency_only, is_cents, is_without_cents, unit_amount, with_cents, with_value,
};
use super::intervals::{RangeWords, range_rules};
use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, money, numeral, re};

const HEBREW: RangeWords = RangeWords {
    precision: ("about|exactly <amount-of-money>", "בערך|בדיוק|קרוב ל"),
    // Duckling writes "מ?|בין ". That regex matches nothing before "בין", where regex-pcre's `matchAll`
    // retries for a non-empty match at the same place and finds "בין "; this order finds what it finds.
    between: "בין |מ?",
    and: "עד |ל",
    at_most: "פחות מ|עד|לא יותר מ|מתחת ל?|לא מעל",
    at_least: "יותר מ|מעל|מ|לא פחות מ|לא מתחת ל",
};

/// An amount of a currency named by one regex ("שנקל" is two shekels).
fn amount(name: &'static str, pattern: &str, value: f64, currency: Currency) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| {
        Some(Token::AmountOfMoney(with_value(
            value,
            currency_only(currency),
        )))
    })
}

/// A number times `scale` in shekels, its unit after it ("10 אש״ח", "5 אגורות").
fn scaled_shekels(name: &'static str, pattern: &str, scale: f64) -> Rule {
    Rule::new(name, vec![numeral(is_positive), re(pattern)], move |m| {
        Some(Token::AmountOfMoney(with_value(
            m[0].numeral()?.value * scale,
            currency_only(Currency::Ils),
        )))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        unit_amount(),
        currency("cent", "סנט(ים)?", Currency::Cent),
        currency("€", "אירו|יורו", Currency::Eur),
        Rule::new(
            "intersect (and X cents)",
            vec![money(is_without_cents), re("ו"), money(is_cents)],
            |m| {
                Some(Token::AmountOfMoney(with_cents(
                    m[2].money()?.value?,
                    *m[0].money()?,
                )))
            },
        ),
    ];
    // Duckling lists the range rules here, the precision rule after the pound's.
    let mut ranges = range_rules(&HEBREW);
    let precision = ranges.remove(0);
    all.extend(ranges);
    all.extend([
        currency("£", "פאונד(ים)?", Currency::Pound),
        amount("OneGBP", "לירה שטרלינג", 1.0, Currency::Gbp),
        currency("OneGBP", "לירות שטרלינג", Currency::Gbp),
        precision,
        Rule::new(
            "intersect",
            vec![money(is_without_cents), re("ו"), numeral(is_positive)],
            |m| {
                let first = m[0].money()?;
                Some(Token::AmountOfMoney(MoneyData {
                    latent: first.latent,
                    ..with_value(
                        first.value? + m[2].numeral()?.value,
                        currency_only(first.currency),
                    )
                }))
            },
        ),
        scaled_shekels("multiple agura", "אגורות", 0.01),
        currency("שקל", "שקל(ים)?|ש״?ח", Currency::Ils),
        amount("שקל", "שקל( אחד| בודד)?", 1.0, Currency::Ils),
        amount("שנקל", "שנקל", 2.0, Currency::Ils),
        amount("oneAgura", "אגורה( אחת| בודדת)?", 0.01, Currency::Ils),
        scaled_shekels("אש״ח", "אש״?ח", 1000.0),
        scaled_shekels("מש״ח", "מש״?ח", 1_000_000.0),
        currency("$", "דולר(ים)?", Currency::Dollar),
    ]);
    all
}
