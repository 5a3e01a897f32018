//! Korean amounts of money (`Duckling/AmountOfMoney/KO/Rules.hs`): "이천칠백삼십오만원", "10₩", "십달러",
//! "이달러이십삼센트", "25000원 - 30000원", "5000원 이상", "만원 미만", "약 만원".
//!
//! Ranges and cents follow the English port's deliberate differences (`cents`, `intervals`): cents follow a
//! non-latent amount, a range runs from the smaller amount to the larger, and one built on a latent amount
//! stays latent.

use super::cents::takes_cents;
use super::helpers::{currency, is_cents, is_money_with_value, is_simple, unit_amount, with_cents};
use super::intervals::{
    about, amount_dash_amount, at_least, at_most, between, between_amounts, numeral_dash_amount,
};
use super::types::Currency::{Aed, Aud, Cent, Dollar, Eur, Inr, Krw, Pound};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        unit_amount(),
        about("about <amount-of-money>", "약|대충|얼추"),
        Rule::new(
            "<amount-of-money> about",
            vec![money(is_money_with_value), re("정도|쯤")],
            |m| Some(Token::AmountOfMoney(*m[0].money()?)),
        ),
        currency("AUD", "호주달러", Aud),
        currency("cent", "센트", Cent),
        currency("dirham", "디르함", Aed),
        currency("$", "달러|불", Dollar),
        currency("€", "€|유로", Eur),
        about("exactly <amount-of-money>", "딱|정확히"),
        currency("INR", "루피|인도루피", Inr),
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
        currency("₩", "₩|원", Krw),
        currency("£", "파운드|영국파운드", Pound),
        Rule::new(
            "between|from <numeral> to|and <amount-of-money>",
            vec![numeral(is_positive), re("에서"), money(is_simple)],
            |m| between(m[0].numeral()?.value, m[2].money()?),
        ),
        Rule::new(
            "between|from <amount-of-money> to|and <amount-of-money>",
            vec![money(is_simple), re("부터"), money(is_simple)],
            |m| between_amounts(m[0].money()?, m[2].money()?),
        ),
        numeral_dash_amount(),
        amount_dash_amount(),
        Rule::new(
            "under/less/lower/no more than <amount-of-money>",
            vec![money(is_simple), re("미만|이하")],
            |m| at_most(m[0].money()?),
        ),
        Rule::new(
            "over/above/at least/more than <amount-of-money>",
            vec![money(is_simple), re("초과|이상")],
            |m| at_least(m[0].money()?),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Rules Duckling's KO corpus never reaches, each with the value the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check_in(
            "ko",
            Kind::AmountOfMoney,
            &[
                (
                    "약 만원",
                    r#"{"type": "value", "unit": "KRW", "value": 10000}"#,
                ),
                (
                    "딱 만원",
                    r#"{"type": "value", "unit": "KRW", "value": 10000}"#,
                ),
                (
                    "만원 정도",
                    r#"{"type": "value", "unit": "KRW", "value": 10000}"#,
                ),
                (
                    "10에서 20달러",
                    r#"{"from": {"unit": "$", "value": 10}, "to": {"unit": "$", "value": 20}, "type": "interval"}"#,
                ),
                (
                    "만원부터 이만원",
                    r#"{"from": {"unit": "KRW", "value": 10000}, "to": {"unit": "KRW", "value": 20000}, "type": "interval"}"#,
                ),
                (
                    "호주달러 10",
                    r#"{"type": "value", "unit": "AUD", "value": 10}"#,
                ),
                ("5루피", r#"{"type": "value", "unit": "INR", "value": 5}"#),
                ("3디르함", r#"{"type": "value", "unit": "AED", "value": 3}"#),
            ],
        );
    }
}
