//! Russian distances (`Duckling/Distance/RU/Rules.hs`): "3 км", "5 километров", "3 фута", "2 дюйма", "8 миль".
//!
//! Duckling puts each unit after a unitless distance that every number is ("number as distance"); here, as
//! for English (see `super`), the unit rules read the number itself.

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rules, one per unit: name, regex, unit.
const UNITS: [(&str, &str, Unit); 8] = [
    ("<latent dist> km", "км|километр(а|ов)?", Unit::Kilometre),
    ("<latent dist> feet", "('|фут(а|ов)?)", Unit::Foot),
    ("<latent dist> inch", "(\"|''|дюйм(а|ов)?)", Unit::Inch),
    ("<latent dist> yard", "ярд(а|ов)?", Unit::Yard),
    ("<dist> meters", "м(етр(а|ов)?)?", Unit::Metre),
    (
        "<dist> centimeters",
        "см|сантиметр(а|ов)?",
        Unit::Centimetre,
    ),
    (
        "<dist> millimeters",
        "мм|миллиметр(а|ов)?",
        Unit::Millimetre,
    ),
    ("<dist> miles", "мил(я|и|ь)", Unit::Mile),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
