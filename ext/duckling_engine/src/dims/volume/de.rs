//! German volumes (`Duckling/Volume/DE/Rules.hs`, with `Duckling/Volume/Rules.hs`): "2 Liter", "ein halber
//! Liter", "zwischen 100 und 1000 Litern", "höchstens zwei Hektoliter".

use crate::dims::measure::family::Family;
use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token};
use crate::dims::volume::NAMES;
use crate::dims::volume::fraction_rules;

/// Duckling's `volumes`.
const UNITS: [(&str, &str, Unit); 3] = [
    ("<latent vol> ml", "m(l|illiliter[ns]?)", Unit::Millilitre),
    ("<vol> hectoliters", "hektoliter[ns]?", Unit::Hectolitre),
    ("<vol> liters", "l(iter[ns]?)?", Unit::Litre),
];

/// Duckling's `fractions`: a count word before a unit (its blank included), its regex and its value.
const FRACTIONS: [(&str, &str, f64); 6] = [
    ("one", "ein(e[ns])?", 1.0),
    ("half", "(ein(e[ns])? )?halb(e[rn])? ", 1.0 / 2.0),
    ("third", "(ein(e[ns])? )?dritttel ", 1.0 / 3.0),
    ("fourth", "(ein(e[ns])? )?viertel ", 1.0 / 4.0),
    ("fifth", "(ein(e[ns])? )?fünftel ", 1.0 / 5.0),
    ("tenth", "(ein(e[ns])? )?zehntel ", 1.0 / 10.0),
];

static FAMILY: Family = Family {
    kind: Kind::Volume,
    token: Token::Volume,
    number: is_positive,
    names: NAMES,
    from: "zwischen|von",
    to: "und|bis( zu)?",
    at_most: "unter|weniger( als)?|höchstens|nicht mehr als",
    at_least: "über|mindestens|wenigstens|mehr als|größer( als)?",
    precision: Some((
        "about <volume>",
        r"\~|(ganz )?genau|präzise|(in )?etwa|ungefähr|um( die)?|fast",
    )),
};

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(FAMILY.rules());
    rules.extend(fraction_rules(&FRACTIONS));
    rules
}
