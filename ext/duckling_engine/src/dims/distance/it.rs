//! Italian distances (`Duckling/Distance/IT/Rules.hs`, with every language's "number as distance"): "3 km",
//! "3 chilometri", "8 miglia", "9 metri", "2 cm".
//!
//! Duckling reads a unit after a unitless distance, which every number is; here the rules read the number
//! itself (see `super`: a unitless distance resolves to nothing in Duckling).

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<dist> centimeters", "cm|centimetro?i?", Unit::Centimetre),
    ("<dist> meters", "metro?i?|m", Unit::Metre),
    ("<dist> miles", "miglio?a?", Unit::Mile),
    (
        "<latent dist> km",
        "km|(k|ch)(ilo)?m?(etr)o?i?",
        Unit::Kilometre,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    UNITS
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(pattern)], move |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Distance(MeasureData::new(value, unit)))
            })
        })
        .collect()
}
