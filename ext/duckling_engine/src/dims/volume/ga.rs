//! Irish volumes (`Duckling/Volume/GA/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "250
//! millilítir", "2 lítir", "5 galúin", "20 heictilítear", and kilolitres as ten hectolitres ("2 kl").

use crate::dims::measure::units::{Unit, unit_rules};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    (
        "<latent vol> ml",
        r"m(l\.?|h?illil(í|i)t(ea|i)r)",
        Unit::Millilitre,
    ),
    (
        "<vol> hectoliters",
        "heictil(í|i)t(ea|i)r",
        Unit::Hectolitre,
    ),
    ("<vol> liters", r"(l(í|i)t(ea|i)r|l\.?)", Unit::Litre),
    ("<latent vol> gallon", "n?gh?al(ú|u)i?n", Unit::Gallon),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "kiloliter",
        vec![numeral(is_positive), re(r"(kl\.?|g?ch?illil(í|i)t(ea|i)r)")],
        // Duckling has no kilolitre: ten hectolitres.
        |m| {
            let value = Amount::Value(10.0 * m[0].numeral()?.value);
            Some(Token::Volume(MeasureData::new(value, Unit::Hectolitre)))
        },
    )];
    rules.extend(unit_rules(&UNITS));
    rules.extend(super::common_rules());
    rules
}
