//! Mongolian temperatures (`Duckling/Temperature/MN/Rules.hs`): "45 хэм", "37°C", "70°F", "5 тэгээс доош",
//! "20° их", and ranges above or below one.
//!
//! Where Duckling reads a unitless temperature (every number is one, "number as temp"), these rules read the
//! number itself; `isValueOnly True` also takes a temperature in degrees.

use super::{below_zero, in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure, re};

/// Duckling's `isSimpleTemperature`: one value in a unit.
fn simple(m: &MeasureData) -> bool {
    matches!(m.amount, Amount::Value(_))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> градус", "градус|°|хэм")];
    rules.extend(in_scale(
        "<temp> Celsius",
        r"c(el[cs]?(ius)?)?\.?",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"((f(ah?rh?eh?n(h?eit)?)?\.?)|фарангейт)",
        Unit::Fahrenheit,
    ));
    // A temperature in degrees stays in degrees below zero, as a number does.
    rules.extend(below_zero("<temp> below zero", "тэгээс доош"));
    rules.extend(in_scale("<temp> °C", "c", Unit::Celsius));
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
