//! Reading a unit: the word or symbol after a number ("3 km", "5''", "25°"), or after a count word
//! ("a liter", "half a gallon"), classified by a dimension's table of spellings.
//!
//! A unit is always a whole word: the letters after the number are taken as one run and the run must match
//! a spelling exactly, so "3 format" holds no "m" and "3 mints" no "mi". Tables hold Duckling's regexes,
//! compiled once into one [`RegexSet`] per dimension.

use std::ops::Range;

use regex::{Regex, RegexSet};

use super::Simple;
use super::look::{glued, skip_space};
use crate::Error;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::{ends_word, starts_word};

/// Symbols that stand for units on their own: feet, inches, degrees.
const SYMBOLS: [&str; 4] = ["''", "'", "\"", "°"];

/// A dimension's unit spellings: each a regex (matched against a whole lowercased word) and what it means.
pub(crate) struct UnitTable<S: 'static> {
    set: RegexSet,
    spellings: &'static [(&'static str, S)],
}

impl<S: Copy> UnitTable<S> {
    /// Compiles the spellings; the first that matches a word wins.
    pub fn new(spellings: &'static [(&'static str, S)]) -> Self {
        let set = RegexSet::new(spellings.iter().map(|(p, _)| format!("^(?:{p})$")))
            .expect("valid unit spellings");
        UnitTable { set, spellings }
    }

    /// What a lowercased word means, if it is a unit.
    pub fn classify(&self, word: &str) -> Option<S> {
        let first = self.set.matches(word).iter().next()?;
        Some(self.spellings[first].1)
    }

    /// The unit written at `at`, blanks allowed before it: its range and meaning.
    pub fn after(&self, cx: &Context, at: usize) -> Option<(Range<usize>, S)> {
        let range = unit_word(cx, at)?;
        let spelling = self.classify(&cx.lower[range.clone()])?;
        Some((range, spelling))
    }
}

/// The word or symbol at `at` (after blanks) that could be a unit: a run of ASCII letters that ends a word,
/// or one of [`SYMBOLS`].
fn unit_word(cx: &Context, at: usize) -> Option<Range<usize>> {
    let start = skip_space(cx.text, at);
    if glued(cx.text, start) {
        return None; // "fortyfive" does not split into a number and a unit
    }
    let rest = &cx.lower[start..];
    let letters = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
    if letters > 0 {
        let end = start + letters;
        return ends_word(cx.text, end).then_some(start..end);
    }
    let symbol = SYMBOLS.iter().find(|s| rest.starts_with(**s))?;
    let end = start + symbol.len();
    // Unlike Duckling, a letter may not follow a quote: "the 90's" holds no feet ("25°C" is fine).
    let letter_follows = cx.text[end..]
        .chars()
        .next()
        .is_some_and(char::is_alphabetic);
    (*symbol == "°" || !letter_follows).then_some(start..end)
}

/// Measures whose count is a word before the unit ("a liter", "half a gallon", "quarter-litre").
///
/// `count_words` matches the count word in its first group that takes part in the match, and everything up
/// to the unit (separators, "of", "a"); `count` gives the value of a count word.
pub(crate) fn counted<S: Copy>(
    cx: &Context,
    count_words: &Regex,
    count: impl Fn(&str) -> f64,
    table: &UnitTable<S>,
) -> Result<Vec<Simple<S>>, Error> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(caps) = chunked::captures_at(cx, count_words, &cx.lower, at)? {
        cx.check_cancel()?;
        let Some(whole) = caps.get(0) else { break };
        // Count words never match empty, so the next search starts after this match, as `captures_iter`'s.
        at = whole.end();
        let Some(word) = caps.iter().skip(1).flatten().next() else {
            continue;
        };
        if !starts_word(cx.text, whole.start()) {
            continue;
        }
        if let Some((unit, spelling)) = table.after(cx, whole.end()) {
            found.push(Simple {
                range: whole.start()..unit.end,
                value: count(word.as_str()),
                unit: spelling,
            });
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    static TABLE: &[(&str, u8)] = &[("mi(les?)?", 1), ("m", 2), ("'", 3), ("''", 4)];

    fn unit_at(text: &str, at: usize) -> Option<(Range<usize>, u8)> {
        let options = Options::default();
        let stop = || false;
        let cx = Context::new(text, &options, &stop);
        UnitTable::new(TABLE).after(&cx, at)
    }

    #[test]
    fn units_are_whole_words_or_symbols() {
        assert_eq!(unit_at("3 miles", 1), Some((2..7, 1)));
        assert_eq!(unit_at("3m", 1), Some((1..2, 2)));
        assert_eq!(unit_at("3 format", 1), None);
        assert_eq!(unit_at("3 mé", 1), None);
        assert_eq!(unit_at("5'' x", 1), Some((1..3, 4)));
        assert_eq!(unit_at("5'10", 1), Some((1..2, 3)));
        assert_eq!(unit_at("90's", 2), None);
        assert_eq!(unit_at("three", 4), None);
    }
}
