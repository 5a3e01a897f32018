//! Chinese distances (`Duckling/Distance/ZH/Rules.hs`, with every language's "number as distance"): "2厘米",
//! "3公里", "8英尺", "三米九" (3.9 metres), "米六到三米九", "最多三點五英里", "五英吋以上", "米九左右".
//!
//! Duckling reads a unit after a unitless distance, which every number is; here the rules read the number
//! itself (see `super`: a unitless distance resolves to nothing in Duckling).

use crate::dims::measure::family::{between, between_measures, simple};
use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::is_positive;
use crate::dims::token::{Kind, Rule, Token, any, numeral, re};

const FEET: &str = "'|f(oo|ee)?ts?|英尺|呎";
const INCHES: &str = "''|\"|inch(es)?|英寸|英吋|吋";

/// Duckling's rule names, unit regexes and units, in its order.
const UNITS: [(&str, &str, Unit); 6] = [
    ("<dist> centimeters", "cm|厘米|公分", Unit::Centimetre),
    ("<dist> feet", FEET, Unit::Foot),
    ("<dist> inch", INCHES, Unit::Inch),
    ("<dist> km", "km|千米|公(里|裏)", Unit::Kilometre),
    ("<dist> meters", "m|米|公尺", Unit::Metre),
    ("<dist> miles", "miles?|英(里|裏)", Unit::Mile),
];

fn distance(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Distance(MeasureData::new(amount, unit)))
}

/// An interval open on one side, bounded by the simple distance `m`.
fn open(bound: fn(f64) -> Amount, m: &MeasureData) -> Option<Token> {
    distance(bound(m.simple_value()?), m.unit)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules: Vec<Rule> = UNITS
        .iter()
        .map(|&(name, pattern, unit)| {
            Rule::new(name, vec![numeral(|_| true), re(pattern)], move |m| {
                distance(Amount::Value(m[0].numeral()?.value), unit)
            })
        })
        .collect();
    rules.extend([
        Rule::new(
            "<dist> feet and <dist> inch ",
            vec![numeral(|_| true), re(FEET), numeral(|_| true), re(INCHES)],
            |m| distance(Amount::Value(m[0].numeral()?.value), Unit::Foot),
        ),
        Rule::new(
            "one meter and <dist>",
            vec![re("米"), numeral(is_positive)],
            |m| {
                let tenths = m[1].numeral()?.value / 10.0;
                distance(Amount::Value(1.0 + tenths), Unit::Metre)
            },
        ),
        Rule::new(
            "<dist> meters and <dist>",
            vec![numeral(is_positive), re("米"), numeral(is_positive)],
            |m| {
                let (whole, tenths) = (m[0].numeral()?.value, m[2].numeral()?.value / 10.0);
                distance(Amount::Value(whole + tenths), Unit::Metre)
            },
        ),
        Rule::new(
            "<numeral> - <dist>",
            vec![
                numeral(is_positive),
                re("-|~|到|至"),
                simple(Kind::Distance),
            ],
            |m| between(Token::Distance, m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "<dist> - <dist>",
            vec![
                simple(Kind::Distance),
                re("-|~|到|至"),
                simple(Kind::Distance),
            ],
            |m| between_measures(Token::Distance, m[0].measure()?, m[2].measure()?),
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money> (最多|至少|最少)",
            vec![re("(最多|至少|最少|起碼)"), simple(Kind::Distance)],
            |m| match m[0].group(1)? {
                "最多" => open(Amount::Under, m[1].measure()?),
                _ => open(Amount::Above, m[1].measure()?),
            },
        ),
        Rule::new(
            "under/less/lower/no more than <amount-of-money> (以下|以上)",
            vec![simple(Kind::Distance), re("(以下|以上)")],
            |m| match m[1].group(1)? {
                "以下" => open(Amount::Under, m[0].measure()?),
                _ => open(Amount::Above, m[0].measure()?),
            },
        ),
        Rule::new(
            "about <distance>",
            vec![any(Kind::Distance), re("左右")],
            |m| Some(Token::Distance(m[0].measure()?.clone())),
        ),
    ]);
    rules
}
