//! Croatian volumes (`Duckling/Volume/HR/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "250
//! mililitara", "2 litre", "3 galona", "3 hektolitra", "pola litre".

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililita?ra?)", Unit::Millilitre),
    ("<vol> hectoliters", "(hektolita?ra?)", Unit::Hectolitre),
    ("<vol> liters", "l(it(a)?r(a|e)?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(ona?)?", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "pola", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
