//! French distances (`Duckling/Distance/FR/Rules.hs`): a number and a unit, "3 km", "9 mètres", "2cm".
//!
//! Duckling reads every number as a unitless distance ("number as distance") which these rules give a unit;
//! no French rule makes anything else of a unitless distance, so here the rules read the number itself.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, any, re};

/// Each rule's name, its unit's regex and the unit, in Duckling's order.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<dist> centimeters",
        "cm|centim(e|é|è)tres?",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m((e|é|è)tres?)?", Unit::Metre),
    ("<dist> miles", "miles?", Unit::Mile),
    (
        "<latent dist> km",
        "k(ilo)?m?((e|é|è)tre)?s?",
        Unit::Kilometre,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    UNITS
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![any(Kind::Numeral), re(pattern)], move |m| {
                let value = m[0].numeral()?.value;
                Some(Token::Distance(MeasureData::new(
                    Amount::Value(value),
                    unit,
                )))
            })
        })
        .collect()
}
