//! `ordinal` as Duckling's rules build it (`Duckling/Ordinal/EN/Rules.hs`): "21st", "twenty-first", "third".

use regex_syntax::hir::literal::Extractor;

use crate::dims::numeral::helpers::{lookup, parse_int};
use crate::dims::token::{OrdinalData, Rule, Token, re};
use crate::engine::rule::syntax_tree;
use crate::engine::value::Json;

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
///
/// Where the pattern opens with `0*(\d+)` and what follows the group never begins with a digit, the group is
/// the match's opening run of digits less its leading zeros, and has that run's value: it is read off the
/// match, without a search for the groups. Mongolian's ending may be empty, so each of its numbers is such an
/// ordinal too, and that search was a twelfth of its parse. Turkish's ending `.` may take a number's last
/// digit ("4111111111111111" is the ordinal 411111111111111): its group is searched for.
pub(crate) fn digits_ordinal(name: &'static str, pattern: &str) -> Rule {
    if opens_with_its_digits(pattern) {
        return Rule::new(name, vec![re(pattern)], |m| {
            let text = m[0].group(0)?;
            let run = text
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(text.len());
            ordinal(parse_int(&text[..run])?)
        });
    }
    Rule::new(name, vec![re(pattern)], |m| {
        ordinal(parse_int(m[0].group(1)?)?)
    })
}

/// Whether `pattern` opens with `0*(\d+)` and what follows its group 1 never begins with a digit: then every
/// match opens with the group's digits, its leading zeros before them, and the run ends with the group.
fn opens_with_its_digits(pattern: &str) -> bool {
    let Some(rest) = pattern.strip_prefix(r"0*(\d+)") else {
        return false;
    };
    let Some(rest) = syntax_tree(rest) else {
        return false;
    };
    // Every match of the rest begins with one of these (an empty one where it may match nothing).
    let starts = Extractor::new().extract(&rest);
    starts.literals().is_some_and(|starts| {
        starts
            .iter()
            .all(|s| s.as_bytes().first().is_none_or(|b| !b.is_ascii_digit()))
    })
}

/// The entity value of an ordinal, in Duckling's shape: `{"type": "value", "value": 3}`.
pub(crate) fn to_json(o: &OrdinalData) -> Json {
    Json::object([("type", Json::Name("value")), ("value", Json::Int(o.value))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rule::{Item, Matched, RegexMatch};
    use regex_automata::{Anchored, Input};

    #[test]
    fn only_an_ending_that_cannot_take_a_digit_is_read_off_the_match() {
        assert!(opens_with_its_digits(r"0*(\d+)-?(ын|ийн|р|с|)"));
        assert!(opens_with_its_digits(r"0*(\d+)\."));
        assert!(opens_with_its_digits(r"0*(\d+) ?(st|nd|rd|th)"));
        assert!(!opens_with_its_digits(
            r"0*(\d+) ?('?)(inci|nci|ıncı|ncı|uncu|ncu|üncü|ncü|.)"
        ));
        assert!(!opens_with_its_digits(r"0*(\d+)(\d|x)"));
        assert!(!opens_with_its_digits(r"ke-0*(\d+)"));
    }

    /// The value is that of group 1, read off the match or searched for, for endings that may be empty, take
    /// a digit or need a dot, over leading zeros, zeros alone and numbers too long for an ordinal.
    #[test]
    fn digits_are_those_of_group_one() {
        let texts = [
            "21st",
            "007th",
            "000",
            "05.",
            "12-р",
            "12",
            "4111",
            "99999999999999999999th",
            "ke-05",
        ];
        let patterns = [
            r"0*(\d+) ?(st|nd|rd|th)",
            r"0*(\d+)\.",
            r"0*(\d+)-?(р|)",
            r"0*(\d+) ?('?)(inci|.)",
            r"ke-0*(\d+)",
        ];
        for pattern in patterns {
            let rule = digits_ordinal("ordinal (digits)", pattern);
            let Item::Regex(p) = &rule.pattern[0] else {
                panic!("one regex")
            };
            for text in texts {
                let input = Input::new(text).anchored(Anchored::Yes);
                let Some(found) = p.re().search(&input) else {
                    continue;
                };
                let m = RegexMatch::new(p, found);
                let matched: Matched<'_, Token> = Matched::Text { text, found: &m };
                let expected = matched.group(1).and_then(parse_int).and_then(ordinal);
                assert_eq!(
                    (rule.production)(&[matched]),
                    expected,
                    "{pattern} on {text}"
                );
            }
        }
    }
}
