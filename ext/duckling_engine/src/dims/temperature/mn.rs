//! Mongolian temperatures (`Duckling/Temperature/MN/Rules.hs`): "45 хэм", "37°C", "70°F", "5 тэгээс доош",
//! "20° их", and ranges above or below one.
//!
//! Where Duckling reads a unitless temperature (every number is one, "number as temp"), these rules read the
//! number itself; `isValueOnly True` also takes a temperature in degrees.

use super::value;
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

fn in_degrees(m: &MeasureData) -> bool {
    m.unit == Unit::Degree && matches!(m.amount, Amount::Value(_))
}

/// Duckling's `isValueOnly True`: a number, or a temperature in degrees.
fn value_only() -> [Item<Token>; 2] {
    [numeral(|_| true), measure(Kind::Temperature, in_degrees)]
}

fn value_of(t: &Token) -> Option<f64> {
    match (t.numeral(), t.measure()) {
        (Some(n), _) => Some(n.value),
        (_, Some(m)) if in_degrees(m) => match m.amount {
            Amount::Value(v) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// Duckling's `isSimpleTemperature`: one value in a unit.
fn simple(m: &MeasureData) -> bool {
    matches!(m.amount, Amount::Value(_))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> градус",
        vec![numeral(|_| true), re("градус|°|хэм")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, pattern, unit, sign) in [
        (
            "<temp> Celsius",
            r"c(el[cs]?(ius)?)?\.?",
            Unit::Celsius,
            1.0,
        ),
        (
            "<temp> Fahrenheit",
            r"((f(ah?rh?eh?n(h?eit)?)?\.?)|фарангейт)",
            Unit::Fahrenheit,
            1.0,
        ),
        // A temperature in degrees stays in degrees below zero, as a number does.
        ("<temp> below zero", "тэгээс доош", Unit::Degree, -1.0),
        ("<temp> °C", "c", Unit::Celsius, 1.0),
    ] {
        for item in value_only() {
            rules.push(Rule::new(name, vec![item, re(pattern)], move |m| {
                value(sign * value_of(m[0].token()?)?, unit)
            }));
        }
    }
    let bound = |name: &'static str, pattern: &str, amount: fn(f64) -> Amount| {
        Rule::new(
            name,
            vec![re(pattern), measure(Kind::Temperature, simple)],
            move |m| {
                let t = m[1].measure()?;
                let Amount::Value(v) = t.amount else {
                    return None;
                };
                Some(Token::Temperature(MeasureData::new(amount(v), t.unit)))
            },
        )
    };
    rules.push(bound(
        "over/above/at least/more than <temp>",
        "дээгүүр|их|багадаа",
        Amount::Above,
    ));
    rules.push(bound(
        "under/less/lower/no more than <temp>",
        "доогуур|(бага|ихгүй|их биш)",
        Amount::Under,
    ));
    rules
}
