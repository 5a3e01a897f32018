//! Dutch distances (`Duckling/Distance/NL/Rules.hs`): a number ("number as distance", every language's) and
//! the unit written after it: "3 km", "9 meter", "2 centimeter", "8 mijl".

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Each rule's name and unit regex, in Duckling's order.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<dist> centimeters",
        "(c(enti)?m(eter)?s?)",
        Unit::Centimetre,
    ),
    ("<dist> meters", "m(eter)?", Unit::Metre),
    ("<dist> miles", "mijl?", Unit::Mile),
    ("<latent dist> km", "k(ilo)?m?(eter)?s?", Unit::Kilometre),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
