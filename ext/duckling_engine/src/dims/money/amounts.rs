//! Amounts around a currency, in English (`Duckling/AmountOfMoney/EN/Rules.hs`): the currency first ("$10",
//! "EUR 20"), "a" for one ("a dollar") or absorbed ("a US$4.7 billion"), and dollar coins counted ("ten
//! dimes"; the coins themselves are the region's, see `regions`).

use super::helpers::{currency_only, is_currency_only, is_dollar_coin, is_simple, with_value};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{NumeralData, Rule, Token, money, numeral, re};

pub(super) fn rules() -> Vec<Rule> {
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
        Rule::new(
            "a <currency>",
            vec![re("an?"), money(is_currency_only)],
            |m| Some(Token::AmountOfMoney(with_value(1.0, *m[1].money()?))),
        ),
        Rule::new(
            "a <amount-of-money>",
            vec![re("an?"), money(is_simple)],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new(
            "a <dollar coin>",
            vec![re("an?"), money(is_dollar_coin)],
            |m| Some(Token::AmountOfMoney(*m[1].money()?)),
        ),
        Rule::new(
            "X <dollar coins>",
            vec![numeral(NumeralData::is_natural), money(is_dollar_coin)],
            |m| {
                let coin = m[1].money()?;
                Some(Token::AmountOfMoney(with_value(
                    m[0].numeral()?.value * coin.value?,
                    currency_only(coin.currency),
                )))
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check;
    use crate::dims::token::Kind;

    /// Duckling's EN money corpus (`Duckling/AmountOfMoney/EN/Corpus.hs`), the lines these rules make.
    const CORPUS: [(&str, &str); 36] = [
        ("$1", r#"{"type": "value", "value": 1, "unit": "$"}"#),
        ("a dollar", r#"{"type": "value", "value": 1, "unit": "$"}"#),
        ("$10", r#"{"type": "value", "value": 10, "unit": "$"}"#),
        ("$ 10", r#"{"type": "value", "value": 10, "unit": "$"}"#),
        ("$10K", r#"{"type": "value", "value": 10000, "unit": "$"}"#),
        (
            "$10,000",
            r#"{"type": "value", "value": 10000, "unit": "$"}"#,
        ),
        (
            "USD3.14",
            r#"{"type": "value", "value": 3.14, "unit": "USD"}"#,
        ),
        (
            "US$ 3.14",
            r#"{"type": "value", "value": 3.14, "unit": "USD"}"#,
        ),
        ("EUR 20", r#"{"type": "value", "value": 20, "unit": "EUR"}"#),
        (
            "EUR 20.0",
            r#"{"type": "value", "value": 20, "unit": "EUR"}"#,
        ),
        ("£10", r#"{"type": "value", "value": 10, "unit": "£"}"#),
        ("Rs. 20", r#"{"type": "value", "value": 20, "unit": "INR"}"#),
        ("Rs 20", r#"{"type": "value", "value": 20, "unit": "INR"}"#),
        ("Rs20", r#"{"type": "value", "value": 20, "unit": "INR"}"#),
        (
            "GBP3.01",
            r#"{"type": "value", "value": 3.01, "unit": "GBP"}"#,
        ),
        (
            "GBP 3.01",
            r#"{"type": "value", "value": 3.01, "unit": "GBP"}"#,
        ),
        (
            "CAD3.03",
            r#"{"type": "value", "value": 3.03, "unit": "CAD"}"#,
        ),
        (
            "CAD 3.03",
            r#"{"type": "value", "value": 3.03, "unit": "CAD"}"#,
        ),
        (
            "CHF3.04",
            r#"{"type": "value", "value": 3.04, "unit": "CHF"}"#,
        ),
        (
            "CHF 3.04",
            r#"{"type": "value", "value": 3.04, "unit": "CHF"}"#,
        ),
        ("CNY3", r#"{"type": "value", "value": 3, "unit": "CNY"}"#),
        ("CNY 3", r#"{"type": "value", "value": 3, "unit": "CNY"}"#),
        ("RM 42", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("MYR 42", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("RM42", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        ("MYR42", r#"{"type": "value", "value": 42, "unit": "MYR"}"#),
        (
            "ringgit 42",
            r#"{"type": "value", "value": 42, "unit": "MYR"}"#,
        ),
        (
            "malaysia ringgit 42",
            r#"{"type": "value", "value": 42, "unit": "MYR"}"#,
        ),
        (
            "malaysian ringgit 42",
            r#"{"type": "value", "value": 42, "unit": "MYR"}"#,
        ),
        (
            "malaysia ringgits 42",
            r#"{"type": "value", "value": 42, "unit": "MYR"}"#,
        ),
        (
            "malaysian ringgits 42",
            r#"{"type": "value", "value": 42, "unit": "MYR"}"#,
        ),
        (
            "US$4.7 billion",
            r#"{"type": "value", "value": 4700000000, "unit": "USD"}"#,
        ),
        (
            "a US$4.7 billion",
            r#"{"type": "value", "value": 4700000000, "unit": "USD"}"#,
        ),
        (
            "a US$ 4.7 billion",
            r#"{"type": "value", "value": 4700000000, "unit": "USD"}"#,
        ),
        (
            "UAH3.04",
            r#"{"type": "value", "value": 3.04, "unit": "UAH"}"#,
        ),
        (
            "UAH 3.04",
            r#"{"type": "value", "value": 3.04, "unit": "UAH"}"#,
        ),
    ];

    #[test]
    fn duckling_corpus() {
        check(Kind::AmountOfMoney, &CORPUS);
    }
}
