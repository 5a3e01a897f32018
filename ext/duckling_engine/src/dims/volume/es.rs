//! Spanish volumes (`Duckling/Volume/ES/Rules.hs`): "250 mililitros", "2 litros", "3 galón", "medio litro",
//! and the dashes of every language (`Duckling/Volume/Rules.hs`: "2-3 litros").
//!
//! Duckling's unit rules make a unitless volume that "<number> <volume>" and the fractions read: here that
//! is a unit token, as in English.

use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Matched, Rule, Token, measure, measure_unit, numeral, re};
use crate::engine::rule::Item;

/// Duckling's `volumes`: rule name, regex, unit.
const VOLUMES: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililitros?)", Unit::Millilitre),
    ("<vol> hectoliters", "(hectolitros?)", Unit::Hectolitre),
    ("<vol> liters", "l(itros?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(o|ó)ne?s?", Unit::Gallon),
];

fn volume(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Volume(MeasureData::new(amount, unit)))
}

fn unit() -> Item<Token> {
    measure_unit(|u| u.unit.kind() == Kind::Volume)
}

fn simple() -> Item<Token> {
    measure(Kind::Volume, |m| m.simple_value().is_some())
}

/// From `from` to the volume `to`, in its unit, when `from` is the smaller.
fn between(from: f64, to: &Matched<'_, Token>) -> Option<Token> {
    let to = to.measure()?;
    let to_value = to.simple_value()?;
    (from < to_value)
        .then(|| volume(Amount::Between(from, to_value), to.unit))
        .flatten()
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = VOLUMES
        .iter()
        .map(|&(name, regex, unit)| {
            Rule::new(name, vec![re(regex)], move |_| {
                Some(Token::MeasureUnit(UnitData {
                    unit,
                    prefix: Prefix::None,
                }))
            })
        })
        .collect();
    rules.extend([
        Rule::new(
            "<number> <volume>",
            vec![numeral(is_positive), unit()],
            |m| {
                volume(
                    Amount::Value(m[0].numeral()?.value),
                    m[1].measure_unit()?.unit,
                )
            },
        ),
        Rule::new("half", vec![re("medio"), unit()], |m| {
            volume(Amount::Value(0.5), m[1].measure_unit()?.unit)
        }),
        Rule::new(
            "<numeral> - <volume>",
            vec![numeral(is_positive), re(r"\-"), simple()],
            |m| between(m[0].numeral()?.value, &m[2]),
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![simple(), re(r"\-"), simple()],
            |m| {
                let from = m[0].measure()?;
                (from.unit == m[2].measure()?.unit)
                    .then(|| between(from.simple_value()?, &m[2]))
                    .flatten()
            },
        ),
    ]);
    rules
}
