//! Romanian temperatures (`Duckling/Temperature/RO/Rules.hs`, with every language's "number as temp"):
//! "37°C", "37 de grade de Celsius", "treizeci si sapte celsius", "70 grade F", "45 de grade".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees ("37 grade Celsius"), as Duckling's `isValueOnly True`.

use super::{degrees, value};
use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Rule, measure, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> grade",
        vec![numeral(|_| true), re("(de )?(grade)|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, pattern, scale) in [
        (
            "<temp> Celcius",
            r"(de )?c(el[cs]?(ius)?)?\.?",
            Unit::Celsius,
        ),
        (
            "<temp> Fahrenheit",
            r"(de )?f(ah?rh?eh?n(h?eit)?)?\.?",
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
