//! Portuguese volumes (`Duckling/Volume/PT/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "250
//! ml", "2 litros", "3 galões", "meio litro", "2-3 litros".
//!
//! Duckling's unit rules make a volume of a unit and no amount; here that is a unit token, which the rules of
//! every language count ("<number> <volume>") or halve ("meio").

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililitros?)", Unit::Millilitre),
    ("<vol> hectoliters", "(hectolitros?)", Unit::Hectolitre),
    ("<vol> liters", "l(itros?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(a|ã|o|õ)o?e?s?", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "meio", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
