//! Russian volumes (`Duckling/Volume/RU/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250 мл", "2 литра", "3 галлона", "поллитра", "пол литра", "2-3 литра".

use super::{common_rules, fraction_rules};
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Rule, Token, re};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "мл|миллилитр(а|ов)?", Unit::Millilitre),
    ("<vol> hectoliters", "гл|гектолитр(а|ов)?", Unit::Hectolitre),
    ("<vol> liters", "л(итр(а|ов)?)?", Unit::Litre),
    ("<latent vol> gallon", "галлон(а|ов)?", Unit::Gallon),
];

/// Duckling's `fractions`.
const FRACTIONS: [(&str, &str, f64); 1] = [("half", r"пол[-\s]?", 0.5)];

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = common_rules();
    rules.push(Rule::new(
        "half liter",
        vec![re("поллитра")],
        |_| {
            Some(Token::Volume(MeasureData::new(
                Amount::Value(0.5),
                Unit::Litre,
            )))
        },
    ));
    rules.extend(UNITS.iter().map(|&(name, words, unit)| {
        Rule::new(name, vec![re(words)], move |_| {
            Some(Token::MeasureUnit(UnitData {
                unit,
                prefix: Prefix::None,
            }))
        })
    }));
    rules.extend(fraction_rules(&FRACTIONS));
    rules
}
