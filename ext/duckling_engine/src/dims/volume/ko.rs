//! Korean volumes (`Duckling/Volume/KO/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250 밀리리터", "이리터", "삼 갤론", "반 리터" (반 is the number ½).

use super::common_rules;
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::token::{Rule, Token, re};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "ml|(밀|미)리리터", Unit::Millilitre),
    ("<vol> hectoliters", "(핵|헥)토리터", Unit::Hectolitre),
    ("<vol> liters", "(l|리터)", Unit::Litre),
    (
        "<latent vol> gallon",
        "gal(l?ons?)?|갤(런|론)",
        Unit::Gallon,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = UNITS
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![re(pattern)], move |_| {
                Some(Token::MeasureUnit(UnitData {
                    unit,
                    prefix: Prefix::None,
                }))
            })
        })
        .collect();
    rules.extend(common_rules());
    rules
}
