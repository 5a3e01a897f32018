//! Regex searches of the whole text for durations that poll the cancel probe every few kilobytes: each
//! search runs over a prefix of the text that ends at a safe cut.
//!
//! A search of `text[..cut]` finds exactly what a search of the whole text finds before `cut` when no
//! match can run across `cut` and `(?-u:\b)` reads the same at `cut` in both (the regexes here use no other
//! end assertion). A match reads a non-word byte after letters only after one of a few words ([`LEADING`]:
//! "a", "and", "half", ..., then a space or "-"; [`UNITS`]: then ", and"). So it never runs from a word into
//! the byte after it when no tail of the word is one of those ("the| ", "april| ") or the byte cannot
//! follow it ("hours|;", "hours| 1"); nor through a run of digits or spaces after which nothing of a match
//! can follow ("1111…1|;"). Every `(?-u:\b)` is read next to a letter or before a match's first digit,
//! never after a digit, space or punctuation at a match's end, so a cut there changes no assertion either.
//! Texts that have no such place for long ("a a a …") are searched in longer windows, never cut anywhere
//! else: the result is always the one of a plain search.

use regex::{Captures, Regex};

use crate::Error;
use crate::engine::context::Context;

/// Bytes of text searched between two probe calls at least: a few µs of regex work. Under 4 KB, so that a
/// text with nothing to find is polled at least once per 4 KB.
const WINDOW: usize = 2 * 1024;

/// The words after which a match of a duration regex (see `terms`) goes on through a space or "-": "a| half",
/// "two| and a half hours", "quarter| of an hour", "three|-quarters".
const LEADING: &[&str] = &[
    "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "more", "and", "half", "quarter", "quarters", "of",
];

/// The units, after which a match goes on only through ", and" ("2 hours|, and a half").
const UNITS: &[&str] = &[
    "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr",
    "hrs", "h", "day", "days", "week", "weeks", "wk", "wks", "month", "months", "mo", "mos",
    "quarter", "quarters", "qtr", "qtrs", "year", "years", "yr", "yrs",
];

/// The matches of a duration regex in a text, as `captures_iter` finds them, searched in windows of at
/// least [`WINDOW`] bytes with a probe call before each. The regex must be one of those in `terms`, whose
/// words are all in [`LEADING`] or [`UNITS`] and which never match the empty string.
pub(super) struct Matches<'r, 't> {
    re: &'r Regex,
    text: &'t str,
    /// Where the next search starts.
    at: usize,
    window: usize,
    cuts: Cuts,
}

impl<'r, 't> Matches<'r, 't> {
    pub fn new(re: &'r Regex, text: &'t str) -> Self {
        Self::with_window(re, text, WINDOW)
    }

    fn with_window(re: &'r Regex, text: &'t str, window: usize) -> Self {
        Matches {
            re,
            text,
            at: 0,
            window,
            cuts: Cuts::new(),
        }
    }

    /// The next match, or `None` after the last.
    pub fn next(&mut self, cx: &Context) -> Result<Option<Captures<'t>>, Error> {
        loop {
            cx.check_cancel()?;
            if self.at > self.text.len() {
                return Ok(None);
            }
            let cut = self
                .cuts
                .next(cx, self.text.as_bytes(), self.at + self.window)?;
            if let Some(found) = self.re.captures_at(&self.text[..cut], self.at) {
                // Never empty (see above), so the search moves on.
                self.at = found.get(0).map_or(cut, |m| m.end());
                return Ok(Some(found));
            }
            if cut == self.text.len() {
                self.at = cut + 1;
                return Ok(None);
            }
            self.at = cut;
        }
    }
}

/// Finds safe cuts (see the module doc) left to right, remembering the last ones found: where a text has
/// none for long, or a run of digits many windows long that is all cuts, each search must not read all the
/// way to the next cut or to the run's end again.
struct Cuts {
    /// The position last asked about, the first cut at or after it (or the text's length), and the end of
    /// the stretch from there on where every position is a cut.
    asked: usize,
    cut: usize,
    all_until: usize,
}

impl Cuts {
    fn new() -> Self {
        Cuts {
            asked: 0,
            cut: 0,
            all_until: 0,
        }
    }

    /// The first cut at or after `from`, or the text's length.
    fn next(&mut self, cx: &Context, bytes: &[u8], from: usize) -> Result<usize, Error> {
        if self.cut <= from && from <= self.all_until {
            return Ok(from.min(bytes.len()));
        }
        if !(self.asked <= from && from <= self.cut) {
            (self.cut, self.all_until) = next_cuts(cx, bytes, from)?;
            self.asked = from;
        }
        Ok(self.cut.min(bytes.len()))
    }
}

/// The first safe cut at or after `from` (or the text's length), and the end of the stretch from there on
/// where every position is one. Polls every [`WINDOW`] bytes it reads.
fn next_cuts(cx: &Context, bytes: &[u8], from: usize) -> Result<(usize, usize), Error> {
    let mut p = from.max(1);
    let mut next_poll = p + WINDOW;
    while p < bytes.len() {
        if p >= next_poll {
            cx.check_cancel()?;
            next_poll = p + WINDOW;
        }
        let (before, here) = (bytes[p - 1], bytes[p]);
        if before.is_ascii_alphabetic() && !is_word_byte(here) {
            // The word ends here unless a match can read on: "a| half", "2 hours|, and a half".
            let word = &bytes[..p];
            let rest = &bytes[p..];
            let leads =
                (!here.is_ascii() || is_space(here) || here == b'-') && ends_with(word, LEADING);
            let unit_goes_on =
                followed_by_and(rest.strip_prefix(b",").unwrap_or(rest)) && ends_with(word, UNITS);
            if !(leads || unit_goes_on) {
                return Ok((p, p));
            }
            p += 1;
        } else if before.is_ascii_digit() || is_space(before) {
            // Inside or right after a run of digits (or of spaces), a match would have to go on to what
            // follows the run: a number's decimals, unit or quote; the letters after spaces.
            let digits = before.is_ascii_digit();
            let same = |b: u8| {
                if digits {
                    b.is_ascii_digit()
                } else {
                    is_space(b)
                }
            };
            let mut end = p;
            while end < bytes.len() && same(bytes[end]) {
                end += 1;
                if end >= next_poll {
                    cx.check_cancel()?;
                    next_poll = end + WINDOW;
                }
            }
            let continues = bytes.get(end).is_some_and(|&b| {
                !b.is_ascii()
                    || is_word_byte(b)
                    || is_space(b)
                    || (digits && matches!(b, b'.' | b'\'' | b'"' | b'/'))
            });
            if !continues {
                return Ok((p, end));
            }
            p = end + 1;
        } else {
            p += 1;
        }
    }
    Ok((bytes.len(), bytes.len()))
}

/// Whether `bytes` may start with spaces and "and" (any non-ASCII byte may be a space).
fn followed_by_and(bytes: &[u8]) -> bool {
    let spaces = bytes.iter().take_while(|&&b| is_space(b)).count();
    let rest = &bytes[spaces..];
    rest.first().is_some_and(|b| !b.is_ascii()) || rest.starts_with(b"and")
}

/// An ASCII byte `\s` matches (`u8::is_ascii_whitespace` leaves out the vertical tab).
fn is_space(b: u8) -> bool {
    matches!(b, b'\t'..=b'\r' | b' ')
}

/// A byte `(?-u:\b)` counts as part of a word.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether the letters at the end of `bytes` end with one of `words` ("thirty" ends with no word of
/// [`LEADING`], "idea" with "a").
fn ends_with(bytes: &[u8], words: &[&str]) -> bool {
    // Longer than any word.
    const LONGEST: usize = 12;
    let letters = bytes
        .iter()
        .rev()
        .take(LONGEST)
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let tail = &bytes[bytes.len() - letters..];
    (1..=letters).any(|n| {
        let suffix = &tail[letters - n..];
        words.iter().any(|w| w.as_bytes() == suffix)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    /// Texts made of the words and marks the duration regexes read, glued in every way.
    fn mixed_text(len: usize, seed: u64) -> String {
        const PIECES: &[&str] = &[
            " ",
            "  ",
            "\n",
            ",",
            ".",
            ";",
            "'",
            "\"",
            "/",
            "-",
            "_",
            "é",
            "\u{a0}",
            "1",
            "12",
            "3.5",
            "hours",
            "h",
            "a",
            "an",
            "and",
            "half",
            "quarter of an hour",
            "the",
            ", and",
            "three",
            "!",
            "more",
            "quarters",
            "min",
            "fortnight",
            "one",
            "two",
            "2 h",
            "2 hours, and a half",
            "one and a half hours",
            "three-quarters of an hour",
            " and a half",
            "half an hour",
        ];
        let mut text = String::new();
        let mut state = seed;
        while text.len() < len {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            text.push_str(PIECES[(state % PIECES.len() as u64) as usize]);
        }
        text
    }

    /// A windowed search, with windows of any size, finds every match a plain search finds.
    #[test]
    fn windowed_search_finds_what_a_plain_search_finds() {
        let options = Options::default();
        let stop = || false;
        for seed in 1..8 {
            let text = mixed_text(2000, seed);
            let cx = Context::new(&text, &options, &stop);
            for re in super::super::terms::regexes() {
                let plain: Vec<String> =
                    re.captures_iter(&text).map(|c| format!("{c:?}")).collect();
                for window in [1, 2, 5, 17, 200] {
                    let mut found = Matches::with_window(re, &text, window);
                    let mut windowed = Vec::new();
                    while let Some(c) = found.next(&cx).expect("not cancelled") {
                        windowed.push(format!("{c:?}"));
                    }
                    assert_eq!(windowed, plain, "seed {seed}, window {window}");
                }
            }
        }
    }

    #[test]
    fn long_runs_are_cut_inside_when_nothing_can_follow_them() {
        let options = Options::default();
        let stop = || false;
        let cx = Context::new("", &options, &stop);
        let digits = "7".repeat(10 * WINDOW);
        let all = 10 * WINDOW;
        assert_eq!(
            next_cuts(&cx, digits.as_bytes(), WINDOW).unwrap(),
            (WINDOW, all)
        );
        let counted = digits.clone() + " hours";
        let end = counted.len();
        assert_eq!(
            next_cuts(&cx, counted.as_bytes(), WINDOW).unwrap(),
            (end, end)
        );
        let spaces = " ".repeat(10 * WINDOW) + ";";
        assert_eq!(
            next_cuts(&cx, spaces.as_bytes(), WINDOW).unwrap(),
            (WINDOW, all)
        );
    }
}
