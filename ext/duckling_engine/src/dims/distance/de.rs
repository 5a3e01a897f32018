//! German distances (`Duckling/Distance/DE/Rules.hs`): "3 Kilometer", "fünf Zoll", "zwischen 3 und 5 km",
//! "unter 3,5 Meilen".

use crate::dims::distance::NAMES;
use crate::dims::measure::family::Family;
use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::{Kind, Rule, Token};

/// Duckling's `distances`.
const UNITS: [(&str, &str, Unit); 6] = [
    ("miles", "meilen?", Unit::Mile),
    ("inch", "(\"|''|zoll)", Unit::Inch),
    ("km", "k(ilo)?m(etern?)?", Unit::Kilometre),
    ("meters", "m(etern?)?", Unit::Metre),
    ("centimeters", "(cm|[zc]entimetern?)", Unit::Centimetre),
    ("millimeters", "(mm|millimetern?)", Unit::Millimetre),
];

static FAMILY: Family = Family {
    kind: Kind::Distance,
    token: Token::Distance,
    number: |_| true,
    names: NAMES,
    from: "zwischen|von",
    to: "bis|und",
    at_most: "unter|höchstens|maximal|(weniger|nicht mehr) als",
    at_least: "über|(mehr|nicht weniger) als|mindestens|wenigstens|minimal",
    precision: Some((
        "about|exactly <dist>",
        "genau|exakt|präzise|ungefähr|(in )?etwa|nahe?( an)?|um( die)?|fast|rund|gut",
    )),
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(FAMILY.rules());
    rules
}
