//! Catalan amounts of money (`Duckling/AmountOfMoney/CA/Rules.hs`): "deu dòlars", "3 gbp i 1 cèntim",
//! "entre 10 i 20 dòlars", "no més de $10".
//!
//! As Spanish's: cents follow a named currency only and are below 100, and a range built on a latent amount
//! stays latent.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::intervals::{
    amount_dash_amount, from_amount_to_amount, from_numeral_to_amount, numeral_dash_amount, over,
    under,
};
use super::types::Currency::{Cent, Dollar, Pound};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        unit_amount(),
        currency("cent", "c(e|è)ntims?", Cent),
        currency("dollar", "d(ò|o|ó)lar(s)?", Dollar),
        currency("£", "(lliure|lliura)s?", Pound),
    ];
    rules.extend(intersect_rules("i"));
    rules.extend([
        from_numeral_to_amount("des de|des d'|entre", "fins a|i"),
        from_amount_to_amount("des de|des d'|entre", "fins a|i"),
        numeral_dash_amount(),
        amount_dash_amount(),
        under(
            "less/no more than <amount-of-money>",
            "menys de|no m(e|é)s de|no m(e|é)s d'|menys d'",
        ),
        over(
            "no less/more than <amount-of-money>",
            "m(e|é)s de|no menys de|m(e|é)s d'|no menys d'",
        ),
    ]);
    rules
}
