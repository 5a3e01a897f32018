//! Catalan volumes (`Duckling/Volume/CA/Rules.hs`): "250 mililitres", "2 litres", "3 galons", "mig litre",
//! and the dashes of every language (`Duckling/Volume/Rules.hs`: "2-3 litres").

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's `volumes`: rule name, regex, unit.
const VOLUMES: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililitres?)", Unit::Millilitre),
    ("<vol> hectoliters", "(hectolitres?)", Unit::Hectolitre),
    ("<vol> liters", "l(itres?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(ons|ó)", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "mig", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&VOLUMES);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
