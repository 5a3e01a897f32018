//! Croatian distances (`Duckling/Distance/HR/Rules.hs`, with every language's "number as distance"): "3
//! kilometra", "3 km", "8 milja", "9 metara", "2 centimetra".

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 5] = [
    ("<dist> centimetar", "cm|centimeta?ra?", Unit::Centimetre),
    ("<dist> m (ambiguous miles or meters)", "m", Unit::M),
    ("<dist> metar", "metara?", Unit::Metre),
    ("<dist> milja", "milja", Unit::Mile),
    ("<latent dist> km", "k(ilo)?m?(eta?r)?a?", Unit::Kilometre),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
