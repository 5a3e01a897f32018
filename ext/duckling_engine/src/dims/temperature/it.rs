//! Italian temperatures (`Duckling/Temperature/IT/Rules.hs`, with every language's "number as temp"):
//! "37°C", "37 gradi centigradi", "70 gradi Fahrenheit", "45 gradi".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees ("37 gradi Celsius"), as Duckling's `isValueOnly True`.

use super::{in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> degrees", r"(grad[io]?\.?)|°")];
    rules.extend(in_scale(
        "<temp> Celcius",
        r"(c((el[cs]?(ius)?)|(entigrad[io]))?\.?)",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"f(ah?rh?eh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules
}
