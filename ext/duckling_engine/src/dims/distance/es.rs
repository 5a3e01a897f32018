//! Spanish distances (`Duckling/Distance/ES/Rules.hs`): a number and a unit ("3 kilómetros", "9m", "8
//! miles"). Duckling reads the unit after its unitless distance of every number ("number as distance"); here
//! the unit follows the number itself, as in English.

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rule name, regex and unit for each unit.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<dist> centimeters",
        "(cm|cent(í|i)m(etros?))",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m(etros?)?", Unit::Metre),
    ("<dist> miles", "miles?", Unit::Mile),
    (
        "<latent dist> km",
        "k(il(ó|o))?m?(etro)?s?",
        Unit::Kilometre,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
