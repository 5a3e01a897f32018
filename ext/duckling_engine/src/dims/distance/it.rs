//! Italian distances (`Duckling/Distance/IT/Rules.hs`, with every language's "number as distance"): "3 km",
//! "3 chilometri", "8 miglia", "9 metri", "2 cm".

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

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
    super::number_then_unit(&UNITS)
}
