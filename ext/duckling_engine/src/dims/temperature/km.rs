//! Khmer temperatures (`Duckling/Temperature/KM/Rules.hs`, with every language's "number as temp"): "30អង្សា",
//! "21ដឺក្រេ", "21°".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and Celsius may still follow degrees, as Duckling's `isValueOnly True`.

use crate::dims::measure::Amount;
use crate::dims::measure::units::Unit;
use crate::dims::temperature::{degrees, value};
use crate::dims::token::{Kind, Rule, measure, numeral, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<temp> Celcius",
            vec![numeral(|_| true), re("អង្សា(សេ)?")],
            |m| value(m[0].numeral()?.value, Unit::Celsius),
        ),
        Rule::new(
            "<temp> Celcius",
            vec![measure(Kind::Temperature, degrees), re("អង្សា(សេ)?")],
            |m| match m[0].measure()?.amount {
                Amount::Value(v) => value(v, Unit::Celsius),
                _ => None,
            },
        ),
        Rule::new(
            "<latent temp> degrees",
            vec![numeral(|_| true), re("ដឺក្រេ|°")],
            |m| value(m[0].numeral()?.value, Unit::Degree),
        ),
    ]
}
