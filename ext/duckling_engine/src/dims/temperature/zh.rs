//! Chinese temperatures (`Duckling/Temperature/ZH/Rules.hs`, with every language's "number as temp"): "37度",
//! "摄氏37度", "37摄氏度", "37°C", "華氏70度", "70°F".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still take a temperature in degrees ("攝氏37°"), as Duckling's `isValueOnly True`.

use super::{in_scale, latent_degrees, value};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Matched, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// Degrees with no scale yet.
fn degrees(m: &MeasureData) -> bool {
    m.unit == Unit::Degree && matches!(m.amount, Amount::Value(_))
}

/// The value of a number or of a temperature in degrees.
fn amount(m: &Matched<'_, Token>) -> Option<f64> {
    match m.numeral() {
        Some(n) => Some(n.value),
        None => match m.measure()?.amount {
            Amount::Value(v) => Some(v),
            _ => None,
        },
    }
}

/// Duckling's `isValueOnly True`, as the two items that stand for it: a number, or a temperature in degrees.
fn value_only() -> [Item<Token>; 2] {
    [numeral(|_| true), measure(Kind::Temperature, degrees)]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = Vec::new();
    for (scale, unit, after) in [
        ("(摄|攝)氏", Unit::Celsius, "(摄|攝)氏(°|度)|(°)C"),
        ("(华|華)氏", Unit::Fahrenheit, "(华|華)氏(°|度)|(°)F"),
    ] {
        let (before_name, after_name) = match unit {
            Unit::Celsius => ("Celcius <temp>", "<temp> Celcius"),
            _ => ("Fahrenheit <temp>", "<temp> Fahrenheit"),
        };
        for temp in value_only() {
            rules.push(Rule::new(
                before_name,
                vec![re(scale), temp, re("度|°")],
                move |m| value(amount(&m[1])?, unit),
            ));
        }
        rules.extend(in_scale(after_name, after, unit));
    }
    rules.push(latent_degrees("<latent temp> degrees", "度|°"));
    rules
}
