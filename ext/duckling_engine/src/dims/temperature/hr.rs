//! Croatian temperatures (`Duckling/Temperature/HR/Rules.hs`, with every language's "number as temp"): "37°C",
//! "37 stupnjeva Celzija", "70 stupnjeva Fahrenheita", "45 stupnjeva".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale may still follow degrees ("37 stupnjeva Celzija"), as Duckling's `isValueOnly True`.

use super::{in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees(
        "<latent temp> stupnjevi",
        r"deg\.?|stupa?nj((ev)?a)?|°",
    )];
    rules.extend(in_scale(
        "<temp> Celzij",
        r"c(elz?(ija?)?)?\.?",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"f(ah?rh?eh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules
}
