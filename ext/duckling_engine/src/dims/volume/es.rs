//! Spanish volumes (`Duckling/Volume/ES/Rules.hs`): "250 mililitros", "2 litros", "3 galón", "medio litro",
//! and the dashes of every language (`Duckling/Volume/Rules.hs`: "2-3 litros").
//!
//! Duckling's unit rules make a unitless volume that "<number> <volume>" and the fractions read: here that
//! is a unit token, as in English.

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's `volumes`: rule name, regex, unit.
const VOLUMES: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililitros?)", Unit::Millilitre),
    ("<vol> hectoliters", "(hectolitros?)", Unit::Hectolitre),
    ("<vol> liters", "l(itros?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(o|ó)ne?s?", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "medio", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&VOLUMES);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
