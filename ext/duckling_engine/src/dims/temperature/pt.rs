//! Portuguese temperatures (`Duckling/Temperature/PT/Rules.hs`): "37°C", "37 graus Celsius", "setenta
//! Fahrenheit", "- dez graus", "10 abaixo de zero".
//!
//! Duckling's rules read a unitless temperature, which every number is ("number as temp"); here, as for
//! English (see `super`), they read the number itself, or a temperature in degrees where Duckling's
//! `isValueOnly True` accepts one.

use super::{below_zero, in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> temp", "(graus?)|°")];
    rules.extend(below_zero(
        "<latent temp> temp abaixo de zero",
        "((graus?)|°)?( abaixo (de)? zero)",
    ));
    rules.extend(in_scale(
        "<temp> Celsius",
        r"(cent(i|í)grados?|c(el[cs]?(ius)?)?\.?)",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"f(ah?reh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules
}
