//! Bounded look-around from a position: skipping the blanks between two tokens, and finding a keyword
//! ("between", "about", "-") that ends right before a token.
//!
//! Duckling lets any whitespace separate the parts of a rule ("3km", "3 km"); so do these helpers. A keyword
//! is searched for in a small window before the position only, which keeps every lookup O(1) in the length
//! of the text.

use regex::Regex;

use crate::engine::context::Context;
use crate::engine::text::is_word_char;

/// How far back a keyword may start, in bytes: room for the longest keyword ("approximately") and blanks.
const WINDOW: usize = 48;

/// The first byte at or after `at` that is not whitespace.
pub(crate) fn skip_space(text: &str, at: usize) -> usize {
    text[at..]
        .char_indices()
        .find(|(_, c)| !c.is_whitespace())
        .map_or(text.len(), |(i, _)| at + i)
}

/// The end of the text before `at` once trailing whitespace is dropped.
pub(crate) fn trim_space_back(text: &str, at: usize) -> usize {
    text[..at].trim_end().len()
}

/// Where a match of `keyword` starts when it ends at `at`, blanks aside.
///
/// `keyword` must end with `\s*$` so that it is anchored to `at`. Matches glued to the text around them
/// ("auto" holds no "to") are skipped in favour of later, shorter ones.
pub(crate) fn keyword_before(cx: &Context, at: usize, keyword: &Regex) -> Option<usize> {
    let mut from = at.saturating_sub(WINDOW);
    while !cx.lower.is_char_boundary(from) {
        from += 1;
    }
    let window = &cx.lower[from..at];
    let mut pos = 0;
    while let Some(m) = keyword.find_at(window, pos) {
        let start = from + m.start();
        if !glued(cx.text, start) && !glued(cx.text, at) {
            return Some(start);
        }
        pos = m.start() + window[m.start()..].chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// Whether the characters on both sides of `at` belong to one run of letters or one run of digits, so that no
/// token may end or start at `at` ("kmh" cannot end at "km"), while "3km" and "3-5" split between classes.
/// This is Duckling's rule for where a regex match may start and end.
pub(crate) fn glued(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().next();
    let class = |c: char| match c {
        c if c.is_numeric() => 1,
        c if is_word_char(c) => 2,
        _ => 0,
    };
    match (before, after) {
        (Some(b), Some(a)) => class(b) != 0 && class(b) == class(a),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    #[test]
    fn keywords_start_words_and_end_at_the_position() {
        let options = Options::default();
        let stop = || false;
        let re = Regex::new(r"(?:to|and)\s*$").unwrap();
        let cx = Context::new("from 3 to  5", &options, &stop);
        assert_eq!(keyword_before(&cx, 11, &re), Some(7));
        let cx = Context::new("auto 5", &options, &stop);
        assert_eq!(keyword_before(&cx, 5, &re), None);
        let cx = Context::new("to 5 x", &options, &stop);
        assert_eq!(keyword_before(&cx, 5, &re), None);
        let cx = Context::new("toad", &options, &stop);
        assert_eq!(keyword_before(&cx, 2, &re), None);
        let dash = Regex::new(r"-\s*$").unwrap();
        let cx = Context::new("3-5", &options, &stop);
        assert_eq!(keyword_before(&cx, 2, &dash), Some(1));
    }

    #[test]
    fn blanks_are_skipped_both_ways() {
        assert_eq!(skip_space("3  km", 1), 3);
        assert_eq!(skip_space("3  ", 1), 3);
        assert_eq!(trim_space_back("3 \t km", 3), 1);
    }
}
