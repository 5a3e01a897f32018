//! Italian temperatures (`Duckling/Temperature/IT/Rules.hs`, with every language's "number as temp"):
//! "37°C", "37 gradi centigradi", "70 gradi Fahrenheit", "45 gradi".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees ("37 gradi Celsius"), as Duckling's `isValueOnly True`.

use super::{degrees, value};
use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Rule, measure, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> degrees",
        vec![numeral(|_| true), re(r"(grad[io]?\.?)|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, pattern, scale) in [
        (
            "<temp> Celcius",
            r"(c((el[cs]?(ius)?)|(entigrad[io]))?\.?)",
            Unit::Celsius,
        ),
        (
            "<temp> Fahrenheit",
            r"f(ah?rh?eh?n(h?eit)?)?\.?",
            Unit::Fahrenheit,
        ),
    ] {
        rules.push(Rule::new(
            name,
            vec![numeral(|_| true), re(pattern)],
            move |m| value(m[0].numeral()?.value, scale),
        ));
        rules.push(Rule::new(
            name,
            vec![measure(Kind::Temperature, degrees), re(pattern)],
            move |m| match m[0].measure()?.amount {
                Amount::Value(v) => value(v, scale),
                _ => None,
            },
        ));
    }
    rules
}
