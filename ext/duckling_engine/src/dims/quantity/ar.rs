//! Arabic quantities (`Duckling/Quantity/AR/Rules.hs`): "2 غرام", "0.5 كغ من الفراولة", "3 اكواب من السكر",
//! and a unit alone ("كيلوغرام" is 1000 grams, "أونصتان" two ounces).

use super::quantity;
use crate::dims::measure::MeasureData;
use crate::dims::measure::units::Unit;
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Kind, Rule, Token, measure, numeral, re};

/// Duckling's `quantities`: name, regex, unit.
const UNITS: [(&str, &str, Unit); 4] = [
    ("<quantity> cups", "(كوب(ان|ين)?|[أا]كواب)", Unit::Cup),
    (
        "<quantity> grams",
        "(((كيلو|مي?لي?) ?)?((غ|ج)رام(ات|ين|ان)?)|ك(غ|ج)م?|مل(غ|ج)|(غ|ج)م)",
        Unit::Gram,
    ),
    ("<quantity> lb", "(باوند(ان|ين)?)", Unit::Pound),
    ("<quantity> oz", "([أا]ونص([ةه]|تان|تين|ات))", Unit::Ounce),
];

#[derive(Clone, Copy)]
enum Scale {
    Times(f64),
    Over(f64),
}
use Scale::{Over, Times};

/// Duckling's `opsMap`: what a spelling multiplies the count by (duals, milli- and kilograms).
const SCALES: [(&str, Scale); 58] = [
    ("غرامان", Times(2.0)),
    ("غرامين", Times(2.0)),
    ("كوبان", Times(2.0)),
    ("كوبين", Times(2.0)),
    ("باوندان", Times(2.0)),
    ("باوندين", Times(2.0)),
    ("اونصتان", Times(2.0)),
    ("اونصتين", Times(2.0)),
    ("أونصتان", Times(2.0)),
    ("أونصتين", Times(2.0)),
    ("جرامان", Times(2.0)),
    ("جرامين", Times(2.0)),
    ("ميلي غرامان", Over(500.0)),
    ("ميليغرامان", Over(500.0)),
    ("ميلغرامان", Over(500.0)),
    ("ميلي غرامين", Over(500.0)),
    ("ميليغرامين", Over(500.0)),
    ("ميلغرامين", Over(500.0)),
    ("ميلي جرامان", Over(500.0)),
    ("ميليجرامان", Over(500.0)),
    ("ميلجرامان", Over(500.0)),
    ("ميلي جرامين", Over(500.0)),
    ("ميليجرامين", Over(500.0)),
    ("ميلجرامين", Over(500.0)),
    ("ميلي غرام", Over(1000.0)),
    ("ميليغرام", Over(1000.0)),
    ("ميلغرام", Over(1000.0)),
    ("كيلوغرام", Times(1000.0)),
    ("كيلو غرام", Times(1000.0)),
    ("ميلي غرامات", Over(1000.0)),
    ("ميليغرامات", Over(1000.0)),
    ("ميلغرامات", Over(1000.0)),
    ("ملغ", Over(1000.0)),
    ("كغ", Times(1000.0)),
    ("كغم", Times(1000.0)),
    ("ميلي جرام", Over(1000.0)),
    ("ميليجرام", Over(1000.0)),
    ("ميلجرام", Over(1000.0)),
    ("ميلي جرامات", Over(1000.0)),
    ("ميليجرامات", Over(1000.0)),
    ("ميلجرامات", Over(1000.0)),
    ("كيلوغرامات", Times(1000.0)),
    ("كيلو غرامات", Times(1000.0)),
    ("ملج", Over(1000.0)),
    ("كيلوجرام", Times(1000.0)),
    ("كيلو جرام", Times(1000.0)),
    ("كيلوجرامات", Times(1000.0)),
    ("كيلو جرامات", Times(1000.0)),
    ("كج", Times(1000.0)),
    ("كجم", Times(1000.0)),
    ("كيلوغرامان", Times(2000.0)),
    ("كيلوغرامين", Times(2000.0)),
    ("كيلو غرامان", Times(2000.0)),
    ("كيلو غرامين", Times(2000.0)),
    ("كيلوجرامان", Times(2000.0)),
    ("كيلوجرامين", Times(2000.0)),
    ("كيلو جرامان", Times(2000.0)),
    ("كيلو جرامين", Times(2000.0)),
];

/// Duckling's `getValue`: `n` as the spelling scales it.
fn scaled(spelling: &str, n: f64) -> f64 {
    match lookup(&SCALES, spelling) {
        Some(Times(s)) => n * s,
        Some(Over(s)) => n / s,
        None => n,
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "<quantity> of product",
        vec![measure(Kind::Quantity, |_| true), re("من ([ء-ي]+)")],
        |m| {
            Some(Token::Quantity(MeasureData {
                product: Some(m[1].group(1)?.into()),
                ..m[0].measure()?.clone()
            }))
        },
    )];
    rules.extend(UNITS.iter().map(|&(name, words, unit)| {
        Rule::new(
            name,
            vec![numeral(|n| n.value > 0.0), re(words)],
            move |m| quantity(scaled(m[1].group(1)?, m[0].numeral()?.value), unit),
        )
    }));
    rules.extend(UNITS.iter().map(|&(name, words, unit)| {
        Rule::new(name, vec![re(words)], move |m| {
            quantity(scaled(m[0].group(1)?, 1.0), unit)
        })
    }));
    rules
}
