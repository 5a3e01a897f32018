//! Georgian amounts of money (`Duckling/AmountOfMoney/KA/Rules.hs`): "ათი დოლარი", "20 ლარი", "42 ქუვეითური
//! დინარი", "20 დოლარი 43 ცენტი", "10-დან 20 დოლარამდე", "20 დოლარამდე", "დაახლოებით 10-20 დოლარი". A
//! currency alone is one of it ("დოლარი" is $1). The currency signs and codes are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{
    currency, currency_only, is_cents, is_currency_only, is_simple, unit_amount, with_cents,
    with_value,
};
use super::intervals::{
    about, amount_dash_amount, at_least, at_most, between, between_amounts, numeral_dash_amount,
};
use super::types::{Currency, MoneyData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, money, numeral, re};

/// A currency named by the word its regex's first group holds, of `table`'s words.
fn currency_of(name: &'static str, pattern: &str, table: &'static [(&str, Currency)]) -> Rule {
    Rule::new(name, vec![re(pattern)], move |m| {
        let word = m[0].group(1)?;
        let &(_, c) = table.iter().find(|(w, _)| *w == word)?;
        Some(Token::AmountOfMoney(currency_only(c)))
    })
}

/// `fd` with `cents` added.
fn cents(fd: &MoneyData, cents: f64) -> Option<Token> {
    Some(Token::AmountOfMoney(with_cents(cents, *fd)))
}

const FROM: &str = "-დან|დან";
const UP_TO: &str = "-ა?მდე|ა?მდე";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
        Rule::new("a <currency>", vec![money(is_currency_only)], |m| {
            Some(Token::AmountOfMoney(with_value(1.0, *m[0].money()?)))
        }),
        currency("Dollars", "დოლარი?ს?(ად)?თ?", Currency::Dollar),
        currency(
            "cent",
            "ცენტი?ს?(ად)?თ?|თეთრი?ს?(ად)?თ?|პენსი?ს?(ად)?თ?|ევროცენტი?ს?(ად)?თ?",
            Currency::Cent,
        ),
        currency("Euros", "ევრო?ს?დ?თ?", Currency::Eur),
        currency_of(
            "dinars",
            "(ქუვეითური)? ?დინარი?",
            &[("ქუვეითური", Currency::Kwd)],
        ),
        currency("დირჰემი", "დირჰემი?", Currency::Aed),
        Rule::new(
            "intersect (and number)",
            vec![money(takes_cents), re("და"), numeral(is_cents_number)],
            |m| cents(m[0].money()?, m[2].numeral()?.value),
        ),
        Rule::new(
            "intersect (and X cents)",
            vec![money(takes_cents), re("და"), money(is_cents)],
            |m| cents(m[0].money()?, m[2].money()?.value?),
        ),
        Rule::new(
            "intersect (X cents)",
            vec![money(takes_cents), money(is_cents)],
            |m| cents(m[0].money()?, m[1].money()?.value?),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![numeral(is_positive), re(FROM), money(is_simple), re(UP_TO)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![money(is_simple), re(FROM), money(is_simple), re(UP_TO)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![money(is_simple), re("-ა?მდე|ა?მდე|(-ზე|ზე) ნაკლები")],
            |m| at_most(m[0].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![money(is_simple), re("-დან|დან|(-ზე|ზე) მეტი")],
            |m| at_least(m[0].money()?),
        ),
        numeral_dash_amount(),
        amount_dash_amount(),
        currency_of(
            "other pounds",
            "(ეგვიპტური|ლიბანური) ?ფუნ?ტი?ს?(ად)?თ?",
            &[("ეგვიპტური", Currency::Egp), ("ლიბანური", Currency::Lbp)],
        ),
        currency(
            "£",
            "(გირვანქა )?სტერლინგი?ს?(ად)?თ?|(გირვანქა )?ფუნ?ტი?ს?(ად)?თ?",
            Currency::Pound,
        ),
        about(
            "about|exactly <amount-of-money>",
            "ზუსტად|იმენა|დაახლოებით|გძეტა",
        ),
        currency("ringgit", "(მალაიზი?ური? )?რინგიტი?", Currency::Myr),
        currency_of(
            "riyals",
            "(კატარული|საუდის არაბული) ?რიალი?",
            &[
                ("კატარული", Currency::Qar),
                ("საუდის არაბული", Currency::Sar),
            ],
        ),
        currency("Lari", "(ლარი?ს?(ად)?თ?)|GEL", Currency::Gel),
    ]
}
