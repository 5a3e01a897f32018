//! Irish amounts of money (`Duckling/AmountOfMoney/GA/Rules.hs`): "deich dollair", "naoi bpunt", "fiche
//! rúpaí", "2 dhollair agus 23 ceinteanna", "thart ar 5 dhollair", "10 euro glan". The currency signs and
//! codes are every language's (`common`).
//!
//! The same deliberate difference as English (see `cents`): cents after an amount are a number below 100
//! after a named currency.

use super::cents::named_intersect_rules;
use super::helpers::{amount, currency, is_money_with_value, unit_amount};
use super::intervals::about;
use super::types::Currency::{Cent, Dollar, Inr, Pound};
use crate::dims::token::{Rule, money, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        Rule::new(
            "<amount-of-money> glan",
            vec![
                money(is_money_with_value),
                re("glan|baileach|(go )?d(í|i)reach"),
            ],
            |m| amount(*m[0].money()?),
        ),
        currency("cent", "cents?|g?ch?eint(eanna)?", Cent),
        currency("$", "n?dh?oll?ai?rs?", Dollar),
        currency("INR", "r(ú|u)pa(í|i)", Inr),
    ];
    rules.extend(named_intersect_rules(
        "agus|is",
        "intersect (agus number)",
        "intersect (and X cents)",
    ));
    rules.extend([
        currency("£", "pounds?|b?ph?unt", Pound),
        about(
            "thart ar <amount-of-money>",
            "thart( ar)?|beagnach|breis (is|agus)",
        ),
    ]);
    rules
}
