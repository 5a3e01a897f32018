//! Splits the lowercased text into tokens once: words (ASCII letters, with inner apostrophes as in
//! "o'clock"), digit runs, single punctuation marks, and runs of anything else. Each token remembers whether
//! whitespace precedes it, which tells "3pm" and "2/15" from looser spellings.

use crate::Error;
use crate::dims::number::chunked;
use crate::engine::context::Context;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Word,
    Num,
    Punct,
    Other,
}

/// A token, in 24 bytes: a megabyte of text has hundreds of thousands, and freeing them is one stretch of
/// work that cannot poll, so a token keeps only its byte range, not a `&str` of its text (see [`Tok::text`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct Tok {
    pub kind: Kind,
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    /// Whitespace comes right before it.
    pub gap: bool,
}

impl Tok {
    /// Its text, in the lowercased text it was read from.
    pub fn text<'t>(&self, lower: &'t str) -> &'t str {
        lower.get(self.start..self.end).unwrap_or("")
    }
}

/// The tokens of the lowercased text, in order; linear in its length. Polls the cancel probe every
/// [`POLL_BYTES`] bytes.
pub(super) fn tokenize(cx: &Context) -> Result<Vec<Tok>, Error> {
    let lower = cx.lower.as_str();
    let bytes = lower.as_bytes();
    let mut toks = Vec::new();
    let mut gap = false;
    let mut i = 0;
    let mut poll = Poll { cx, next: 0 };
    while i < bytes.len() {
        poll.at(i)?;
        let b = bytes[i];
        let start = i;
        let kind = if b.is_ascii_lowercase() {
            i = word_end(bytes, i, &mut poll)?;
            Kind::Word
        } else if b.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
                poll.at(i)?;
            }
            Kind::Num
        } else if b.is_ascii_whitespace() {
            gap = true;
            i += 1;
            continue;
        } else if b.is_ascii() {
            i += 1;
            Kind::Punct
        } else {
            // A run of non-ASCII characters: never part of a time, but it separates tokens; Unicode spaces
            // count as a gap.
            let ch = lower[i..].chars().next().unwrap_or(' ');
            i += ch.len_utf8();
            if ch.is_whitespace() {
                gap = true;
                continue;
            }
            Kind::Other
        };
        // A megabyte of text is hundreds of thousands of tokens: `Vec`'s own growth would copy them in one go.
        chunked::reserve(cx, &mut toks, 1)?;
        toks.push(Tok {
            kind,
            start,
            end: i,
            gap,
        });
        gap = false;
    }
    Ok(toks)
}

/// Bytes read between two probe calls: about a microsecond of work.
const POLL_BYTES: usize = 4096;

/// Calls the probe each time reading passes the next multiple of [`POLL_BYTES`], also inside a long word
/// or digit run (a megabyte of digits is one token).
struct Poll<'c> {
    cx: &'c Context<'c>,
    next: usize,
}

impl Poll<'_> {
    fn at(&mut self, i: usize) -> Result<(), Error> {
        if i >= self.next {
            self.cx.check_cancel()?;
            self.next = i + POLL_BYTES;
        }
        Ok(())
    }
}

/// The end of a word starting at `i`: letters, and an apostrophe followed by a letter.
fn word_end(bytes: &[u8], mut i: usize, poll: &mut Poll) -> Result<usize, Error> {
    while i < bytes.len() {
        poll.at(i)?;
        if bytes[i].is_ascii_lowercase() {
            i += 1;
        } else if bytes[i] == b'\'' && bytes.get(i + 1).is_some_and(u8::is_ascii_lowercase) {
            i += 2;
        } else {
            break;
        }
    }
    Ok(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_words_numbers_and_marks() {
        let options = crate::Options::default();
        let stop = || false;
        let cx = Context::new("at 3:30pm o'clock, ünï 2/15", &options, &stop);
        let toks = tokenize(&cx).expect("not cancelled");
        let texts: Vec<&str> = toks.iter().map(|t| t.text(&cx.lower)).collect();
        assert_eq!(
            texts,
            vec![
                "at", "3", ":", "30", "pm", "o'clock", ",", "ü", "n", "ï", "2", "/", "15"
            ]
        );
        assert!(toks[1].gap && !toks[2].gap && !toks[4].gap);
    }
}
