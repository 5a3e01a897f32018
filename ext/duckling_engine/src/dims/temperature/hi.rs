//! Hindi temperatures (`Duckling/Temperature/HI/Rules.hs`, with every language's "number as temp"): "45 डिग्री",
//! "37 ° सेल्सीयस", "71 डिग्री फारेनहाइट".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees, as Duckling's `isValueOnly True`.

use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::temperature::{degrees, latent_degrees, value};
use crate::dims::token::{Kind, Rule, measure, numeral, re};

fn scale(word: &str) -> Option<Unit> {
    match word {
        "सेल्सीयस" => Some(Unit::Celsius),
        "फारेनहाइट" => Some(Unit::Fahrenheit),
        _ => None,
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        latent_degrees("<latent temp> degrees", "डिग्री|°"),
        Rule::new(
            "<temp> Fahrenheit|Celsius",
            vec![numeral(|_| true), re("(सेल्सीयस|फारेनहाइट)")],
            |m| value(m[0].numeral()?.value, scale(m[1].group(1)?)?),
        ),
        Rule::new(
            "<temp> Fahrenheit|Celsius",
            vec![measure(Kind::Temperature, degrees), re("(सेल्सीयस|फारेनहाइट)")],
            |m| match m[0].measure()?.amount {
                Amount::Value(v) => value(v, scale(m[1].group(1)?)?),
                _ => None,
            },
        ),
    ]
}
