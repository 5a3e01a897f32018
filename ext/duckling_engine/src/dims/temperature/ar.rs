//! Arabic temperatures (`Duckling/Temperature/AR/Rules.hs`, with every language's "number as temp"): "37°
//! سلزيوس", "70 درجة فهرنهايت", "45 درجة", "درجتين تحت الصفر".
//!
//! Duckling's rules read a unitless temperature, which every number is, and "درجتين" (two degrees, still
//! unitless); here, as for English (see `super`), they read the number itself or those words, or a
//! temperature in degrees where Duckling's `isValueOnly True` accepts one.

use super::value;
use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Matched, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// Duckling's "two degrees": a unitless temperature of 2.
const TWO_DEGREES: &str = "درجت(ين|ان)";

/// What Duckling's `isValueOnly False` accepts: a number, or two degrees.
fn unitless() -> [Item<Token>; 2] {
    [numeral(|_| true), re(TWO_DEGREES)]
}

/// A temperature in degrees with no scale yet, which `isValueOnly True` accepts besides the unitless ones.
fn degrees() -> Item<Token> {
    measure(Kind::Temperature, |m| {
        m.unit == Unit::Degree && matches!(m.amount, Amount::Value(_))
    })
}

/// The value of a number, of two degrees, or of a temperature in degrees.
fn amount(m: &Matched<'_, Token>) -> Option<f64> {
    match m.token() {
        Some(Token::Numeral(n)) => Some(n.value),
        Some(Token::Temperature(t)) => match t.amount {
            Amount::Value(v) => Some(v),
            _ => None,
        },
        _ => Some(2.0),
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = unitless()
        .into_iter()
        .map(|item| {
            Rule::new(
                "<latent temp> degrees",
                vec![item, re("(درج([ةه]|ات)( مئوي[ةه])?)|°")],
                |m| value(amount(&m[0])?, Unit::Degree),
            )
        })
        .collect();
    for (name, words, unit) in [
        (
            "<temp> Celsius",
            "(درج([ةه]|ات) )?سي?لي?[سز]ي?وس",
            Some(Unit::Celsius),
        ),
        (
            "<temp> Fahrenheit",
            "(درج([ةه]|ات) )?ف(ا|ي)?هرنها?يت",
            Some(Unit::Fahrenheit),
        ),
        ("<temp> below zero", "تحت الصفر", None),
    ] {
        let [number, two] = unitless();
        for item in [number, two, degrees()] {
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
