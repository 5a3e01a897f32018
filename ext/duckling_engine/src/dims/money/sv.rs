//! Swedish amounts of money (`Duckling/AmountOfMoney/SV/Rules.hs`): "100 kronor", "3 norska kronor",
//! "10 pund och 5 pennies", "ungefär 30 kr". The currencies themselves are every language's (`common`).
//!
//! Cents follow the English port's deliberate difference (`cents`): a bare number read as cents is below 100.

use super::cents::intersect_rules;
use super::helpers::currency;
use super::helpers::{currency_only, is_currency_only, is_money_with_value, with_value};
use super::types::Currency;
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, money, numeral, re};

/// A hedge before an amount, which changes nothing but the span.
fn hedge(name: &'static str, pattern: &str) -> Rule {
    Rule::new(name, vec![re(pattern), money(is_money_with_value)], |m| {
        Some(Token::AmountOfMoney(*m[1].money()?))
    })
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
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
        hedge("about <amount-of-money>", "omkring|cirka|runt|ca"),
        currency("cent", "cents?|penn(y|ies)|öre", Currency::Cent),
        currency("AED", "dirhams?", Currency::Aed),
        hedge("exactly <amount-of-money>", "exakt|precis"),
    ];
    rules.extend(intersect_rules("och"));
    rules.extend([
        currency("NOK", "norska kronor|nkr", Currency::Nok),
        currency("£", "pund?", Currency::Pound),
        currency("SEK", "kr(onor)?", Currency::Sek),
    ]);
    rules
}
