//! Turkish volumes (`Duckling/Volume/TR/Rules.hs`, with the rules of every language, `Volume/Rules.hs`): a
//! unit on its own, counted ("250 ml", "2 litre") or halved ("yarım litre"), and ranges with a dash.

use super::volume;
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure, measure_unit, numeral, re};

/// Duckling's unit-only volumes: each rule's name and unit regex.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<latent vol> ml", "m(l|ililitre)", Unit::Millilitre),
    ("<vol> hectoliters", "(hektolitre)", Unit::Hectolitre),
    ("<vol> liters", "l(t|itre)", Unit::Litre),
    ("<latent vol> gallon", "gal(l?on?)?", Unit::Gallon),
];

fn is_volume_unit(u: &UnitData) -> bool {
    u.unit.kind() == Kind::Volume
}

/// A volume of one value and a unit (Duckling's `isSimpleVolume`).
fn simple(m: &MeasureData) -> bool {
    m.simple_value().is_some()
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = UNITS
        .into_iter()
        .map(|(name, pattern, unit)| {
            Rule::new(name, vec![re(pattern)], move |_| {
                Some(Token::MeasureUnit(UnitData {
                    unit,
                    prefix: Prefix::None,
                }))
            })
        })
        .collect();
    rules.extend([
        Rule::new(
            "half",
            vec![re("yarım"), measure_unit(is_volume_unit)],
            |m| volume(Amount::Value(0.5), m[1].measure_unit()?.unit),
        ),
        Rule::new(
            "<number> <volume>",
            vec![numeral(is_positive), measure_unit(is_volume_unit)],
            |m| {
                volume(
                    Amount::Value(m[0].numeral()?.value),
                    m[1].measure_unit()?.unit,
                )
            },
        ),
        Rule::new(
            "<numeral> - <volume>",
            vec![numeral(is_positive), re("-"), measure(Kind::Volume, simple)],
            |m| {
                let (from, to) = (m[0].numeral()?.value, m[2].measure()?);
                let to_value = to.simple_value()?;
                if from < to_value {
                    volume(Amount::Between(from, to_value), to.unit)
                } else {
                    None
                }
            },
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![
                measure(Kind::Volume, simple),
                re("-"),
                measure(Kind::Volume, simple),
            ],
            |m| {
                let (from, to) = (m[0].measure()?, m[2].measure()?);
                let (a, b) = (from.simple_value()?, to.simple_value()?);
                if a < b && from.unit == to.unit {
                    volume(Amount::Between(a, b), from.unit)
                } else {
                    None
                }
            },
        ),
    ]);
    rules
}
