//! Dutch quantities (`Duckling/Quantity/NL/Rules.hs`): a number or "een" and a unit ("500 gram", "een
//! kopje", "2,0 pond", "10 ons", counted in grams), what it measures ("500 gram aardbeien"), hedges ("~",
//! "ongeveer") and ranges ("tussen 100 en 1000 gram", "100-1000 gram", "minstens 2 g").

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::{is_positive, lookup};
use crate::dims::token::{Kind, Rule, Token, any, measure, numeral, re};

/// Duckling's `quantities`: each rule's name, unit regex (its first group the unit as written) and unit.
const QUANTITIES: [(&str, &str, Unit); 6] = [
    ("<quantity> kopje", "(kopjes?)", Unit::Cup),
    ("<quantity> grams", "(g((r)?(am)?)?)", Unit::Gram),
    ("<quantity> milligrams", "((m(illi)?)(g(ram)?))", Unit::Gram),
    ("<quantity> kilograms", "((k(ilo)?)(g(ram)?)?)", Unit::Gram),
    ("<quantity> pond", "(pond(je(s)?)?)", Unit::Gram),
    ("<quantity> ons", "(ons(je(s)?)?)", Unit::Gram),
];

/// How a spelling scales a count into grams.
type Scale = fn(f64) -> f64;

/// Duckling's `opsMap`: the spellings that scale a count into grams. Others, "pondje" and "onsje" among
/// them, count as written, as in Duckling.
const SCALES: [(&str, Scale); 7] = [
    ("milligram", |v| v / 1000.0),
    ("mg", |v| v / 1000.0),
    ("kilo", |v| v * 1000.0),
    ("kilogram", |v| v * 1000.0),
    ("kg", |v| v * 1000.0),
    ("pond", |v| v * 500.0),
    ("ons", |v| v * 100.0),
];

/// Duckling's `getValue opsMap`: `count` in grams for the unit as `written`.
fn scaled(written: &str, count: f64) -> f64 {
    lookup(&SCALES, written).map_or(count, |scale| scale(count))
}

fn quantity(amount: Amount, unit: Unit) -> Option<Token> {
    Some(Token::Quantity(MeasureData::new(amount, unit)))
}

/// A quantity of one value and a unit, of nothing yet (Duckling's `isSimpleQuantity` and its rules' match).
fn simple(m: &MeasureData) -> bool {
    m.simple_value().is_some()
}

fn between(from: f64, to: &MeasureData) -> Option<Token> {
    let to_value = to.simple_value()?;
    if from < to_value {
        quantity(Amount::Between(from, to_value), to.unit)
    } else {
        None
    }
}

fn between_quantities(from: &MeasureData, to: &MeasureData) -> Option<Token> {
    if from.unit == to.unit {
        between(from.simple_value()?, to)
    } else {
        None
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "<quantity> product",
            vec![any(Kind::Quantity), re(r"(\w+)")],
            |m| {
                let product = m[1].group(1)?.to_lowercase().into_boxed_str();
                Some(Token::Quantity(MeasureData {
                    product: Some(product),
                    ..m[0].measure()?.clone()
                }))
            },
        ),
        Rule::new(
            "meer dan/minstens/op zijn minst <quantity>",
            vec![
                re("meer dan|minstens|minimaal|op zijn minst|minder dan"),
                measure(Kind::Quantity, simple),
            ],
            |m| {
                let from = m[1].measure()?;
                quantity(Amount::Above(from.simple_value()?), from.unit)
            },
        ),
        Rule::new(
            "minder dan/hoogstens/op zijn hoogst/maximaal/hooguit <quantity>",
            vec![
                re("minder dan|hoogstens|hooguit|maximaal|op zijn hoogst"),
                measure(Kind::Quantity, simple),
            ],
            |m| {
                let to = m[1].measure()?;
                quantity(Amount::Under(to.simple_value()?), to.unit)
            },
        ),
        Rule::new(
            "tussen|van <numeral> en|tot <quantity>",
            vec![
                re("tussen|van"),
                numeral(is_positive),
                re("tot|en"),
                measure(Kind::Quantity, simple),
            ],
            |m| between(m[1].numeral()?.value, m[3].measure()?),
        ),
        Rule::new(
            "rond|tussen|van <quantity> tot|en <quantity>",
            vec![
                re("tussen|van"),
                measure(Kind::Quantity, simple),
                re("en|tot"),
                measure(Kind::Quantity, simple),
            ],
            |m| between_quantities(m[1].measure()?, m[3].measure()?),
        ),
        Rule::new(
            "<numeral> - <quantity>",
            vec![
                numeral(is_positive),
                re("-"),
                measure(Kind::Quantity, simple),
            ],
            |m| between(m[0].numeral()?.value, m[2].measure()?),
        ),
        Rule::new(
            "<quantity> - <quantity>",
            vec![
                measure(Kind::Quantity, simple),
                re("-"),
                measure(Kind::Quantity, simple),
            ],
            |m| between_quantities(m[0].measure()?, m[2].measure()?),
        ),
        Rule::new(
            "ongeveer|plm|plusminus <quantity>",
            vec![
                re("~|precies|exact|ongeveer|bijna|ongeveer"),
                any(Kind::Quantity),
            ],
            |m| Some(Token::Quantity(m[1].measure()?.clone())),
        ),
    ];
    for (name, pattern, unit) in QUANTITIES {
        rules.push(Rule::new(
            name,
            vec![numeral(is_positive), re(pattern)],
            move |m| {
                let value = scaled(m[1].group(1)?, m[0].numeral()?.value);
                quantity(Amount::Value(value), unit)
            },
        ));
    }
    for (name, pattern, unit) in QUANTITIES {
        rules.push(Rule::new(
            name,
            vec![re(&format!("een? {pattern}"))],
            move |m| quantity(Amount::Value(scaled(m[0].group(1)?, 1.0)), unit),
        ));
    }
    rules
}
