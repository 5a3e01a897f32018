//! Czech distances (`Duckling/Distance/CS/Rules.hs`, with every language's "number as distance"): "3 km",
//! "2 metry", "9 centimetrů", "osm mil".

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<dist> centimeters", "cm|centimetr(y|ů)?", Unit::Centimetre),
    ("<dist> meters", "metr(y|ů)?|m", Unit::Metre),
    ("<dist> miles", "mil", Unit::Mile),
    ("<latent dist> km", "km|kilometr(y|ů)?", Unit::Kilometre),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
