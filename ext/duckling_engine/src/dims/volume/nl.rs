//! Dutch volumes (`Duckling/Volume/NL/Rules.hs`, with the rules of every language, `Volume/Rules.hs`): a
//! unit on its own, counted ("250 ml", "2 liter") or halved ("halve liter"), and ranges with a dash.

use super::common;
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::token::{Kind, Rule, Token, measure_unit, re};

/// Duckling's unit-only volumes: each rule's name and unit regex.
const UNITS: [(&str, &str, Unit); 3] = [
    ("<latent vol> ml", "m(illi)?l(iter)?", Unit::Millilitre),
    ("<vol> hl", "h(ecto)?l(iter)?", Unit::Hectolitre),
    ("<vol> liters", "l(iters?)?", Unit::Litre),
];

fn volume(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Volume(MeasureData::new(amount, unit)))
}

fn is_volume_unit(u: &UnitData) -> bool {
    u.unit.kind() == Kind::Volume
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
    rules.push(Rule::new(
        "half",
        vec![re("halve"), measure_unit(is_volume_unit)],
        |m| volume(Amount::Value(0.5), m[1].measure_unit()?.unit),
    ));
    rules.extend(common());
    rules
}
