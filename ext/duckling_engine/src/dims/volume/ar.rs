//! Arabic volumes (`Duckling/Volume/AR/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`): "250
//! مل", "2 لتر", "لتران", "نصف لتر", "لتر وربع".
//!
//! Duckling's unit rules make a volume of a unit and no amount; here that is a unit token, which the rules of
//! every language count ("<number> <volume>").

use super::volume;
use crate::dims::measure::Amount;
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure, measure_unit, numeral, re};
use crate::engine::rule::Item;

const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "مي?لي?( ?لي?تي?ر)?", Unit::Millilitre),
    ("<vol> hectoliters", "(هي?كتو ?لي?تر)", Unit::Hectolitre),
    ("<vol> liters", "لي?تي?ر(ات)?", Unit::Litre),
    ("<latent vol> gallon", "[جغق]الون(ين|ان|ات)?", Unit::Gallon),
];

/// Litres said in words: Duckling's name, regex, amount.
const LITRES: [(&str, &str, f64); 5] = [
    ("half liter", "نصف? لي?تي?ر", 0.5),
    ("quarter liter", "ربع لي?تي?ر", 0.25),
    ("two liters", "لي?تي?ر(ان|ين)", 2.0),
    ("liter and half", "لي?تي?ر و ?نصف?", 1.5),
    ("liter and quarter", "لي?تي?ر و ?ربع", 1.25),
];

fn volume_unit(u: &UnitData) -> bool {
    u.unit.kind() == Kind::Volume
}

/// A volume of one amount in a unit, as the intervals take.
fn simple() -> Item<Token> {
    measure(Kind::Volume, |m| m.simple_value().is_some())
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = LITRES
        .iter()
        .map(|&(name, words, litres)| {
            Rule::new(name, vec![re(words)], move |_| {
                volume(Amount::Value(litres), Unit::Litre)
            })
        })
        .collect();
    rules.extend(UNITS.iter().map(|&(name, words, unit)| {
        Rule::new(name, vec![re(words)], move |_| {
            Some(Token::MeasureUnit(UnitData {
                unit,
                prefix: Prefix::None,
            }))
        })
    }));
    rules.extend([
        Rule::new(
            "<number> <volume>",
            vec![numeral(is_positive), measure_unit(volume_unit)],
            |m| {
                volume(
                    Amount::Value(m[0].numeral()?.value),
                    m[1].measure_unit()?.unit,
                )
            },
        ),
        Rule::new(
            "<numeral> - <volume>",
            vec![numeral(is_positive), re(r"\-"), simple()],
            |m| {
                let from = m[0].numeral()?.value;
                let to = m[2].measure()?;
                let upper = to.simple_value()?;
                (from < upper).then_some(())?;
                volume(Amount::Between(from, upper), to.unit)
            },
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![simple(), re(r"\-"), simple()],
            |m| {
                let (a, b) = (m[0].measure()?, m[2].measure()?);
                let (from, to) = (a.simple_value()?, b.simple_value()?);
                (from < to && a.unit == b.unit).then_some(())?;
                volume(Amount::Between(from, to), a.unit)
            },
        ),
    ]);
    rules
}
