//! Turkish temperatures (`Duckling/Temperature/TR/Rules.hs`): "37°C", "37 derece santigrat", "yetmiş
//! fahrenayt", "sıfırın altında 2 derece", "2° sıfırın altında".
//!
//! Duckling's rules read a unitless temperature, which every number is ("number as temp"); here, as for
//! English (see `super`), they read the number itself, or a temperature in degrees where Duckling's
//! `isValueOnly True` accepts one.

use super::{amount, degrees_item, value};
use crate::dims::measure::units::Unit;
use crate::dims::token::{Rule, numeral, re};

const BELOW_ZERO: &str = "sıfırın altında";

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<latent temp> degrees",
        vec![numeral(|_| true), re("derece|°")],
        |m| value(m[0].numeral()?.value, Unit::Degree),
    )];
    for (name, words, scale) in [
        ("<temp> Celsius", "c|santigrat", Unit::Celsius),
        ("<temp> Fahrenheit", "f(ahrenh?ayt)?", Unit::Fahrenheit),
    ] {
        for item in [numeral(|_| true), degrees_item()] {
            rules.push(Rule::new(name, vec![item, re(words)], move |m| {
                value(amount(&m[0])?, scale)
            }));
        }
    }
    // Below zero, a number becomes degrees and degrees stay so.
    for item in [numeral(|_| true), degrees_item()] {
        rules.push(Rule::new(
            "below zero <temp>",
            vec![re(BELOW_ZERO), item],
            |m| value(-amount(&m[1])?, Unit::Degree),
        ));
    }
    for item in [numeral(|_| true), degrees_item()] {
        rules.push(Rule::new(
            "<temp> below zero",
            vec![item, re(BELOW_ZERO)],
            |m| value(-amount(&m[0])?, Unit::Degree),
        ));
    }
    rules
}
