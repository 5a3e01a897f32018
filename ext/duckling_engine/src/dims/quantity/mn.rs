//! Mongolian quantities (`Duckling/Quantity/MN/Rules.hs`): a unit after a positive number ("2 кг", "500г")
//! or alone, counting one ("кг", "фунт"); milligrams and kilograms are converted to grams.

use super::quantity;
use crate::dims::measure::units::Unit;
use crate::dims::token::{Rule, numeral, re};

type Convert = fn(f64) -> f64;

/// Duckling's rule names, unit regexes, units and conversions, in its order.
const QUANTITIES: [(&str, &str, Unit, Convert); 5] = [
    (
        "<quantity> milligrams",
        "(мг|миллиграмм)",
        Unit::Gram,
        |v| v / 1000.0,
    ),
    ("<quantity> grams", "г(рамм?)?", Unit::Gram, |v| v),
    (
        "<quantity> kilograms",
        "(кг|килограмм?)",
        Unit::Gram,
        |v| v * 1000.0,
    ),
    ("<quantity> lb", "фунт", Unit::Pound, |v| v),
    ("<quantity> oz", "унц", Unit::Ounce, |v| v),
];

pub(crate) fn rules() -> Vec<Rule> {
    let counted = QUANTITIES.iter().map(|&(name, pattern, unit, convert)| {
        Rule::new(
            name,
            vec![numeral(|n| n.value > 0.0), re(pattern)],
            move |m| quantity(convert(m[0].numeral()?.value), unit),
        )
    });
    let alone = QUANTITIES.iter().map(|&(name, pattern, unit, convert)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            quantity(convert(1.0), unit)
        })
    });
    counted.chain(alone).collect()
}
