//! Catalan temperatures (`Duckling/Temperature/CA/Rules.hs`): "37 graus", "37°C", "trenta-set
//! celsius", "70 graus F", "10 sota zero".
//!
//! Duckling's rules read its unitless temperature of every number ("number as temp"); here each rule that
//! reads one is two rules of the same name: one over the number, one over a temperature in degrees (what
//! Duckling's `isValueOnly True` accepts besides).

use super::value;
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// A temperature in degrees with no scale yet.
fn in_degrees(m: &MeasureData) -> bool {
    m.unit == Unit::Degree && matches!(m.amount, Amount::Value(_))
}

/// What Duckling's `isValueOnly True` accepts: a number, or a temperature in degrees.
fn value_only() -> [Item<Token>; 2] {
    [numeral(|_| true), measure(Kind::Temperature, in_degrees)]
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
        vec![numeral(|_| true), re("(gra(d|u)s?|°)")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, regex, unit, sign) in [
        (
            "<temp> Celsius",
            r"(cent(i|í)gra(d|u)s?|(C|c)(el[cs]?(ius)?)?\.?)",
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
            "<latent temp> temp bajo zero",
            "sota zero",
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
