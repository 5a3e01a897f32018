//! Romanian temperatures (`Duckling/Temperature/RO/Rules.hs`, with every language's "number as temp"):
//! "37°C", "37 de grade de Celsius", "treizeci si sapte celsius", "70 grade F", "45 de grade".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees ("37 grade Celsius"), as Duckling's `isValueOnly True`.

use super::{in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> grade", "(de )?(grade)|°")];
    rules.extend(in_scale(
        "<temp> Celcius",
        r"(de )?c(el[cs]?(ius)?)?\.?",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"(de )?f(ah?rh?eh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules
}
