//! Portuguese temperatures (`Duckling/Temperature/PT/Rules.hs`): "37°C", "37 graus Celsius", "setenta
//! Fahrenheit", "- dez graus", "10 abaixo de zero".
//!
//! Duckling's rules read a unitless temperature, which every number is ("number as temp"); here, as for
//! English (see `super`), they read the number itself, or a temperature in degrees where Duckling's
//! `isValueOnly True` accepts one.

use super::{amount, degrees_item, value};
use crate::dims::measure::units::Unit;
use crate::dims::token::{Rule, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> temp",
        vec![numeral(|_| true), re("(graus?)|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, words, unit) in [
        (
            "<latent temp> temp abaixo de zero",
            "((graus?)|°)?( abaixo (de)? zero)",
            None,
        ),
        (
            "<temp> Celsius",
            r"(cent(i|í)grados?|c(el[cs]?(ius)?)?\.?)",
            Some(Unit::Celsius),
        ),
        (
            "<temp> Fahrenheit",
            r"f(ah?reh?n(h?eit)?)?\.?",
            Some(Unit::Fahrenheit),
        ),
    ] {
        for item in [numeral(|_| true), degrees_item()] {
            rules.push(Rule::new(name, vec![item, re(words)], move |m| {
                let v = amount(&m[0])?;
                match unit {
                    Some(scale) => value(v, scale),
                    None => value(-v, Unit::Degree),
                }
            }));
        }
    }
    rules
}
