//! Hebrew ordinals (`Duckling/Ordinal/HE/Rules.hs`): "ראשון" to "עשירי", the teens and tens as words
//! ("שבע עשרה", "עשרים"), a composition with "ו", and digits followed by a blank.

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal, word_ordinal};
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

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinal composition (with and)",
            vec![any(Kind::Ordinal), re("ו"), any(Kind::Ordinal)],
            |m| ordinal(m[0].ordinal()?.value + m[2].ordinal()?.value),
        ),
        word_ordinal("ordinal 1", "(אחד|ראשון)", 1),
        word_ordinal("ordinal 10", "(עשרה|עשירי)", 10),
        word_ordinal("ordinal 11", "(אחד עשר(ה)?)", 11),
        word_ordinal("ordinal 12", "(שניים עשר|תרי עשר)", 12),
        word_ordinal("ordinal 13", "(שלוש(ה)? עשר(ה)?)", 13),
        word_ordinal("ordinal 14", "(ארבע(ה)? עשר(ה)?)", 14),
        word_ordinal("ordinal 15", "(חמישה עשר|חמש עשרה?)", 15),
        word_ordinal("ordinal 16", "(שש(ה)? עשר(ה)?)", 16),
        word_ordinal("ordinal 17", "(שבע(ה)? עשר(ה)?)", 17),
        word_ordinal("ordinal 18", "(שמונה עשר(ה)?)", 18),
        word_ordinal("ordinal 19", "(תשע(ה)? עשר(ה)?)", 19),
        word_ordinal("ordinal 2", "(שתיים|שניים|שני)", 2),
        Rule::new(
            "ordinal 20..90",
            vec![re("(עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)")],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)?),
        ),
        word_ordinal("ordinal 3", "(שלושה|שלישי)", 3),
        word_ordinal("ordinal 4", "(ארבעה|רביעי)", 4),
        word_ordinal("ordinal 5", "(חמישי|חמישה)", 5),
        word_ordinal("ordinal 6", "(ששה|שישי)", 6),
        word_ordinal("ordinal 7", "(שבעה|שביעי)", 7),
        word_ordinal("ordinal 8", "(שמונה|שמיני)", 8),
        word_ordinal("ordinal 9", "(תשעה|תשיעי)", 9),
        // Duckling's regex ends with a blank: the digits are an ordinal only before one.
        digits_ordinal("ordinal (digits)", r"0*(\d+) "),
    ]
}
