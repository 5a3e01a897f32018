//! French numbers (`Duckling/Numeral/FR/Rules.hs`): the words up to sixty, the vigesimal seventies to
//! nineties ("soixante-treize", "quatre-vingt-dix-neuf"), powers of ten, and digits as French writes them
//! (decimal comma, thousands separated by dots or spaces).

use super::helpers::{
    double, has_grain, integer, is_positive, lookup, number_between, parse_double, power_of_ten,
};
use super::shared::{compose_by_multiplication, digits, suffixes_kmg};
use crate::dims::token::{Kind, Matched, NumeralData, Rule, Token, any, numeral, re};

const UNITS: [(&str, i64); 19] = [
    ("zero", 0),
    ("zéro", 0),
    ("un", 1),
    ("une", 1),
    ("deux", 2),
    ("trois", 3),
    ("quatre", 4),
    ("cinq", 5),
    ("six", 6),
    ("sept", 7),
    ("huit", 8),
    ("neuf", 9),
    ("dix", 10),
    ("onze", 11),
    ("douze", 12),
    ("treize", 13),
    ("quatorze", 14),
    ("quinze", 15),
    ("seize", 16),
];

const TENS: [(&str, i64); 5] = [
    ("vingt", 20),
    ("trente", 30),
    ("quarante", 40),
    ("cinquante", 50),
    ("soixante", 60),
];

/// Duckling's `oneOf`: a numeral whose value is one of `values`.
fn one_of(values: &'static [f64]) -> impl Fn(&NumeralData) -> bool {
    move |n| values.contains(&n.value)
}

fn equals(value: f64) -> impl Fn(&NumeralData) -> bool {
    move |n| n.value == value
}

/// The sum of the first and last numerals of a match ("vingt-trois", "soixante et onze").
fn first_plus_last(m: &[Matched<'_, Token>]) -> Option<Token> {
    double(m.first()?.numeral()?.value + m.last()?.numeral()?.value)
}

/// Digits with their thousands separator (the last one the regex saw, as Duckling's group) removed.
fn without_separator(digits: &str, separator: &str) -> String {
    digits.replace(separator, "")
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits("decimal number", r"(\d*,\d+)", None, ','),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(([\. ])\d\d\d)+,\d+)")],
            |m| {
                let digits = without_separator(m[0].group(1)?, m[0].group(3)?);
                double(parse_double(&digits.replace(',', "."))?)
            },
        ),
        Rule::new(
            "integer with thousands separator .",
            vec![re(r"(\d{1,3}(([\. ])\d\d\d){1,5})")],
            |m| {
                double(parse_double(&without_separator(
                    m[0].group(1)?,
                    m[0].group(3)?,
                ))?)
            },
        ),
        Rule::new(
            "number (0..16)",
            vec![re(
                "(z(e|é)ro|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize)",
            )],
            |m| integer(lookup(&UNITS, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (20..60)",
            vec![re("(vingt|trente|quarante|cinquante|soixante)")],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (17..19)",
            vec![
                numeral(equals(10.0)),
                re(r"[\s\-]+"),
                numeral(|n| number_between(n, 7.0, 10.0)),
            ],
            |m| double(10.0 + m[2].numeral()?.value),
        ),
        Rule::new("number 80", vec![re("quatre"), re("vingts?")], |_| {
            integer(80)
        }),
        Rule::new(
            "numbers 21 31 41 51",
            vec![
                numeral(one_of(&[20.0, 50.0, 40.0, 30.0])),
                re("-?et-?"),
                numeral(equals(1.0)),
            ],
            first_plus_last,
        ),
        Rule::new(
            "numbers 22..29 32..39 .. 52..59",
            vec![
                numeral(one_of(&[20.0, 50.0, 40.0, 30.0])),
                re(r"[\s\-]+"),
                numeral(|n| number_between(n, 2.0, 10.0)),
            ],
            first_plus_last,
        ),
        Rule::new(
            "numbers 61 71",
            vec![
                numeral(equals(60.0)),
                re("-?et-?"),
                numeral(one_of(&[1.0, 11.0])),
            ],
            first_plus_last,
        ),
        Rule::new(
            "numbers 81",
            vec![numeral(equals(80.0)), numeral(equals(1.0))],
            first_plus_last,
        ),
        Rule::new(
            "numbers 62..69 .. 92..99",
            vec![
                numeral(one_of(&[60.0, 80.0])),
                re(r"[\s\-]+"),
                numeral(|n| number_between(n, 2.0, 20.0)),
            ],
            first_plus_last,
        ),
        Rule::new(
            "numbers prefix with -, negative or minus",
            vec![re("-|moins"), any(Kind::Numeral)],
            |m| double(-m[1].numeral()?.value),
        ),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(cent|mille|millions?|milliards?)")],
            |m| {
                let grain = match m[0].group(1)?.to_lowercase().trim_end_matches('s') {
                    "cent" => 2,
                    "mille" => 3,
                    "million" => 6,
                    "milliard" => 9,
                    _ => return None,
                };
                power_of_ten(grain)
            },
        ),
        Rule::new(
            "intersect 2 numbers",
            vec![
                numeral(has_grain),
                numeral(|n| !n.multipliable && is_positive(n)),
            ],
            |m| {
                let (a, b) = (m[0].numeral()?, m[1].numeral()?);
                if 10f64.powi(a.grain?.into()) > b.value {
                    double(a.value + b.value)
                } else {
                    None
                }
            },
        ),
        compose_by_multiplication(),
    ]
}
