//! Khmer temperatures (`Duckling/Temperature/KM/Rules.hs`, with every language's "number as temp"): "30អង្សា",
//! "21ដឺក្រេ", "21°".
//!
//! Duckling reads a unit after a unitless temperature, which every number is; here the rules read the number
//! itself, and Celsius may still follow degrees, as Duckling's `isValueOnly True`.

use crate::dims::measure::units::Unit;
use crate::dims::temperature::{in_scale, latent_degrees};
use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = Vec::from(in_scale("<temp> Celcius", "អង្សា(សេ)?", Unit::Celsius));
    rules.push(latent_degrees("<latent temp> degrees", "ដឺក្រេ|°"));
    rules
}
