//! Chinese volumes (`Duckling/Volume/ZH/Rules.hs`, with every language's `Duckling/Volume/Rules.hs`):
//! "250毫升", "兩公升", "半加侖", "四分之一公升", "一茶匙", "二至三公升", "最多六個加侖", "四毫升或以上".

use super::volume;
use crate::dims::measure::family::{between, between_measures, simple};
use crate::dims::measure::units::{Prefix, Unit, UnitData};
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, any, measure_unit, numeral, re};

/// Duckling's `volumes`: rule name, regex, unit.
const UNITS: [(&str, &str, Unit); 3] = [
    ("<latent vol> ml", "cc|ml|毫升", Unit::Millilitre),
    ("<vol> liters", "l|L|公升|升", Unit::Litre),
    ("<latent vol> gallon", "加侖", Unit::Gallon),
];

/// An interval open on one side, bounded by the simple volume `m`.
fn open(bound: fn(f64) -> Amount, m: &MeasureData) -> Option<Token> {
    volume(bound(m.simple_value()?), m.unit)
}

pub(crate) fn rules() -> Vec<Rule> {
    let spoon = |name, words, ml: f64| {
        Rule::new(name, vec![numeral(is_positive), re(words)], move |m| {
            volume(Amount::Value(ml * m[0].numeral()?.value), Unit::Millilitre)
        })
    };
    let mut rules = vec![
        spoon("<numeral> teaspoon", "茶匙", 5.0),
        spoon("<numeral> soupspoon", "湯匙", 15.0),
        Rule::new(
            "about <volume>",
            vec![re(r"\~|大約|約"), any(Kind::Volume)],
            |m| Some(Token::Volume(m[1].measure()?.clone())),
        ),
        Rule::new(
            "about <volume> (second rule)",
            vec![any(Kind::Volume), re("左右")],
            |m| Some(Token::Volume(m[0].measure()?.clone())),
        ),
        Rule::new(
            "between|from <numeral> and|to <volume>",
            vec![numeral(is_positive), re("-|~|至|到"), simple(Kind::Volume)],
            |m| between(Token::Volume, m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "between|from <volume> to|and <volume>",
            vec![simple(Kind::Volume), re("-|~|至|到"), simple(Kind::Volume)],
            |m| between_measures(Token::Volume, m[0].measure()?, m[2].measure()?),
        ),
        Rule::new(
            "at most <volume>",
            vec![re("最多"), simple(Kind::Volume)],
            |m| open(Amount::Under, m[1].measure()?),
        ),
        Rule::new(
            "<volume> or below",
            vec![simple(Kind::Volume), re("(或)?以下")],
            |m| open(Amount::Under, m[0].measure()?),
        ),
        Rule::new(
            "more than <volume>",
            vec![re("至少|最少|起碼"), simple(Kind::Volume)],
            |m| open(Amount::Above, m[1].measure()?),
        ),
        Rule::new(
            "<volume> or above",
            vec![simple(Kind::Volume), re("(或)?以上")],
            |m| open(Amount::Above, m[0].measure()?),
        ),
    ];
    rules.extend(UNITS.iter().map(|&(name, pattern, unit)| {
        Rule::new(name, vec![re(pattern)], move |_| {
            Some(Token::MeasureUnit(UnitData {
                unit,
                prefix: Prefix::None,
            }))
        })
    }));
    rules.push(Rule::new(
        "<number> <volume>",
        vec![
            numeral(is_positive),
            measure_unit(|u| u.unit.kind() == Kind::Volume),
        ],
        |m| {
            volume(
                Amount::Value(m[0].numeral()?.value),
                m[1].measure_unit()?.unit,
            )
        },
    ));
    rules
}
