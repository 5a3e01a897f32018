//! Portuguese distances (`Duckling/Distance/PT/Rules.hs`): "3 kilómetros", "9m", "2 centímetros", "8 milhas".
//!
//! Duckling puts each unit after a unitless distance that every number is ("number as distance"); here, as
//! for English (see `super`), the unit rules read the number itself.

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rules, one per unit: name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<dist> centimeters",
        "(cm|cent(í|i)m(etros?))",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m(etros?)?", Unit::Metre),
    ("<dist> miles", "milhas?", Unit::Mile),
    (
        "<latent dist> km",
        "k(il(ó|o))?m?(etro)?s?",
        Unit::Kilometre,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
