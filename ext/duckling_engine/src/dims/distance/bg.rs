//! Bulgarian distances (`Duckling/Distance/BG/Rules.hs`): "3 км", "8 мили", "един метър", "5 инча", "35'".

use super::number_then_unit;
use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

const UNITS: [(&str, &str, Unit); 8] = [
    ("<latent dist> km", "км|километ(ра|ри|ър)", Unit::Kilometre),
    ("<latent dist> feet", "('|фут(а|ове)?)", Unit::Foot),
    ("<latent dist> inch", "(\"|''|инч(а|ове)?)", Unit::Inch),
    ("<latent dist> yard", "ярд(а|ове)?", Unit::Yard),
    ("<dist> meters", "м(етър|етр(а|и))?", Unit::Metre),
    (
        "<dist> centimeters",
        "см|сантимет(ри|ра|ър)",
        Unit::Centimetre,
    ),
    (
        "<dist> millimeters",
        "мм|милимет(ра|ри|ър)",
        Unit::Millimetre,
    ),
    ("<dist> miles", "мил(я|и)", Unit::Mile),
];

pub(crate) fn rules() -> Vec<Rule> {
    number_then_unit(&UNITS)
}
