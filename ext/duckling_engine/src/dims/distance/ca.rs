//! Catalan distances (`Duckling/Distance/CA/Rules.hs`): a number and a unit ("3 quilòmetres", "9m", "8
//! milles"). Duckling reads the unit after its unitless distance of every number ("number as distance"); here
//! the unit follows the number itself, as in English.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's rule name, regex and unit for each unit, in its order.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<dist> centimeters",
        "(cm|cent(í|i)m(etres?))",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m(etres?)?", Unit::Metre),
    ("<dist> miles", "milles?", Unit::Mile),
    (
        "<latent dist> km",
        "(k|qu)(il(o|ò|ó))?m?(etre)?s?",
        Unit::Kilometre,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    UNITS
        .iter()
        .map(|&(name, regex, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(regex)], move |m| {
                let value = Amount::Value(m[0].numeral()?.value);
                Some(Token::Distance(MeasureData::new(value, unit)))
            })
        })
        .collect()
}
