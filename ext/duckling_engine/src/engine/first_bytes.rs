//! The bytes a regex's non-empty matches can begin with: a check of one byte that spares the chart most of its
//! anchored regex searches.
//!
//! After a token, the chart tries the next item's regex where the token ended; on Duckling's corpus sentences
//! about 95 % of those tries fail, most of them at the first byte ("<time> at <time-of-day>" after a time
//! followed by "tomorrow"). A search costs a lazy-DFA start and a cache checkout even when it fails at once; a
//! bit test costs nothing. The set is read off the regex's syntax tree, as the regex itself reads it
//! (case-insensitively, Unicode classes as UTF-8 lead bytes), and errs only towards more bytes: a byte outside
//! it never begins a non-empty match, which is the only kind the chart keeps.

use regex_syntax::hir::{Class, Hir, HirKind};

/// A set of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FirstBytes([u64; 4]);

impl FirstBytes {
    /// The first bytes of the non-empty matches of a regex, from its syntax tree (`rule::syntax_tree`).
    pub fn of(hir: &Hir) -> FirstBytes {
        first(hir).0
    }

    /// The bytes that occur in `text`.
    pub fn present_in(text: &str) -> FirstBytes {
        let mut set = FirstBytes::empty();
        for &b in text.as_bytes() {
            set.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
        set
    }

    /// Whether the two sets share a byte.
    pub fn meets(&self, other: &FirstBytes) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    /// Whether a match may begin at byte `at` of `text` (never at its end: a match there is empty).
    #[inline]
    pub fn begins(&self, text: &str, at: usize) -> bool {
        text.as_bytes().get(at).is_some_and(|&b| self.contains(b))
    }

    /// Whether a match may begin with `byte`.
    #[inline]
    pub fn contains(&self, byte: u8) -> bool {
        self.0[usize::from(byte >> 6)] & (1 << (byte & 63)) != 0
    }

    fn empty() -> FirstBytes {
        FirstBytes([0; 4])
    }

    fn insert_range(&mut self, from: u8, to: u8) {
        for b in from..=to {
            self.0[usize::from(b >> 6)] |= 1 << (b & 63);
        }
    }

    fn union(&mut self, other: FirstBytes) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

/// The first bytes of `hir`'s matches, and whether it can match the empty string (then what follows it can
/// begin a match too).
fn first(hir: &Hir) -> (FirstBytes, bool) {
    let mut set = FirstBytes::empty();
    let nullable = match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => true,
        HirKind::Literal(literal) => {
            let b = literal.0[0];
            set.insert_range(b, b);
            false
        }
        HirKind::Class(Class::Bytes(class)) => {
            for range in class.ranges() {
                set.insert_range(range.start(), range.end());
            }
            false
        }
        HirKind::Class(Class::Unicode(class)) => {
            // UTF-8 lead bytes rise with the code point, so a range's lead bytes lie between its ends' leads.
            let lead = |c: char| c.encode_utf8(&mut [0; 4]).as_bytes()[0];
            for range in class.ranges() {
                set.insert_range(lead(range.start()), lead(range.end()));
            }
            false
        }
        HirKind::Repetition(repetition) => {
            let (sub, nullable) = first(&repetition.sub);
            set.union(sub);
            nullable || repetition.min == 0
        }
        HirKind::Capture(capture) => {
            let (sub, nullable) = first(&capture.sub);
            set.union(sub);
            nullable
        }
        HirKind::Concat(items) => {
            let mut nullable = true;
            for item in items {
                let (sub, item_nullable) = first(item);
                set.union(sub);
                if !item_nullable {
                    nullable = false;
                    break;
                }
            }
            nullable
        }
        HirKind::Alternation(branches) => {
            let mut nullable = false;
            for branch in branches {
                let (sub, branch_nullable) = first(branch);
                set.union(sub);
                nullable |= branch_nullable;
            }
            nullable
        }
    };
    (set, nullable)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rule::{compile, syntax_tree};

    fn set_of(pattern: &str) -> FirstBytes {
        FirstBytes::of(&syntax_tree(pattern).unwrap())
    }

    fn bytes(pattern: &str) -> Vec<u8> {
        let set = set_of(pattern);
        (0..=255).filter(|&b| set.contains(b)).collect()
    }

    #[test]
    fn words_begin_with_either_case_of_their_letter() {
        assert_eq!(bytes("at|@"), b"@Aa");
        assert_eq!(bytes("(the )?day"), b"DTdt");
    }

    #[test]
    fn optional_and_zero_width_items_let_the_next_one_begin() {
        let dash = set_of(r"\b\s*-");
        assert!(dash.contains(b'-') && dash.contains(b' ') && dash.contains(b'\t'));
        assert!(!dash.contains(b'a') && !dash.contains(b'5'));
        let number = set_of(r"(?:in)?\d");
        assert!(number.contains(b'7') && number.contains(b'I') && number.contains(b'i'));
        assert!(!number.contains(b'n') && !number.contains(b' '));
    }

    #[test]
    fn a_text_without_a_first_byte_holds_no_match() {
        let digits = set_of(r"\d+:\d\d");
        assert!(!FirstBytes::present_in("at noon").meets(&digits));
        assert!(FirstBytes::present_in("at 10:30").meets(&digits));
    }

    #[test]
    fn case_folding_reaches_beyond_ascii() {
        // The Kelvin sign folds to k: a match may begin with its lead byte.
        assert!(set_of("k").contains(0xE2));
        assert!(set_of("été").contains(0xC3));
    }

    #[test]
    fn every_first_byte_of_a_real_match_is_in_the_set() {
        let texts = [
            "at 5",
            "@ noon",
            "Tomorrow",
            "  - 3",
            "in 2",
            "١٢",
            "K",
            "\u{212A}m",
            "été",
        ];
        for pattern in [
            r"at|@",
            r"\s*-\s*\d",
            r"(in )?[\d١-٩]+",
            r"k(m|ilometers?)?",
            "été|tomorrow",
        ] {
            let re = compile(pattern);
            let set = set_of(pattern);
            for text in texts {
                for m in re.find_iter(text).filter(|m| !m.is_empty()) {
                    let first = text.as_bytes()[m.start()];
                    assert!(
                        set.contains(first),
                        "{pattern:?} matches {text:?} at {first:#x}"
                    );
                }
            }
        }
    }
}
