//! Russian distances (`Duckling/Distance/RU/Rules.hs`): "3 км", "5 километров", "3 фута", "2 дюйма", "8 миль".
//!
//! Duckling puts each unit after a unitless distance that every number is ("number as distance"); here, as
//! for English (see `super`), the unit rules read the number itself.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's rules, one per unit: name, regex, unit.
const UNITS: [(&str, &str, Unit); 8] = [
    ("<latent dist> km", "км|километр(а|ов)?", Unit::Kilometre),
    ("<latent dist> feet", "('|фут(а|ов)?)", Unit::Foot),
    ("<latent dist> inch", "(\"|''|дюйм(а|ов)?)", Unit::Inch),
    ("<latent dist> yard", "ярд(а|ов)?", Unit::Yard),
    ("<dist> meters", "м(етр(а|ов)?)?", Unit::Metre),
    (
        "<dist> centimeters",
        "см|сантиметр(а|ов)?",
        Unit::Centimetre,
    ),
    (
        "<dist> millimeters",
        "мм|миллиметр(а|ов)?",
        Unit::Millimetre,
    ),
    ("<dist> miles", "мил(я|и|ь)", Unit::Mile),
];

pub(crate) fn rules() -> Vec<Rule> {
    UNITS
        .iter()
        .map(|&(name, words, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(words)], move |m| {
                let value = m[0].numeral()?.value;
                Some(Token::Distance(MeasureData::new(
                    Amount::Value(value),
                    unit,
                )))
            })
        })
        .collect()
}
