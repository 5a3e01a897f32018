//! Catalan temperatures (`Duckling/Temperature/CA/Rules.hs`): "37 graus", "37°C", "trenta-set
//! celsius", "70 graus F", "10 sota zero".
//!
//! Duckling's rules read its unitless temperature of every number ("number as temp"); here each rule that
//! reads one is two rules of the same name: one over the number, one over a temperature in degrees (what
//! Duckling's `isValueOnly True` accepts besides).

use super::{below_zero, in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> temp", "(gra(d|u)s?|°)")];
    rules.extend(in_scale(
        "<temp> Celsius",
        r"(cent(i|í)gra(d|u)s?|(C|c)(el[cs]?(ius)?)?\.?)",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"f(ah?reh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules.extend(below_zero("<latent temp> temp bajo zero", "sota zero"));
    rules
}
