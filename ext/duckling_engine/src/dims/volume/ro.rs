//! Romanian volumes (`Duckling/Volume/RO/Rules.hs`): "250 de mililitri", "2 litri", "3 galoane", "jumătate de
//! litru", and the dashes of every language (`Duckling/Volume/Rules.hs`: "2-3 litri").

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::token::Rule;

/// Duckling's `volumes`: rule name, regex, unit.
const VOLUMES: [(&str, &str, Unit); 4] = [
    (
        "<latent vol> ml",
        "(de )?m(ililitr[ui]|l)",
        Unit::Millilitre,
    ),
    ("<vol> hectoliters", "(de )?hectolitr[ui]", Unit::Hectolitre),
    ("<vol> liters", "(de )?l(itr[ui])?", Unit::Litre),
    ("<latent vol> gallon", "(de )?gal(oane|on)?", Unit::Gallon),
];

const HALF: [(&str, &str, f64); 1] = [("half", "jum(a|ă)tate", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = unit_rules(&VOLUMES);
    rules.extend(super::fraction_rules(&HALF));
    rules.extend(super::common_rules());
    rules
}
