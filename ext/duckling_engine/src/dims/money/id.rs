//! Indonesian amounts of money (`Duckling/AmountOfMoney/ID/Rules.hs`): "dua dolar", "Rp 20", "20 Rupiah",
//! "sembilan pound sterling", "antara 10 sampai 20 dolar", "kurang dari 7 euro", "lebih dari USD1,42". The
//! other currencies are every language's (`common`).
//!
//! The same deliberate differences as English (see `cents` and `intervals`): cents after an amount are a
//! number below 100 after a named currency, and a range of latent amounts stays latent.

use super::cents::{is_cents_number, takes_cents};
use super::helpers::{
    currency_only, is_currency_only, is_money_with_value, is_simple, with_cents, with_value,
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
        currency("$", "dolar?", Currency::Dollar),
        currency("IDR", r"rp\.?|rupiah", Currency::Idr),
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
        currency("JPY", r"¥\.", Currency::Jpy),
        currency("£", "pound( sterling)?", Currency::Pound),
        Rule::new(
            "about|exactly <amount-of-money>",
            vec![
                re("tepatnya|kira-kira|sekitar|hampir"),
                money(is_money_with_value),
            ],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![
                re("sekitar|dari|antara"),
                numeral(is_positive),
                re("sampai|hingga"),
                money(is_simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![
                re("sekitar|dari|antara|kira-kira"),
                money(is_simple),
                re("sampai|hingga"),
                money(is_simple),
            ],
            |m| between_amounts(m[1].money()?, m[3].money()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![
                re("(kurang|lebih murah) dari|tidak sampai|di bawah"),
                money(is_simple),
            ],
            |m| at_most(m[1].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![re("di atas|lebih dari|melebihi|melewati"), money(is_simple)],
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
    ]
}
