//! Mongolian volumes (`Duckling/Volume/MN/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "250
//! мл", "2 литр", "3 галлон", "3 гл", and ranges "2-3 литр".

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "мл|миллилитр", Unit::Millilitre),
    ("<vol> hectoliters", "гл|гектолитр", Unit::Hectolitre),
    ("<vol> liters", "л(итр(ийн|ээр)?)?", Unit::Litre),
    ("<latent vol> gallon", "галлон", Unit::Gallon),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&UNITS);
    rules.extend(super::common_rules());
    rules
}
