//! Splits the lowercased text into tokens once: words (ASCII letters, with inner apostrophes as in
//! "o'clock"), digit runs, single punctuation marks, and runs of anything else. Each token remembers whether
//! whitespace precedes it, which tells "3pm" and "2/15" from looser spellings.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Word,
    Num,
    Punct,
    Other,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Tok<'a> {
    pub kind: Kind,
    pub text: &'a str,
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    /// Whitespace comes right before it.
    pub gap: bool,
}

/// The tokens of `lower`, in order; linear in its length.
pub(super) fn tokenize(lower: &str) -> Vec<Tok<'_>> {
    let bytes = lower.as_bytes();
    let mut toks = Vec::new();
    let mut gap = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let kind = if b.is_ascii_lowercase() {
            i = word_end(bytes, i);
            Kind::Word
        } else if b.is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
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
        toks.push(Tok {
            kind,
            text: &lower[start..i],
            start,
            end: i,
            gap,
        });
        gap = false;
    }
    toks
}

/// The end of a word starting at `i`: letters, and an apostrophe followed by a letter.
fn word_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        if bytes[i].is_ascii_lowercase() {
            i += 1;
        } else if bytes[i] == b'\'' && bytes.get(i + 1).is_some_and(u8::is_ascii_lowercase) {
            i += 2;
        } else {
            break;
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_words_numbers_and_marks() {
        let toks = tokenize("at 3:30pm o'clock, ünï 2/15");
        let texts: Vec<&str> = toks.iter().map(|t| t.text).collect();
        assert_eq!(
            texts,
            vec![
                "at", "3", ":", "30", "pm", "o'clock", ",", "ü", "n", "ï", "2", "/", "15"
            ]
        );
        assert!(toks[1].gap && !toks[2].gap && !toks[4].gap);
    }
}
