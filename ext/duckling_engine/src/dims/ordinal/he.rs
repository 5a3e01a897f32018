//! Hebrew ordinals (`Duckling/Ordinal/HE/Rules.hs`): "ראשון" to "עשירי", the teens and tens as words
//! ("שבע עשרה", "עשרים"), a composition with "ו", and digits followed by a blank.

use crate::dims::numeral::helpers::{lookup, parse_int};
use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Kind, Rule, any, re};

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

/// An ordinal word: Duckling's rule name, regex and value.
fn word(name: &'static str, pattern: &str, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| ordinal(value))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinal composition (with and)",
            vec![any(Kind::Ordinal), re("ו"), any(Kind::Ordinal)],
            |m| ordinal(m[0].ordinal()?.value + m[2].ordinal()?.value),
        ),
        word("ordinal 1", "(אחד|ראשון)", 1),
        word("ordinal 10", "(עשרה|עשירי)", 10),
        word("ordinal 11", "(אחד עשר(ה)?)", 11),
        word("ordinal 12", "(שניים עשר|תרי עשר)", 12),
        word("ordinal 13", "(שלוש(ה)? עשר(ה)?)", 13),
        word("ordinal 14", "(ארבע(ה)? עשר(ה)?)", 14),
        word("ordinal 15", "(חמישה עשר|חמש עשרה?)", 15),
        word("ordinal 16", "(שש(ה)? עשר(ה)?)", 16),
        word("ordinal 17", "(שבע(ה)? עשר(ה)?)", 17),
        word("ordinal 18", "(שמונה עשר(ה)?)", 18),
        word("ordinal 19", "(תשע(ה)? עשר(ה)?)", 19),
        word("ordinal 2", "(שתיים|שניים|שני)", 2),
        Rule::new(
            "ordinal 20..90",
            vec![re("(עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)")],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)?),
        ),
        word("ordinal 3", "(שלושה|שלישי)", 3),
        word("ordinal 4", "(ארבעה|רביעי)", 4),
        word("ordinal 5", "(חמישי|חמישה)", 5),
        word("ordinal 6", "(ששה|שישי)", 6),
        word("ordinal 7", "(שבעה|שביעי)", 7),
        word("ordinal 8", "(שמונה|שמיני)", 8),
        word("ordinal 9", "(תשעה|תשיעי)", 9),
        // Duckling's regex ends with a blank: the digits are an ordinal only before one.
        Rule::new("ordinal (digits)", vec![re(r"0*(\d+) ")], |m| {
            ordinal(parse_int(m[0].group(1)?)?)
        }),
    ]
}
