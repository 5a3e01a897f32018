//! Splits the text into number atoms: digit forms ("1,234.5", ".5", "3k", "1/5") and number words ("forty",
//! "hundred", "a dozen", "point", "minus"), each with its byte range, plus the kind of gap between neighbours.
//!
//! One combined regex finds every atom in a single left-to-right pass over the lowercased text; the
//! composition into whole numbers happens in [`super::compose`]. Words must stand alone ("someone" holds no
//! "one"); digits may touch letters ("3km", "Rs20") because other dimensions build on such numbers, and
//! [`super::compose`] marks them as attached.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use crate::Error;
use crate::engine::context::Context;
use crate::engine::text::{is_whole_words, is_word_char};

/// A number-related word and what it contributes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Word {
    /// 0..=9 ("zero", "nought", "one", …).
    Unit(f64),
    /// 10..=19.
    Teen(f64),
    /// 20, 30, … 90.
    Tens(f64),
    Hundred,
    /// A scale that multiplies what precedes it: thousand, lakh, million, crore, billion. `needs_number`
    /// marks abbreviations ("bn", "cr", "lac") that only count after a number.
    Scale {
        value: f64,
        needs_number: bool,
    },
    /// "dozen", "a dozen", "dozens".
    Dozen,
    /// "a couple", "pair", "a few": small numbers that open a phrase but do not extend one.
    Informal(f64),
    /// "point" or "dot" between a whole part and its decimals.
    Point,
    /// "minus" or "negative".
    Minus,
}

/// What an atom is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum AtomKind {
    /// A number written with digits. `value` already includes a "k"/"M"/"G" suffix; `base_end` is where the
    /// digits stop (before that suffix), `base_value` their value.
    Digits {
        value: f64,
        base_value: f64,
        base_end: usize,
        /// Plain digits only ("042"): usable as the decimals after "point".
        plain: bool,
    },
    Word(Word),
}

#[derive(Debug, Clone, PartialEq)]
pub(super) struct Atom {
    pub range: Range<usize>,
    pub kind: AtomKind,
}

/// What separates two neighbouring atoms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Gap {
    /// Whitespace only.
    Space,
    /// A hyphen or dash, optionally with whitespace around it ("twenty-one").
    Hyphen,
    /// The word "and" between whitespace ("one hundred and three").
    And,
    /// Anything else: the atoms belong to different numbers.
    Break,
}

/// Number words, each with what it means. Plural scales ("thousands") mean the same as the singular.
const WORDS: &[(&str, Word)] = &[
    ("zero", Word::Unit(0.0)),
    ("naught", Word::Unit(0.0)),
    ("nought", Word::Unit(0.0)),
    ("nil", Word::Unit(0.0)),
    ("zilch", Word::Unit(0.0)),
    ("one", Word::Unit(1.0)),
    ("two", Word::Unit(2.0)),
    ("three", Word::Unit(3.0)),
    ("four", Word::Unit(4.0)),
    ("five", Word::Unit(5.0)),
    ("six", Word::Unit(6.0)),
    ("seven", Word::Unit(7.0)),
    ("eight", Word::Unit(8.0)),
    ("nine", Word::Unit(9.0)),
    ("ten", Word::Teen(10.0)),
    ("eleven", Word::Teen(11.0)),
    ("twelve", Word::Teen(12.0)),
    ("thirteen", Word::Teen(13.0)),
    ("fourteen", Word::Teen(14.0)),
    ("fifteen", Word::Teen(15.0)),
    ("sixteen", Word::Teen(16.0)),
    ("seventeen", Word::Teen(17.0)),
    ("eighteen", Word::Teen(18.0)),
    ("nineteen", Word::Teen(19.0)),
    ("twenty", Word::Tens(20.0)),
    ("thirty", Word::Tens(30.0)),
    ("forty", Word::Tens(40.0)),
    ("fourty", Word::Tens(40.0)),
    ("fifty", Word::Tens(50.0)),
    ("sixty", Word::Tens(60.0)),
    ("seventy", Word::Tens(70.0)),
    ("eighty", Word::Tens(80.0)),
    ("ninety", Word::Tens(90.0)),
    ("hundred", Word::Hundred),
    ("hundreds", Word::Hundred),
    ("thousand", scale(1e3)),
    ("thousands", scale(1e3)),
    ("lakh", scale(1e5)),
    ("lakhs", scale(1e5)),
    ("lkh", abbreviated(1e5)),
    ("lkhs", abbreviated(1e5)),
    ("lac", abbreviated(1e5)),
    ("lacs", abbreviated(1e5)),
    ("million", scale(1e6)),
    ("millions", scale(1e6)),
    ("crore", scale(1e7)),
    ("crores", scale(1e7)),
    ("krore", scale(1e7)),
    ("krores", scale(1e7)),
    ("koti", abbreviated(1e7)),
    ("cr", abbreviated(1e7)),
    ("billion", scale(1e9)),
    ("billions", scale(1e9)),
    ("bn", abbreviated(1e9)),
    ("dozen", Word::Dozen),
    ("dozens", Word::Dozen),
    ("single", Word::Informal(1.0)),
    ("couple", Word::Informal(2.0)),
    ("couples", Word::Informal(2.0)),
    ("pair", Word::Informal(2.0)),
    ("pairs", Word::Informal(2.0)),
    ("few", Word::Informal(3.0)),
    ("point", Word::Point),
    ("dot", Word::Point),
    ("minus", Word::Minus),
    ("negative", Word::Minus),
];

/// Words that may follow "a " as one atom ("a dozen", "a couple", "a hundred").
const WITH_ARTICLE: &[&str] = &[
    "dozen", "couple", "pair", "few", "hundred", "thousand", "lakh", "million", "crore", "billion",
];

const fn scale(value: f64) -> Word {
    Word::Scale {
        value,
        needs_number: false,
    }
}

const fn abbreviated(value: f64) -> Word {
    Word::Scale {
        value,
        needs_number: true,
    }
}

/// Digit forms, most specific first, then every number word (longest first, so "fourteen" beats "four").
pub(super) static ATOM: LazyLock<Regex> = LazyLock::new(|| {
    let mut words: Vec<&str> = WORDS.iter().map(|(w, _)| *w).collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let pattern = format!(
        r"{SKIPPED_DIGITS}|{DIGITS}|a\s+(?:{})|(?:{})",
        WITH_ARTICLE.join("|"),
        words.join("|")
    );
    Regex::new(&pattern).expect("valid regex")
});

/// Runs of digits with two or more dots or slashes: versions, IP addresses, dates. They hold no number.
const SKIPPED_DIGITS: &str = r"[0-9]+(?:\.[0-9]+){2,}|[0-9]+(?:/[0-9]+){2,}";

/// "1,234.5", ".5" or "1.5", "1/5", "42".
const DIGITS: &str = r"[0-9]+(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]*\.[0-9]+|[0-9]+/[0-9]+|[0-9]+";

/// Digit numbers longer than this (card numbers, ids) are not numbers, as in Duckling (`\d{1,18}`).
const MAX_INTEGER_DIGITS: usize = 18;

/// Every atom of the text, left to right.
pub(super) fn atoms(cx: &Context) -> Result<Vec<Atom>, Error> {
    let (text, lower) = (cx.text, cx.lower.as_str());
    let mut found = Vec::new();
    let mut at = 0;
    // Every digit form opens with `[0-9]+` or `[0-9]*` and reads on the same from any of its digits.
    let digit = |b: u8| b.is_ascii_digit();
    while let Some(whole) = crate::engine::chunked::find_range_at(cx, &ATOM, lower, at, digit)? {
        cx.check_cancel()?;
        let matched = &lower[whole.clone()];
        if matched.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
            at = whole.end;
            let skipped = matched.matches('.').count() > 1 || matched.matches('/').count() > 1;
            if !skipped && let Some(atom) = digits_atom(text, whole.clone()) {
                crate::engine::chunked::reserve(cx, &mut found, 1)?;
                found.push(atom);
            }
            continue;
        }
        if is_whole_words(text, whole.start, whole.end)
            && let Some(word) = word_of(matched)
        {
            crate::engine::chunked::reserve(cx, &mut found, 1)?;
            found.push(Atom {
                range: whole.clone(),
                kind: AtomKind::Word(word),
            });
            at = whole.end;
        } else {
            // A word inside a longer word ("someone"); a shorter atom may still start inside it ("banana dozen").
            at = next_char(lower, whole.start);
        }
    }
    Ok(found)
}

/// The meaning of a matched word, "a dozen" included.
fn word_of(matched: &str) -> Option<Word> {
    let bare = match matched.strip_prefix('a') {
        Some(rest) if rest.starts_with(char::is_whitespace) => rest.trim_start(),
        _ => matched,
    };
    WORDS
        .iter()
        .find(|(w, _)| *w == bare)
        .map(|(_, word)| *word)
}

fn next_char(s: &str, at: usize) -> usize {
    s[at..]
        .chars()
        .next()
        .map_or(s.len(), |c| at + c.len_utf8())
}

/// A digit atom, with its "k"/"M"/"G" suffix if one follows; `None` when the digits run into more digits or
/// are too long to be a number.
fn digits_atom(text: &str, range: Range<usize>) -> Option<Atom> {
    let digits = &text[range.clone()];
    let before = text[..range.start].chars().next_back();
    let after = text[range.end..].chars().next();
    if before.is_some_and(|c| c.is_ascii_digit()) || after.is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    // Counts the digits of the whole part only up to one too many: a megabyte of digits is rejected at once.
    let whole_part_digits = digits
        .bytes()
        .take_while(|&b| b != b'.' && b != b'/')
        .filter(u8::is_ascii_digit)
        .take(MAX_INTEGER_DIGITS + 1)
        .count();
    if whole_part_digits > MAX_INTEGER_DIGITS {
        return None;
    }
    let base_value = digits_value(digits)?;
    let (value, end) = match suffix(text, range.end) {
        Some((factor, end)) => (base_value * factor, end),
        None => (base_value, range.end),
    };
    Some(Atom {
        range: range.start..end,
        kind: AtomKind::Digits {
            value,
            base_value,
            base_end: range.end,
            plain: digits.bytes().all(|b| b.is_ascii_digit()),
        },
    })
}

/// The value of "1,234.5", ".5", "042" or "1/5".
fn digits_value(digits: &str) -> Option<f64> {
    if let Some((numerator, denominator)) = digits.split_once('/') {
        let (n, d) = (
            numerator.parse::<f64>().ok()?,
            denominator.parse::<f64>().ok()?,
        );
        return (d != 0.0).then(|| n / d);
    }
    let cleaned: String = digits.chars().filter(|&c| c != ',').collect();
    let cleaned = if cleaned.starts_with('.') {
        format!("0{cleaned}")
    } else {
        cleaned
    };
    cleaned.parse::<f64>().ok()
}

/// A multiplier suffix after digits: "k", "m", "g" or "bn" glued on ("3k", "1.2M", "2bn"), or a capital
/// "K"/"M"/"G" after spaces ("5 M"). The suffix must end the word ("3km" has none). Returns the factor and where it ends.
fn suffix(text: &str, at: usize) -> Option<(f64, usize)> {
    let rest = &text[at..];
    let trimmed = rest.trim_start();
    let spaced = trimmed.len() != rest.len();
    let (factor, len) = match (trimmed.as_bytes(), spaced) {
        ([b'b' | b'B', b'n' | b'N', ..], false) => (1e9, 2),
        ([b'k' | b'K', ..], false) | ([b'K', ..], true) => (1e3, 1),
        ([b'm' | b'M', ..], false) | ([b'M', ..], true) => (1e6, 1),
        ([b'g' | b'G', ..], false) | ([b'G', ..], true) => (1e9, 1),
        _ => return None,
    };
    let end = at + (rest.len() - trimmed.len()) + len;
    if text[end..].chars().next().is_some_and(is_word_char) {
        return None;
    }
    Some((factor, end))
}

/// What lies between two atoms: `text[from..to]`.
pub(super) fn gap(text: &str, from: usize, to: usize) -> Gap {
    let between = &text[from..to];
    let inner = between.trim();
    if between.is_empty() {
        Gap::Break
    } else if inner.is_empty() {
        Gap::Space
    } else if matches!(inner, "-" | "\u{2014}" | "\u{2013}") {
        Gap::Hyphen
    } else if inner.eq_ignore_ascii_case("and") && inner.len() + 2 <= between.len() {
        let starts_spaced = between.starts_with(char::is_whitespace);
        let ends_spaced = between.ends_with(char::is_whitespace);
        if starts_spaced && ends_spaced {
            Gap::And
        } else {
            Gap::Break
        }
    } else {
        Gap::Break
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(&str, AtomKind)> {
        let options = crate::Options::default();
        let cx = Context::new(text, &options, &|| false);
        atoms(&cx)
            .unwrap()
            .into_iter()
            .map(|a| (&text[a.range.clone()], a.kind))
            .collect()
    }

    #[test]
    fn words_stand_alone_digits_may_touch_letters() {
        let found = kinds("someone fourteenth 3km banana dozen");
        let texts: Vec<&str> = found.iter().map(|(t, _)| *t).collect();
        assert_eq!(texts, vec!["3", "dozen"]);
    }

    #[test]
    fn suffixes_multiply_and_versions_are_skipped() {
        let found = kinds("1.2M 5 M 3k 1.2.3 12/25/2013");
        let values: Vec<f64> = found
            .iter()
            .filter_map(|(_, k)| match k {
                AtomKind::Digits { value, .. } => Some(*value),
                AtomKind::Word(_) => None,
            })
            .collect();
        assert_eq!(values, vec![1_200_000.0, 5e6, 3e3]);
    }

    #[test]
    fn gaps() {
        assert_eq!(gap("a b", 1, 2), Gap::Space);
        assert_eq!(gap("a - b", 1, 4), Gap::Hyphen);
        assert_eq!(gap("a and b", 1, 6), Gap::And);
        assert_eq!(gap("a, b", 1, 3), Gap::Break);
        assert_eq!(gap("ab", 1, 1), Gap::Break);
    }
}
