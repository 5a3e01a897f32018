//! Dutch volumes (`Duckling/Volume/NL/Rules.hs`, with the rules of every language, `Volume/Rules.hs`): a
//! unit on its own, counted ("250 ml", "2 liter") or halved ("halve liter"), and ranges with a dash.

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's unit-only volumes: each rule's name and unit regex.
const UNITS: [(&str, &str, Unit); 3] = [
    ("<latent vol> ml", "m(illi)?l(iter)?", Unit::Millilitre),
    ("<vol> hl", "h(ecto)?l(iter)?", Unit::Hectolitre),
    ("<vol> liters", "l(iters?)?", Unit::Litre),
];

const HALF: [(&str, &str, f64); 1] = [("half", "halve", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
