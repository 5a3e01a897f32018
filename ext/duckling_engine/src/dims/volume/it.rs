//! Italian volumes (`Duckling/Volume/IT/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250 ml", "2 litri", "3 galloni", "mezzo litro", "2-3 litri".

use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure, measure_unit, numeral, re};
use crate::engine::rule::Item;

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|illilitr(i|o))", Unit::Millilitre),
    ("<vol> hectoliters", "ettolitr(i|o)", Unit::Hectolitre),
    ("<vol> liters", "l(itr(i|o))?", Unit::Litre),
    ("<latent vol> gallon", "gal(lon(e|i))?", Unit::Gallon),
];

fn volume(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Volume(MeasureData::new(amount, unit)))
}

fn a_volume_unit() -> Item<Token> {
    measure_unit(|u| u.unit.kind() == Kind::Volume)
}

fn simple() -> Item<Token> {
    measure(Kind::Volume, |m| m.simple_value().is_some())
}

/// From `from` to the simple volume `to`, in its unit, when `from` is the smaller.
fn between(from: f64, to: &MeasureData) -> Option<Token> {
    let to_value = to.simple_value()?;
    if from < to_value {
        volume(Amount::Between(from, to_value), to.unit)
    } else {
        None
    }
}

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
    rules.extend([
        Rule::new("half", vec![re("mezzo"), a_volume_unit()], |m| {
            volume(Amount::Value(0.5), m[1].measure_unit()?.unit)
        }),
        Rule::new(
            "<number> <volume>",
            vec![numeral(is_positive), a_volume_unit()],
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
            |m| between(m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![simple(), re(r"\-"), simple()],
            |m| {
                let (from, to) = (m[0].measure()?, m[2].measure()?);
                if from.unit == to.unit {
                    between(from.simple_value()?, to)
                } else {
                    None
                }
            },
        ),
    ]);
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Every language's volume intervals (`Duckling/Volume/Rules.hs`), which the IT corpus does not try.
    #[test]
    fn intervals() {
        let litres = r#"{"type": "interval", "from": {"value": 2, "unit": "litre"}, "to": {"value": 3, "unit": "litre"}}"#;
        check_in(
            "it",
            Kind::Volume,
            &[("2-3 litri", litres), ("2 litri - 3 litri", litres)],
        );
    }
}
