//! Irish temperatures (`Duckling/Temperature/GA/Rules.hs`, with every language's "number as temp"): "37°C",
//! "37 céimeanna Celsius", "70 céimeanna F", "45 céimeanna", "10 céimeanna faoi bhun náid".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and a scale or "below zero" may still follow degrees, as Duckling's `isValueOnly True`.

use super::{below_zero, in_scale, latent_degrees};
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees(
        "<latent temp> céim",
        "g?ch?(é|e)im(e(anna)?)?|°",
    )];
    // A unitless temperature below zero is in degrees, as one in degrees stays.
    rules.extend(below_zero(
        "<latent temp> faoi bhun náid",
        "faoi bhun (0|n(a|á)id)",
    ));
    rules.extend(in_scale(
        "<temp> Celsius",
        r"ceinteagr(á|a)d|c(el[cs]?(ius)?)?\.?",
        Unit::Celsius,
    ));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        r"f(ah?reh?n(h?eit)?)?\.?",
        Unit::Fahrenheit,
    ));
    rules
}
