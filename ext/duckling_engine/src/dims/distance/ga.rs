//! Irish distances (`Duckling/Distance/GA/Rules.hs`, with every language's "number as distance"): "3
//! ciliméadair", "8 mhíle", "2 cheintiméadar", "5 troithe", "3 orlaí", and the abbreviations.

use crate::dims::measure::units::Unit;
use crate::dims::token::Rule;

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 7] = [
    (
        "<dist> centimeters",
        r"(c\.?m\.?|g?ch?eintimh?(e|é)adai?r)",
        Unit::Centimetre,
    ),
    ("<dist> m (ambiguous miles or meters)", "m", Unit::M),
    ("<dist> meters", "mh?(e|é)adai?r", Unit::Metre),
    ("<dist> miles", "mh?(í|i)lt?e", Unit::Mile),
    (
        "<latent dist> km",
        r"(k\.?(m\.?)?|g?ch?ilim(e|é)adai?r)",
        Unit::Kilometre,
    ),
    (
        "<latent dist> orlach",
        r"(''|([nth]-?)?orl(ach|aigh|a(í|i)|\.))",
        Unit::Inch,
    ),
    (
        "<latent dist> troigh",
        r"('|d?th?roi[tg]he?|tr\.?)",
        Unit::Foot,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::number_then_unit(&UNITS)
}
