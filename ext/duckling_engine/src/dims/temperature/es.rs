//! Spanish temperatures (`Duckling/Temperature/ES/Rules.hs`): "37 grados", "37°C", "treinta y siete
//! celsius", "70 grados F", "10 bajo cero".
//!
//! Duckling's rules read its unitless temperature of every number ("number as temp"); here each rule that
//! reads one is two rules of the same name: one over the number, one over a temperature in degrees (what
//! Duckling's `isValueOnly True` accepts besides).

use super::{degrees, value};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// What Duckling's `isValueOnly True` accepts: a number, or a temperature in degrees.
fn value_only() -> [Item<Token>; 2] {
    [numeral(|_| true), measure(Kind::Temperature, degrees)]
}

/// The value of a token [`value_only`] accepts.
fn value_of(t: &Token) -> Option<f64> {
    match (t.numeral(), t.measure()) {
        (Some(n), _) => Some(n.value),
        (
            _,
            Some(MeasureData {
                amount: Amount::Value(v),
                ..
            }),
        ) => Some(*v),
        _ => None,
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> temp",
        vec![numeral(|_| true), re("(grados?)|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, regex, unit, sign) in [
        (
            "<temp> Celsius",
            r"(cent(i|í)grados?|c(el[cs]?(ius)?)?\.?)",
            Unit::Celsius,
            1.0,
        ),
        (
            "<temp> Fahrenheit",
            r"f(ah?reh?n(h?eit)?)?\.?",
            Unit::Fahrenheit,
            1.0,
        ),
        (
            "<latent temp> temp bajo cero",
            "bajo cero",
            Unit::Degree,
            -1.0,
        ),
    ] {
        for item in value_only() {
            rules.push(Rule::new(name, vec![item, re(regex)], move |m| {
                value(sign * value_of(m[0].token()?)?, unit)
            }));
        }
    }
    rules
}
