//! Spanish amounts of money (`Duckling/AmountOfMoney/ES/Rules.hs`): "diez dólares", "3 gbp y 1 centavo",
//! "entre 10 y 20 dólares", "no más de $10".
//!
//! As English's (`cents`, `intervals`): cents follow a named currency only and are below 100, and a range
//! built on a latent amount stays latent.

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
        currency("cent", "centavos?", Cent),
        currency("dollar", "d(ó|o)lar(es)?", Dollar),
        currency("£", "(pound|libra)s?", Pound),
    ];
    rules.extend(intersect_rules("y"));
    rules.extend([
        from_numeral_to_amount("de|entre", "a|y"),
        from_amount_to_amount("de|entre", "a|y"),
        numeral_dash_amount(),
        amount_dash_amount(),
        under("less/no more than <amount-of-money>", "menos de|no más de"),
        over("no less/more than <amount-of-money>", "más de|no menos de"),
    ]);
    rules
}
