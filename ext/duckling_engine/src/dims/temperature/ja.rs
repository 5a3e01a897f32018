//! Japanese temperatures (`Duckling/Temperature/JA/Rules.hs`, with every language's "number as temp"):
//! "摂氏37度", "37°C", "華氏70°", "45度".
//!
//! Duckling reads a scale around a unitless temperature, which every number is; here the rules read the
//! number itself, and a scale may also go around degrees ("摂氏37°度"), as Duckling's `isValueOnly True`.

use super::{amount, degrees, in_scale, latent_degrees, value};
use crate::dims::measure::units::Unit;
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};
use crate::engine::rule::Item;

/// The rule `name` twice, its value item a number, then a temperature in degrees.
fn value_only(
    name: &'static str,
    pattern: impl Fn(Item<Token>) -> Vec<Item<Token>>,
    at: usize,
    scale: Unit,
) -> [Rule; 2] {
    let rule = |item| Rule::new(name, pattern(item), move |m| value(amount(&m[at])?, scale));
    [
        rule(numeral(|_| true)),
        rule(measure(Kind::Temperature, degrees)),
    ]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = Vec::new();
    rules.extend(value_only(
        "Celcius <temp>",
        |t| vec![re("摂氏"), t, re("度|°")],
        1,
        Unit::Celsius,
    ));
    rules.extend(value_only(
        "Fahrenheit <temp>",
        |t| vec![re("華氏"), t, re("度|°")],
        1,
        Unit::Fahrenheit,
    ));
    rules.push(latent_degrees("<latent temp> degrees", "度|°"));
    rules.extend(in_scale("<temp> Celcius", "摂氏(°|度)|(°)C", Unit::Celsius));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        "華氏(°|度)|(°)F",
        Unit::Fahrenheit,
    ));
    rules
}
