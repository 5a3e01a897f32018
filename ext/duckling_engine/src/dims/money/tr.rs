//! Turkish amounts of money (`Duckling/AmountOfMoney/TR/Rules.hs`): "10 bin lira", "25 kuruş", "100 lira 75
//! kuruş", "₺5".
//!
//! As in English (`cents`), cents follow a named currency only and a bare number read as cents is below 100.
//! Duckling's "a <dollar coin>" and "X <dollar coins>" are left out: no Turkish rule makes a dollar coin.

use super::cents::intersect_rules;
use super::helpers::{currency, unit_amount};
use super::types::Currency::{Cent, Try};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![unit_amount(), currency("cent", "kuruş?", Cent)];
    all.extend(intersect_rules("(lira|tl)"));
    all.push(currency("₺", "₺", Try));
    all
}
