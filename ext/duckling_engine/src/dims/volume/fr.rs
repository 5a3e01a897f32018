//! French volumes (`Duckling/Volume/FR/Rules.hs` and every language's `Duckling/Volume/Rules.hs`): "250 ml",
//! "3 hectolitres", "demi-litre", "quart de litre", "2-3 litres".
//!
//! As for English, a unit word is a unit token (Duckling's `unitOnly` volume), and Duckling's "number as
//! volume", a volume without a unit that no rule here completes, is not built.

use super::volume;
use crate::dims::measure::Amount;
use crate::dims::measure::family::{between, between_measures, simple};
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, measure_unit, numeral, re};

/// Duckling's `volumes`: each rule's name, the unit's regex and the unit.
const UNITS: [(&str, &str, Unit); 5] = [
    ("<latent vol> ml", "m(l|illilitres?)", Unit::Millilitre),
    ("<latent vol> cl", "c(l|entilitres?)", Unit::Centilitre),
    ("<vol> hectoliters", "(hectolitres?)", Unit::Hectolitre),
    ("<vol> liters", "l(itres?)?", Unit::Litre),
    ("<latent vol> gallon", "gal(l?ons?)?", Unit::Gallon),
];

/// Duckling's `fractions`: the words before a unit and the share of it they say.
const FRACTIONS: [(&str, &str, f64); 2] = [("quart", "quart de", 0.25), ("half", "demi-?", 0.5)];

fn is_volume_unit(u: &UnitData) -> bool {
    u.unit.kind() == Kind::Volume
}

pub(crate) fn rules() -> Vec<Rule> {
    let units = UNITS.iter().map(|&(name, pattern, unit)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::MeasureUnit(UnitData {
                unit,
                prefix: Prefix::None,
            }))
        })
    });
    let fractions = FRACTIONS.iter().map(|&(name, pattern, share)| {
        Rule::new(
            name,
            vec![re(pattern), measure_unit(is_volume_unit)],
            move |m| volume(Amount::Value(share), m[1].measure_unit()?.unit),
        )
    });
    let mut rules: Vec<Rule> = units.chain(fractions).collect();
    rules.extend([
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
            vec![numeral(is_positive), re(r"\-"), simple(Kind::Volume)],
            |m| between(Token::Volume, m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "<volume> - <volume>",
            vec![simple(Kind::Volume), re(r"\-"), simple(Kind::Volume)],
            |m| between_measures(Token::Volume, m[0].measure()?, m[2].measure()?),
        ),
    ]);
    rules
}
