//! German numbers (`Duckling/Numeral/DE/Rules.hs`): digits as German writes them ("1.200.000", "1,5"), words
//! written as one ("einhundertzweiundzwanzig", read by `Duckling/Numeral/DE/NumParser.hs`), and their
//! compositions ("drei Millionen", "1 komma 1").

use super::helpers::{double, integer, lookup, number_between, power_of_ten, round_ten};
use super::shared::{compose_by_multiplication, digits, intersect, negative, number_dot_number};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};

/// Each spelling of a power of ten and its exponent, which is also its grain.
const POWERS_OF_TEN: [(&str, u8); 12] = [
    ("hundert", 2),
    ("hunderte", 2),
    ("tausend", 3),
    ("tausende", 3),
    ("million", 6),
    ("millionen", 6),
    ("milliarde", 9),
    ("milliarden", 9),
    ("billion", 12),
    ("billionen", 12),
    ("billiarde", 15),
    ("billiarden", 15),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("couple", vec![re("(ein )?paar")], |_| integer(2)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("dutzend")], |_| {
            Some(Token::Numeral(NumeralData {
                grain: Some(1),
                multipliable: true,
                ..NumeralData::new(12.0)
            }))
        }),
        Rule::new("few", vec![re("mehrere")], |_| integer(3)),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            ',',
        ),
        intersect("intersect", None),
        compose_by_multiplication(),
        number_dot_number("number dot number", "komma"),
        negative("-|minus|negativ"),
        Rule::new(
            "numbers suffixes (K, M, G)",
            // Duckling's `(?=[\W$€]|$)` after the letter: a word boundary.
            vec![any(Kind::Numeral), re(r"([kmg])\b")],
            |m| {
                let scale = match m[1].group(1)?.to_ascii_lowercase().as_str() {
                    "k" => 1e3,
                    "m" => 1e6,
                    "g" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * scale)
            },
        ),
        Rule::new(
            "numbers und",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("und"),
                numeral(round_ten),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "powers of tens",
            vec![re(
                "(hunderte?|tausende?|million(en)?|milliarde(n)?|billion(en)?|billiarde(n)?)",
            )],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 0",
            vec![re("(keine(m|n|r|s)?|keins?|null|nichts)")],
            |_| integer(0),
        ),
        Rule::new(
            "simple and complex numerals written as one word",
            vec![re(
                r"(ein|zwei|drei|vier|fünf|sech|sieb|acht|neun|zehn|elf|zwölf|hundert|tausend)?([^\s]+)?(eine[m|n|r|s]?|eins?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|[s|ß|z]ig|hundert|tausend)",
            )],
            // The groups follow one another, so together they are the whole match.
            |m| integer(words::parse_numeral(&m[0].group(0)?.to_lowercase())?),
        ),
    ]
}

/// Duckling's `NumParser`: a number written as one word, read by ordered choice (the first alternative that
/// succeeds is kept, as Haskell's `Maybe`-based `<|>`), then its inflection ("eins", "einen") removed.
mod words {
    /// What a parser read and the rest of the input.
    type Parsed<'s> = Option<(i64, &'s str)>;

    /// `form` read as `value`.
    fn assign<'s>(value: i64, form: &str, s: &'s str) -> Parsed<'s> {
        s.strip_prefix(form).map(|rest| (value, rest))
    }

    /// `p` then `q`, their values combined by `op`.
    fn then<'s>(
        p: impl Fn(&'s str) -> Parsed<'s>,
        q: impl Fn(&'s str) -> Parsed<'s>,
        op: fn(i64, i64) -> i64,
        s: &'s str,
    ) -> Parsed<'s> {
        let (a, rest) = p(s)?;
        let (b, rest) = q(rest)?;
        Some((op(a, b), rest))
    }

    fn add(a: i64, b: i64) -> i64 {
        a + b
    }

    fn mul(a: i64, b: i64) -> i64 {
        a * b
    }

    /// `p`, or nothing read as 0.
    fn opt<'s>(p: impl Fn(&'s str) -> Parsed<'s>, s: &'s str) -> Parsed<'s> {
        p(s).or(Some((0, s)))
    }

    /// A digit's words (Duckling's `NumItem`): its value and form, its form plus ten and its forms of ten
    /// times it where they are not the default (the form followed by "zehn", by "zig").
    struct Digit {
        value: i64,
        form: &'static str,
        plus10: Option<&'static str>,
        times10: &'static [(i64, &'static str)],
    }

    const fn digit(
        value: i64,
        form: &'static str,
        plus10: Option<&'static str>,
        times10: &'static [(i64, &'static str)],
    ) -> Digit {
        Digit {
            value,
            form,
            plus10,
            times10,
        }
    }

    const DIGITS: [Digit; 9] = [
        digit(1, "ein", Some("elf"), &[(10, "zehn")]),
        digit(2, "zwei", Some("zwölf"), &[(20, "zwanzig")]),
        digit(3, "drei", None, &[(30, "dreißig"), (30, "dreissig")]),
        digit(4, "vier", None, &[]),
        digit(5, "fünf", None, &[]),
        digit(6, "sechs", Some("sechzehn"), &[(60, "sechzig")]),
        digit(7, "sieben", Some("siebzehn"), &[(70, "siebzig")]),
        digit(8, "acht", None, &[]),
        digit(9, "neun", None, &[]),
    ];

    fn base(i: usize, s: &str) -> Parsed<'_> {
        assign(DIGITS[i].value, DIGITS[i].form, s)
    }

    fn plus10(i: usize, s: &str) -> Parsed<'_> {
        match DIGITS[i].plus10 {
            Some(form) => assign(DIGITS[i].value + 10, form, s),
            None => then(|s| base(i, s), |s| assign(10, "zehn", s), add, s),
        }
    }

    fn times10(i: usize, s: &str) -> Parsed<'_> {
        match DIGITS[i].times10 {
            [] => then(|s| base(i, s), |s| assign(10, "zig", s), mul, s),
            forms => forms.iter().find_map(|&(v, f)| assign(v, f, s)),
        }
    }

    fn from1to9(s: &str) -> Parsed<'_> {
        (0..9).find_map(|i| base(i, s))
    }

    fn tens_from20(s: &str) -> Parsed<'_> {
        (1..9).find_map(|i| times10(i, s))
    }

    fn und(s: &str) -> Parsed<'_> {
        assign(0, "und", s)
    }

    fn from1to99(s: &str) -> Parsed<'_> {
        then(
            |s| opt(|s| then(from1to9, und, add, s), s),
            tens_from20,
            add,
            s,
        )
        .or_else(|| (0..9).find_map(|i| plus10(i, s)))
        .or_else(|| assign(10, "zehn", s))
        .or_else(|| from1to9(s))
    }

    fn from1to999(s: &str) -> Parsed<'_> {
        let hundreds = |s| {
            then(
                |s| then(from1to9, |s| assign(100, "hundert", s), mul, s),
                |s| opt(und, s),
                add,
                s,
            )
        };
        then(|s| opt(hundreds, s), |s| opt(from1to99, s), add, s)
    }

    fn from1to999999(s: &str) -> Parsed<'_> {
        let thousands = |s| {
            then(
                |s| then(from1to999, |s| assign(1000, "tausend", s), mul, s),
                |s| opt(und, s),
                add,
                s,
            )
        };
        then(|s| opt(thousands, s), |s| opt(from1to999, s), add, s)
    }

    fn from_year1100to1999(s: &str) -> Parsed<'_> {
        then(
            |s| (0..9).find_map(|i| then(|s| plus10(i, s), |s| assign(100, "hundert", s), mul, s)),
            |s| opt(|s| then(|s| opt(und, s), from1to99, add, s), s),
            add,
            s,
        )
    }

    /// Duckling's `parseNumeral` over a lower-cased word: "hundert" and "tausend" alone stand for one of them.
    pub(super) fn parse_numeral(word: &str) -> Option<i64> {
        let (n, suffix) = from_year1100to1999(word).or_else(|| {
            if word.starts_with("hundert") || word.starts_with("tausend") {
                let prefixed = format!("ein{word}");
                from1to999999(&prefixed).map(|(n, rest)| (n, &word[word.len() - rest.len()..]))
            } else {
                from1to999999(word)
            }
        })?;
        let inflected = n % 10 == 1 && ["s", "e", "em", "en", "er", "es"].contains(&suffix);
        (inflected || suffix.is_empty()).then_some(n)
    }

    #[cfg(test)]
    mod tests {
        use super::parse_numeral;

        /// What the parser makes of words the corpus does not spell: a digit left over is no number, the
        /// inflection of "ein" only ends a number ending in one.
        #[test]
        fn words_parse_whole_or_not_at_all() {
            assert_eq!(parse_numeral("einundzwanzig"), Some(21));
            assert_eq!(parse_numeral("hunderteins"), Some(101));
            assert_eq!(parse_numeral("dreizehnhundert"), Some(1300));
            assert_eq!(parse_numeral("zweien"), None);
            assert_eq!(parse_numeral("tausendundeins"), Some(1001));
            assert_eq!(parse_numeral("zwanzigacht"), None);
        }
    }
}
