//! `phone-number` as Duckling's rule reads it (`Duckling/PhoneNumber/Rules.hs`): an optional country code
//! ("+1", "(+33)"), digits with separators, an optional extension ("ext 897", "x12"). The value is Duckling's
//! `PhoneNumberValue`, the country code in brackets, the digits without separators and the extension, numbers
//! printed as integers, rendered as its `ToJSON` does: `{"value": "(+1) 6507018887 ext 897", "type": "value"}`.
//!
//! Duckling's regex holds a look-ahead at the start of the digits, `(?=[-\d()\s\.]{6,16}(?:…)?(?:[^\d]+|$))`:
//! the digits begin with 6 to 16 characters of digits and separators followed by something that is not a
//! digit. Rust's regexes have no look-ahead, so the production checks it ([`digits_ahead`]); where it fails
//! after a two-digit country code, PCRE backtracks to a one-digit code and the digits start at its second
//! digit ("+1234567" is `(+1) 234567`), and so does the production.
//!
//! The regex has no set of literal prefixes the head index takes (its optional country code and bounded
//! repetitions multiply them past the index's limits), so the chart searches for it over the whole text as
//! Duckling does (unless the text has no room for the look-ahead anywhere: [`room_somewhere`]), each match
//! from the end of the previous one: "5-5-5-…" is a number of 21 digits every 42 characters, as in Duckling.
//! Where the look-ahead fails, PCRE tries the next start and Rust's search went on after the match; the two
//! differ only where such a later start is also a valid edge, which Duckling's corpus and real texts seldom
//! have.
//!
//! Duckling's PCRE classes are ASCII (`\d` is `[0-9]`, `\s` is `[\t\n\v\f\r ]`): written out here.

pub(crate) mod ar;
pub(crate) mod pt;
pub(crate) mod types;

pub(crate) use types::{PhoneNumberData, to_json};

use std::ops::Range;

use crate::dims::token::{Rule, Token, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![phone_number(r"e?xt?\.?")]
}

/// Duckling's rule, its extension introduced by `extension` ("ext", Portuguese "ramal").
pub(crate) fn phone_number(extension: &str) -> Rule {
    phone_number_in(&Digits::Ascii, extension)
}

/// The digits a phone number is written in: their regex class and a digit's value. An enum, so that a
/// production's many reads of a character's value are a match the compiler sees, not a call through a pointer.
pub(crate) enum Digits {
    Ascii,
    /// Arabic-Indic digits, as Arabic's own rule reads them (`Duckling/PhoneNumber/AR/Rules.hs`).
    ArabicIndic,
}

impl Digits {
    fn class(&self) -> &'static str {
        match self {
            Digits::Ascii => "0-9",
            Digits::ArabicIndic => "٠-٩",
        }
    }

    /// The value of `c`, if it is one of these digits.
    #[inline]
    fn value(&self, c: char) -> Option<u32> {
        match self {
            Digits::Ascii => c.to_digit(10),
            Digits::ArabicIndic => ('٠'..='٩').contains(&c).then(|| c as u32 - '٠' as u32),
        }
    }
}

/// Duckling's rule in `digits`, its extension introduced by `extension`.
pub(crate) fn phone_number_in(digits: &'static Digits, extension: &str) -> Rule {
    let d = digits.class();
    // Groups: 1 the country code, 2 the digits (the look-ahead's place is at its start), 3 the extension.
    // Duckling bounds the repetitions at 20 to keep its backtracking short.
    Rule::new(
        "phone number",
        vec![re(&format!(
            r"(?:\(?\+([{d}]{{1,2}})\)?[\t\n\x0B\x0C\r .\-]*)?((?:[{d}(]{{1,20}}(?:[\-)\t\n\x0B\x0C\r .]*[{d}]{{1,20}}){{0,20}}){{1,20}})(?:[\t\n\x0B\x0C\r ]*{extension}[\t\n\x0B\x0C\r ]*([{d}]{{1,20}}))?",
        ))],
        move |m| {
            let text = m[0].haystack()?;
            let whole = m[0].range(0)?;
            // Every number of the text matches the regex; most are too short for the look-ahead, which
            // tells without the groups.
            if !room_for_digits_ahead(digits, &text[whole.start..]) {
                return None;
            }
            let groups = Groups::of(digits, &text[whole.clone()]);
            let at = |r: Range<usize>| whole.start + r.start..whole.start + r.end;
            let number = at(groups.number);
            let code = groups.code.map(at);
            let (prefix, number) = if digits_ahead(digits, &text[number.start..]) {
                (code.map(|c| &text[c]), number)
            } else {
                let code = code.filter(|c| text[c.clone()].chars().count() == 2)?;
                let second = code.start + text[code.clone()].chars().next()?.len_utf8();
                if !digits_ahead(digits, &text[second..]) {
                    return None;
                }
                (Some(&text[code.start..second]), second..number.end)
            };
            let mut digits_only = String::with_capacity(number.len());
            digits_only.extend(
                text[number]
                    .chars()
                    .filter_map(|c| digits.value(c))
                    .filter_map(|v| char::from_digit(v, 10)),
            );
            Some(Token::PhoneNumber(PhoneNumberData {
                prefix: prefix.map(|p| parse_int(digits, p)),
                number: digits_only,
                extension: groups.extension.map(|e| parse_int(digits, &text[at(e)])),
            }))
        },
    )
    .only_in(move |text| room_somewhere(digits, text))
}

/// The regex's groups in one of its matches (byte ranges in the match): 1 the country code, 2 the digits, 3
/// the extension.
///
/// They are read off the match rather than searched for again: the regex's nested bounded repetitions make an
/// automaton of thousands of states, and its captures search cleared a bit per state and byte of the match
/// every time, two fifths of a short parse in the languages whose corpora are mostly phone numbers
/// (research/engine-profile). The match is the regex's leftmost-first one, so its groups are those of the
/// regex's first choices that match:
/// - the country code's part opens the match with `+` or `(+` (nothing else in the regex holds a `+`); its
///   code is two digits if the number can start after them (a digit or `(` after an optional `)` and the
///   separators), one otherwise, and the separators after it are all its own;
/// - the extension is there when the match holds a character the number cannot (the first letter of its
///   word); its digits end the match, and the number ends before the blanks that lead to that letter (a number
///   ends in a digit or `(`).
///
/// A test compares them with the captures of the `regex` crate over generated texts.
struct Groups {
    code: Option<Range<usize>>,
    number: Range<usize>,
    extension: Option<Range<usize>>,
}

impl Groups {
    fn of(digits: &Digits, found: &str) -> Groups {
        let digit = |c: char| digits.value(c).is_some();
        let blank = |c: char| "\t\n\x0B\x0C\r ".contains(c);
        let separator = |c: char| blank(c) || c == '.' || c == '-';
        let in_number = |c: char| digit(c) || separator(c) || "()+".contains(c);
        let (number_end, extension) = match found.find(|c| !in_number(c)) {
            Some(word) => (
                found[..word].trim_end_matches(blank).len(),
                Some(found.trim_end_matches(digit).len()..found.len()),
            ),
            None => (found.len(), None),
        };
        let Some(rest) = found.strip_prefix('+').or_else(|| found.strip_prefix("(+")) else {
            return Groups {
                code: None,
                number: 0..number_end,
                extension,
            };
        };
        let at = found.len() - rest.len();
        let after = |code: usize| {
            let rest = &rest[code..];
            rest.strip_prefix(')')
                .unwrap_or(rest)
                .trim_start_matches(separator)
        };
        let one = rest.chars().next().map_or(0, char::len_utf8);
        let code = rest[one..]
            .chars()
            .next()
            .filter(|&c| digit(c))
            .map(|c| one + c.len_utf8())
            .filter(|&two| after(two).starts_with(|c| digit(c) || c == '('))
            .unwrap_or(one);
        Groups {
            code: Some(at..at + code),
            number: found.len() - after(code).len()..number_end,
            extension,
        }
    }
}

/// Duckling's look-ahead `(?=[-\d()\s\.]{6,16}(?:\s*e?xt?\.?\s*(?:\d{1,20}))?(?:[^\d]+|$))` at the start of
/// `rest`: some 6 to 16 characters of digits and separators, then the end of the text or a character that is
/// no digit. (Its optional extension never decides: an extension starts with a blank or a letter, which
/// already is no digit.)
fn digits_ahead(digits: &Digits, rest: &str) -> bool {
    // The k-th character, from the sixth to the seventeenth, ends the class's run or is a separator in it.
    let mut chars = rest.chars();
    for k in 0..=16 {
        match chars.next() {
            Some(c) if in_look_ahead(digits, c) => {
                if k >= 6 && digits.value(c).is_none() {
                    return true;
                }
            }
            _ => return k >= 6,
        }
    }
    false
}

/// Whether [`digits_ahead`] can hold anywhere in a match that starts `rest`: its digits start after at most
/// a country code made of `(`, `+`, digits, `)` and separators, so six characters of the look-ahead's class
/// from there need six of that class or `+` from the match's start.
fn room_for_digits_ahead(digits: &Digits, rest: &str) -> bool {
    let mut chars = rest.chars();
    (0..6).all(|_| chars.next().is_some_and(|c| in_room(digits, c)))
}

/// A character [`room_for_digits_ahead`] takes: one of the look-ahead's class, or a country code's `+`.
fn in_room(digits: &Digits, c: char) -> bool {
    in_look_ahead(digits, c) || c == '+'
}

/// Whether [`room_for_digits_ahead`] holds at some place of `text` where a match may start (`(`, `+` or a
/// digit): the production gives nothing in a text where it holds nowhere, and most sentences with a number
/// ("at 5pm", "2 tickets") are such texts, which the regex would be searched over for nothing.
fn room_somewhere(digits: &Digits, text: &str) -> bool {
    match digits {
        // Byte by byte: a byte of a longer character reads as a character past ASCII, of no class here.
        Digits::Ascii => room_among(digits, text.bytes().map(char::from)),
        Digits::ArabicIndic => room_among(digits, text.chars()),
    }
}

fn room_among(digits: &Digits, chars: impl Iterator<Item = char>) -> bool {
    // Characters of the class in a row from the first place in that run where a match may start: a later
    // place in the same run has fewer after it.
    let mut run = None;
    for c in chars {
        run = if !in_room(digits, c) {
            None
        } else if let Some(n) = run {
            Some(n + 1)
        } else {
            (digits.value(c).is_some() || c == '(' || c == '+').then_some(1)
        };
        if run == Some(6) {
            return true;
        }
    }
    false
}

/// A character of the look-ahead's class `[-\d()\s\.]`.
fn in_look_ahead(digits: &Digits, c: char) -> bool {
    digits.value(c).is_some()
        || matches!(
            c,
            '-' | '(' | ')' | '.' | '\t' | '\n' | '\x0B' | '\x0C' | '\r' | ' '
        )
}

/// Duckling's `parseInt` of a run of digits: an `Integer` narrowed to a 64-bit `Int`, which wraps.
fn parse_int(digits: &Digits, run: &str) -> i64 {
    run.chars()
        .filter_map(|c| digits.value(c))
        .fold(0i64, |n, v| n.wrapping_mul(10).wrapping_add(i64::from(v)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dim;
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;
    use serde_json::json;

    /// Texts and the value the real Duckling gives for them (Duckling's corpus has its own lines in
    /// test/conformance).
    const EXAMPLES: &[(&str, &str)] = &[
        ("(650) 701-8887", "6507018887"),
        ("650 - 701 - 8887", "6507018887"),
        ("+1 (650) 701-8887", "(+1) 6507018887"),
        ("+16507018887", "(+16) 507018887"),
        ("+1234567", "(+1) 234567"),
        ("+12 3456", "(+1) 23456"),
        ("+44 (0) 20 7946 0958", "(+44) 02079460958"),
        ("+353 87 123 4567", "(+35) 3871234567"),
        ("650-701-8887 x 897", "6507018887 ext 897"),
        ("650-701-8887ext897", "6507018887 ext 897"),
        ("+1-650-701-8887 x012", "(+1) 6507018887 ext 12"),
        ("0033 1 46 64 79 98", "0033146647998"),
        ("2013-02-12", "20130212"),
        ("192.168.100.200", "192168100200"),
        ("4111 1111 1111 1111", "4111111111111111"),
        ("123456", "123456"),
    ];

    #[test]
    fn examples() {
        let examples: Vec<(&str, String)> = EXAMPLES
            .iter()
            .map(|&(text, value)| (text, json!({"value": value, "type": "value"}).to_string()))
            .collect();
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check(Kind::PhoneNumber, &examples);
        check_none(
            Kind::PhoneNumber,
            &[
                "12345",
                "12345678901234567",
                "+ 650",
                "1,234,567",
                "call me at 5",
            ],
        );
    }

    #[test]
    fn duckling_s_look_ahead() {
        assert!(digits_ahead(&Digits::Ascii, "123456"));
        assert!(digits_ahead(&Digits::Ascii, "123456 and"));
        assert!(!digits_ahead(&Digits::Ascii, "12345"));
        assert!(digits_ahead(&Digits::Ascii, "1234567890123456"));
        assert!(!digits_ahead(&Digits::Ascii, "12345678901234567"));
        assert!(digits_ahead(&Digits::Ascii, "1234567 8901234567890"));
        assert!(!digits_ahead(&Digits::Ascii, "12345678901234567 890"));
    }

    #[test]
    fn groups_are_the_regex_s_captures() {
        use crate::dims::testing::{RandomTexts, reference_regex};
        // Pieces of phone numbers and of the words around them (split at `|`), digits most often; random
        // texts of them.
        let cases: [(&Digits, &str, &str); 3] = [
            (
                &Digits::Ascii,
                r"e?xt?\.?",
                "0|1|2|3|5|9|12|44|650|(|)|+|-|.| |\t|x|X|e|t|ext|a|12345678901234567890",
            ),
            (
                &Digits::Ascii,
                r"ramal\.?",
                "0|1|2|5|9|12|(|)|+|-|.| |ramal|RAMAL|r|x",
            ),
            (
                &Digits::ArabicIndic,
                r"(?:e?xt?|فرعي)\.?",
                "٠|١|٢|٥|٩|١٢|(|)|+|-|.| |x|ext|فرعي|1|ع",
            ),
        ];
        let mut texts = RandomTexts::new(0x9E37_79B9_7F4A_7C15);
        for (digits, extension, pieces) in cases {
            let pieces: Vec<&str> = pieces.split('|').collect();
            let re = reference_regex(&phone_number_in(digits, extension));
            let (mut codes, mut extensions, mut matches) = ([0; 3], 0, 0);
            for _ in 0..20_000 {
                let text = texts.text(&pieces, 16);
                for caps in re.captures_iter(&text) {
                    let whole = caps.get(0).expect("group 0");
                    let groups = Groups::of(digits, whole.as_str());
                    let group = |i| {
                        caps.get(i)
                            .map(|g| g.start() - whole.start()..g.end() - whole.start())
                    };
                    assert_eq!(
                        (
                            groups.code.clone(),
                            Some(groups.number),
                            groups.extension.clone()
                        ),
                        (group(1), group(2), group(3)),
                        "{text:?} {extension}"
                    );
                    matches += 1;
                    codes[groups.code.map_or(0, |c| whole.as_str()[c].chars().count())] += 1;
                    extensions += usize::from(groups.extension.is_some());
                }
            }
            // Every branch was taken: no code, one digit, two digits; an extension.
            assert!(codes.iter().all(|&n| n > 100), "{codes:?} {extension}");
            assert!(
                extensions > 100 && matches > 10_000,
                "{extensions} {matches}"
            );
        }
    }

    #[test]
    fn a_text_with_a_match_that_has_room_has_room_somewhere() {
        use crate::dims::testing::{RandomTexts, reference_regex};
        // Wherever a match of the regex has room for the look-ahead at its start (the production's first
        // test), the text has room somewhere; random texts of pieces of numbers and words.
        let cases: [(&Digits, &str); 2] = [
            (
                &Digits::Ascii,
                "0|1|5|12|650|(|)|+|-|.| |\t|x|at|pm|a|é|12345",
            ),
            (&Digits::ArabicIndic, "٠|١|٥|١٢|(|)|+|-|.| |x|ع|1"),
        ];
        let mut texts = RandomTexts::new(0x2545_F491_4F6C_DD1D);
        for (digits, pieces) in cases {
            let pieces: Vec<&str> = pieces.split('|').collect();
            let re = reference_regex(&phone_number_in(digits, r"e?xt?\.?"));
            let (mut with_room, mut without) = (0, 0);
            for _ in 0..20_000 {
                let text = texts.text(&pieces, 10);
                let room = re
                    .find_iter(&text)
                    .any(|m| room_for_digits_ahead(digits, &text[m.start()..]));
                assert!(!room || room_somewhere(digits, &text), "{text:?}");
                with_room += usize::from(room);
                without += usize::from(!room_somewhere(digits, &text));
            }
            assert!(
                with_room > 1_000 && without > 1_000,
                "{with_room} {without}"
            );
        }
        assert!(!room_somewhere(
            &Digits::Ascii,
            "call me at 5pm, or at 6:30 on 12/3"
        ));
        assert!(room_somewhere(&Digits::Ascii, "call (650) 701-8887"));
        assert!(room_somewhere(&Digits::Ascii, "+1 234"));
    }

    fn phones(text: &str) -> Vec<(String, String)> {
        crate::dims::bodies_with(Dim::PhoneNumber, "value", text)
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn numbers_in_a_sentence_as_duckling_reads_them() {
        assert_eq!(
            phones("call +1 (650) 701-8887 x12, or 06 20 70 22 20."),
            pairs(&[
                ("+1 (650) 701-8887 x12", "(+1) 6507018887 ext 12"),
                ("06 20 70 22 20", "0620702220"),
            ])
        );
        assert_eq!(
            phones("(650) 701-8887 (650) 701-8888"),
            pairs(&[
                ("(650) 701-8887", "6507018887"),
                ("(650) 701-8888", "6507018888")
            ])
        );
        assert_eq!(
            phones("on 2013-02-12 650-701-8887 called"),
            pairs(&[("2013-02-12 650-701-8887", "201302126507018887")])
        );
        assert_eq!(
            phones("1 (899) 807-8030"),
            pairs(&[("1", "1"), ("(899) 807-8030", "8998078030")])
        );
    }

    #[test]
    fn edges_stay_outside_words() {
        // Deliberate difference: Duckling reads "6507018887" in both.
        assert!(phones("abc6507018887").is_empty());
        assert!(phones("6507018887abc").is_empty());
    }

    #[test]
    fn pathological_inputs_stay_correct() {
        assert!(phones(&"5".repeat(100_000)).is_empty());
        assert!(phones(&"+1 ".repeat(30_000)).is_empty());
        assert!(phones(&"((((".repeat(25_000)).is_empty());
        assert!(phones(&"a@a@a@".repeat(17_000)).is_empty());
        assert!(phones(&"http://".repeat(15_000)).is_empty());
        // Duckling's repetitions stop at 20 groups: 21 digits, and the next number after the next dash.
        let dashes = phones(&"5-".repeat(50_000));
        assert_eq!(dashes.len(), 2_381);
        assert!(dashes.iter().all(|(_, v)| v.len() <= 21));
        let many = "call 650-701-8887 now ".repeat(5_000);
        assert_eq!(phones(&many).len(), 5_000);
    }
}
