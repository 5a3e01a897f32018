//! Irish temperatures (`Duckling/Temperature/GA/Rules.hs`, with every language's "number as temp"): "37°C",
//! "37 céimeanna Celsius", "70 céimeanna F", "45 céimeanna", "10 céimeanna faoi bhun náid".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale or "below zero" may still follow degrees, as Duckling's `isValueOnly True`.

use super::{degrees, value};
use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Rule, measure, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> céim",
        vec![numeral(|_| true), re("g?ch?(é|e)im(e(anna)?)?|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    // A unitless temperature below zero is in degrees, as one in degrees stays.
    for (name, pattern, scale, sign) in [
        (
            "<latent temp> faoi bhun náid",
            "faoi bhun (0|n(a|á)id)",
            Unit::Degree,
            -1.0,
        ),
        (
            "<temp> Celsius",
            r"ceinteagr(á|a)d|c(el[cs]?(ius)?)?\.?",
            Unit::Celsius,
            1.0,
        ),
        (
            "<temp> Fahrenheit",
            r"f(ah?reh?n(h?eit)?)?\.?",
            Unit::Fahrenheit,
            1.0,
        ),
    ] {
        rules.push(Rule::new(
            name,
            vec![numeral(|_| true), re(pattern)],
            move |m| value(sign * m[0].numeral()?.value, scale),
        ));
        rules.push(Rule::new(
            name,
            vec![measure(Kind::Temperature, degrees), re(pattern)],
            move |m| match m[0].measure()?.amount {
                Amount::Value(v) => value(sign * v, scale),
                _ => None,
            },
        ));
    }
    rules
}
