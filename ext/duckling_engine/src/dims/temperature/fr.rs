//! French temperatures (`Duckling/Temperature/FR/Rules.hs` and every language's "number as temp"): "37°C",
//! "37 degrés Celsius", "70 ° Fahrenheit", "45°", "10 en dessous de zéro".
//!
//! Duckling reads every number as a unitless temperature that these rules give a unit; here each rule that
//! reads one is a rule over the number itself, and, where Duckling also accepts a temperature in degrees
//! ("37 ° celsius"), a second rule of the same name over that.

use super::{amount, degrees, value};
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Rule, Token, any, measure, re};

/// The rule `name` over a number followed by `pattern`, and over a temperature in degrees followed by it.
fn both(name: &'static str, pattern: &str, make: fn(f64) -> Option<Token>) -> [Rule; 2] {
    [
        Rule::new(name, vec![any(Kind::Numeral), re(pattern)], move |m| {
            make(amount(&m[0])?)
        }),
        Rule::new(
            name,
            vec![measure(Kind::Temperature, degrees), re(pattern)],
            move |m| make(amount(&m[0])?),
        ),
    ]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> degrees",
        vec![any(Kind::Numeral), re(r"(deg(r(é|e|è))?s?\.?)|°")],
        |m| value(amount(&m[0])?, Unit::Degree),
    )];
    rules.extend(both(
        "<latent temp> en dessous de zero",
        "en dessous de (0|z(é|e)ro)",
        |v| value(-v, Unit::Degree),
    ));
    rules.extend(both("<temp> Celsius", r"c(el[cs]?(ius)?)?\.?", |v| {
        value(v, Unit::Celsius)
    }));
    rules.extend(both("<temp> Fahrenheit", r"f(ah?reh?n(h?eit)?)?\.?", |v| {
        value(v, Unit::Fahrenheit)
    }));
    rules
}
