//! Hebrew numbers (`Duckling/Numeral/HE/Rules.hs`): words to the millions ("שלושים ושלוש", "ארבעה עשר",
//! "עשר אלף"), "זוג", "חצי", decimals and thousands commas, negatives ("מינוס").

use super::helpers::{
    double, has_grain, integer, is_positive, lookup, number_between, one_of_steps, power_of_ten,
    round_ten,
};
use super::shared::{compose_by_multiplication, digits, negative, number_dot_number};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};

const TENS: [(&str, i64); 8] = [
    ("עשרים", 20),
    ("שלושים", 30),
    ("ארבעים", 40),
    ("חמישים", 50),
    ("שישים", 60),
    ("שבעים", 70),
    ("שמונים", 80),
    ("תשעים", 90),
];

/// Duckling's "powers of tens": each word's grain.
const POWERS: [(&str, u8); 6] = [
    ("מאה", 2),
    ("מאות", 2),
    ("אלף", 3),
    ("אלפים", 3),
    ("מיליון", 6),
    ("מיליונים", 6),
];

/// A one-word number: Duckling's rule name, regex and value.
fn word(name: &'static str, pattern: &str, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| integer(value))
}

/// Duckling's `numberBetween 1 10`, which these rules take whatever the token's flags.
fn unit(n: &NumeralData) -> bool {
    number_between(n, 1.0, 10.0)
}

/// Duckling's "intersect" productions: a number with a grain, plus a number below its power of ten.
fn intersect_sum(a: &NumeralData, b: &NumeralData) -> Option<Token> {
    let grain = a.grain?;
    (10f64.powi(grain.into()) > b.value).then_some(())?;
    double(a.value + b.value)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits(
            "comma-separated numbers",
            r"(\d+(,\d\d\d)+(\.\d+)?)",
            Some(','),
            '.',
        ),
        Rule::new(
            "integer 21..99",
            vec![numeral(round_ten), numeral(unit)],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer 21..99 (with and)",
            vec![numeral(round_ten), re("ו"), numeral(unit)],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        word("couple", "זוג( של)?", 2),
        digits("decimal number", r"(\d*\.\d+)", None, '.'),
        word("integer 0", "(אפס|כלום)", 0),
        word("integer 9", "(תשע(ה)?)", 9),
        word("integer 10", "(עשר(ה)?)", 10),
        word("integer 12", "(שניים עשר|תרי עשר)", 12),
        Rule::new(
            "integer 11..19",
            vec![numeral(unit), numeral(|n| n.value == 10.0)],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re("(עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)")],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 101..999",
            vec![
                numeral(|n| one_of_steps(n, 100.0, 100.0, 900.0)),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        word("integer 1", "(אחד|אחת)", 1),
        word("integer 2", "(שתיים|שניים)", 2),
        word("integer 3", "(שלוש(ה)?)", 3),
        word("integer 4", "(ארבע(ה)?)", 4),
        word("integer 5", "(חמ(ש|ישה))", 5),
        word("integer 6", "(שש(ה)?)", 6),
        word("integer 7", "(שבע(ה)?)", 7),
        word("integer 8", "(שמונה)", 8),
        Rule::new(
            "intersect numbers",
            vec![
                numeral(has_grain),
                numeral(|n| !n.multipliable && is_positive(n)),
            ],
            |m| intersect_sum(m[0].numeral()?, m[1].numeral()?),
        ),
        // Duckling asks for a multiplier after the "and" here, not a smaller number.
        Rule::new(
            "intersect (with and)",
            vec![numeral(has_grain), re("ו"), numeral(|n| n.multipliable)],
            |m| intersect_sum(m[0].numeral()?, m[2].numeral()?),
        ),
        compose_by_multiplication(),
        number_dot_number("number dot number", "נקודה"),
        negative("-|מינוס"),
        Rule::new(
            "powers of tens",
            vec![re("(מא(ה|ות)|אל(ף|פים)|מיליו(ן|נים))")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
        word("single", "יחיד", 1),
        Rule::new("half", vec![re("חצי")], |_| double(0.5)),
    ]
}
