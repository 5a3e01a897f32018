//! Turkish temperatures (`Duckling/Temperature/TR/Rules.hs`): "37°C", "37 derece santigrat", "yetmiş
//! fahrenayt", "sıfırın altında 2 derece", "2° sıfırın altında".
//!
//! Duckling's rules read a unitless temperature, which every number is ("number as temp"); here, as for
//! English (see `super`), they read the number itself, or a temperature in degrees where Duckling's
//! `isValueOnly True` accepts one.

use super::{amount, below_zero, degrees_item, in_scale, latent_degrees, value};
use crate::dims::measure::units::Unit;
use crate::dims::token::{Rule, numeral, re};

const BELOW_ZERO: &str = "sıfırın altında";

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![latent_degrees("<latent temp> degrees", "derece|°")];
    rules.extend(in_scale("<temp> Celsius", "c|santigrat", Unit::Celsius));
    rules.extend(in_scale(
        "<temp> Fahrenheit",
        "f(ahrenh?ayt)?",
        Unit::Fahrenheit,
    ));
    // Below zero, a number becomes degrees and degrees stay so.
    for item in [numeral(|_| true), degrees_item()] {
        rules.push(Rule::new(
            "below zero <temp>",
            vec![re(BELOW_ZERO), item],
            |m| value(-amount(&m[1])?, Unit::Degree),
        ));
    }
    rules.extend(below_zero("<temp> below zero", BELOW_ZERO));
    rules
}
