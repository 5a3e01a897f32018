//! `ordinal` as Duckling's rules build it (`Duckling/Ordinal/EN/Rules.hs`): "21st", "twenty-first", "third".

use serde_json::{Value, json};

use crate::dims::numeral::helpers::{lookup, parse_int};
use crate::dims::token::{OrdinalData, Rule, Token, re};

const ORDINALS: [(&str, i64); 27] = [
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("eleventh", 11),
    ("twelfth", 12),
    ("thirteenth", 13),
    ("fourteenth", 14),
    ("fifteenth", 15),
    ("sixteenth", 16),
    ("seventeenth", 17),
    ("eighteenth", 18),
    ("nineteenth", 19),
    ("twentieth", 20),
    ("thirtieth", 30),
    ("fortieth", 40),
    ("fiftieth", 50),
    ("sixtieth", 60),
    ("seventieth", 70),
    ("eightieth", 80),
    ("ninetieth", 90),
];

const TENS: [(&str, i64); 8] = [
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (first..twentieth,thirtieth,...)",
            vec![re(
                "(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (composite, e.g. eighty-seven, forty—seventh, twenty ninth, thirtythird)",
            vec![re(
                r"(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s\-—]?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)",
            )],
            |m| {
                let tens = lookup(&TENS, m[0].group(1)?)?;
                let units = lookup(&ORDINALS, m[0].group(2)?)?;
                ordinal(tens + units)
            },
        ),
        Rule::new(
            "ordinal (digits)",
            vec![re(r"0*(\d+) ?(st|nd|rd|th)")],
            |m| ordinal(parse_int(m[0].group(1)?)?),
        ),
    ]
}

/// An ordinal token of `value`.
pub(crate) fn ordinal(value: i64) -> Option<Token> {
    Some(Token::Ordinal(OrdinalData { value }))
}

/// An ordinal its language writes as one word (`name` Duckling's rule name, `pattern` the word's forms):
/// `value`.
pub(crate) fn word_ordinal(name: &'static str, pattern: &str, value: i64) -> Rule {
    Rule::new(name, vec![re(pattern)], move |_| ordinal(value))
}

/// An ordinal written in digits and the language's ending ("21st", "3-ci", "5."): the digits of
/// `pattern`'s first group; `name` is Duckling's ("ordinal (digits)" in most languages).
pub(crate) fn digits_ordinal(name: &'static str, pattern: &str) -> Rule {
    Rule::new(name, vec![re(pattern)], |m| {
        ordinal(parse_int(m[0].group(1)?)?)
    })
}

/// The entity value of an ordinal, in Duckling's shape: `{"type": "value", "value": 3}`.
pub(crate) fn to_json(o: &OrdinalData) -> Value {
    json!({"type": "value", "value": o.value})
}
