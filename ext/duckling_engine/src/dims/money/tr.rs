//! Turkish amounts of money (`Duckling/AmountOfMoney/TR/Rules.hs`): "10 bin lira", "25 kuruş", "100 lira 75
//! kuruş", "₺5".
//!
//! As in English (`cents`), cents follow a named currency only and a bare number read as cents is below 100.
//! Duckling's "a <dollar coin>" and "X <dollar coins>" are left out: no Turkish rule makes a dollar coin.

use super::cents::intersect_rules;
use super::helpers::amount;
use super::helpers::{currency_only, is_currency_only, with_value};
use super::types::Currency::{Cent, Try};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, money, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "<unit> <amount>",
            vec![money(is_currency_only), numeral(is_positive)],
            |m| {
                let currency = m[0].money()?.currency;
                amount(with_value(m[1].numeral()?.value, currency_only(currency)))
            },
        ),
        Rule::new("cent", vec![re("kuruş?")], |_| amount(currency_only(Cent))),
    ];
    all.extend(intersect_rules("(lira|tl)"));
    all.push(Rule::new("₺", vec![re("₺")], |_| {
        amount(currency_only(Try))
    }));
    all
}
