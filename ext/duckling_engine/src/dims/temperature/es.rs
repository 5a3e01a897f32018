//! Spanish temperatures (`Duckling/Temperature/ES/Rules.hs`): "37 grados", "37°C", "treinta y siete
//! celsius", "70 grados F", "10 bajo cero".
//!
//! Duckling's rules read its unitless temperature of every number ("number as temp"); here each rule that
//! reads one is two rules of the same name: one over the number, one over a temperature in degrees (what
//! Duckling's `isValueOnly True` accepts besides).

use super::{below_zero, in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> temp", "(grados?)|°")];
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
    rules.extend(below_zero("<latent temp> temp bajo cero", "bajo cero"));
    rules
}
