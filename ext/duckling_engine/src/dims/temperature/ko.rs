//! Korean temperatures (`Duckling/Temperature/KO/Rules.hs`, with every language's "number as temp"): "45도",
//! "섭씨37도", "화씨70°", "37°C".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here "<latent temp> degrees"
//! reads the number itself, and the scales read a number or degrees (Duckling's `isValueOnly True`).

use super::{in_scale, latent_degrees, value};
use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Matched, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// The value of a number, or of degrees with no scale yet.
fn value_only(m: &Matched<'_, Token>) -> Option<f64> {
    match m.token()? {
        Token::Numeral(n) => Some(n.value),
        Token::Temperature(t) if t.unit == Unit::Degree => match t.amount {
            Amount::Value(v) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// Duckling's `isValueOnly True`, as two items: a number (a unitless temperature there), or degrees.
fn values_only() -> [Item<Token>; 2] {
    [
        numeral(|_| true),
        measure(Kind::Temperature, |t| {
            t.unit == Unit::Degree && matches!(t.amount, Amount::Value(_))
        }),
    ]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> degrees", "도|°")];
    for (name, pattern, scale) in [
        ("섭씨 <temp>", "섭씨", Unit::Celsius),
        ("화씨 <temp>", "화씨", Unit::Fahrenheit),
    ] {
        rules.extend(values_only().map(|item| {
            Rule::new(name, vec![re(pattern), item], move |m| {
                value(value_only(&m[1])?, scale)
            })
        }));
    }
    rules.extend(in_scale("<temp> °C", "c", Unit::Celsius));
    rules.extend(in_scale("<temp> °F", "f", Unit::Fahrenheit));
    rules
}
