//! Mongolian distances (`Duckling/Distance/MN/Rules.hs`, with every language's "number as distance"): "3 км",
//! "1 метр", "4мм", "35 фут", "5\"", "47 яард".

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 8] = [
    ("<latent dist> km", "км|километр", Unit::Kilometre),
    ("<latent dist> feet", "('|фут)", Unit::Foot),
    ("<latent dist> inch", "(\"|''|дюйм|инч)", Unit::Inch),
    ("<latent dist> yard", "яард", Unit::Yard),
    ("<dist> meters", "м(етр(ийн|ээр)?)?", Unit::Metre),
    ("<dist> centimeters", "см|сантиметр", Unit::Centimetre),
    ("<dist> millimeters", "мм|миллиметр", Unit::Millimetre),
    ("<dist> miles", "мил(и|ь)", Unit::Mile),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
