//! Russian quantities (`Duckling/Quantity/RU/Rules.hs`): a count and a unit ("2 фунта", "500 г", "0.5 кг",
//! in grams for milligrams and kilograms), or a unit alone for one of it ("килограмм").

use super::quantity;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Rule, numeral, re};

/// How a count in a unit converts into the unit Duckling reports.
type Convert = fn(f64) -> f64;

/// Duckling's `quantities`: rule name, regex, unit, conversion.
const QUANTITIES: [(&str, &str, Unit, Convert); 5] = [
    (
        "<quantity> milligrams",
        "(мг|миллиграмма?)",
        Unit::Gram,
        |v| v / 1000.0,
    ),
    ("<quantity> grams", "г(рамма?)?", Unit::Gram, |v| v),
    (
        "<quantity> kilograms",
        "(кг|килограмма?)",
        Unit::Gram,
        |v| v * 1000.0,
    ),
    ("<quantity> lb", "фунт(а|ов)?", Unit::Pound, |v| v),
    ("<quantity> oz", "унц(ия|ии|ий)", Unit::Ounce, |v| v),
];

pub(crate) fn rules() -> Vec<Rule> {
    let counted = QUANTITIES.iter().map(|&(name, words, unit, convert)| {
        Rule::new(
            name,
            vec![numeral(|n| n.value > 0.0), re(words)],
            move |m| quantity(convert(m[0].numeral()?.value), unit),
        )
    });
    let one = QUANTITIES.iter().map(|&(name, words, unit, convert)| {
        Rule::new(name, vec![re(words)], move |_| quantity(convert(1.0), unit))
    });
    counted.chain(one).collect()
}
