//! The two halves of an address, read outward from its separator: the local part leftwards, the domain
//! rightwards. Each half is a list of pieces ("asdf", "k") joined by a dot, written "." or spelled " dot ".
//!
//! A reader looks only at the bytes between the separator and the first byte that cannot belong to the
//! half. Plain pieces and dots hold no separator; a spelled " dot " next to a piece "at" can (" dot at
//! dot "), so, as in Duckling, a half has at most [`MAX_SPELLED_DOTS`] spelled dots: a read then crosses
//! a bounded number of other separators, which keeps the email scan linear. A half longer than
//! [`MAX_HALF_BYTES`] is no half at all, which also bounds the work done for one separator.

use std::ops::Range;

const SPELLED_DOT: &[u8] = b" dot ";
/// Duckling's spelled-out rule allows ten joins on either side of the separator.
const MAX_SPELLED_DOTS: usize = 10;
/// RFC 5321 allows 64 bytes of local part and 255 of domain; spelled out, a half is longer in the text.
const MAX_HALF_BYTES: usize = 320;

/// One half of an address.
#[derive(Debug)]
pub(super) struct Half {
    /// Byte ranges of the pieces, left to right.
    pub pieces: Vec<Range<usize>>,
    /// How many dots were spelled " dot ".
    pub spelled_dots: usize,
}

impl Half {
    pub fn start(&self) -> usize {
        self.pieces.first().map_or(0, |p| p.start)
    }

    pub fn end(&self) -> usize {
        self.pieces.last().map_or(0, |p| p.end)
    }

    /// The pieces of `text` joined by ".".
    pub fn dotted(&self, text: &str) -> String {
        let pieces: Vec<&str> = self.pieces.iter().map(|p| &text[p.clone()]).collect();
        pieces.join(".")
    }
}

/// A byte of a local-part piece: `[\w+-]` in ASCII.
fn is_local_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'+' | b'-')
}

/// A byte of a domain piece: `[\w-]` in ASCII.
fn is_domain_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-')
}

/// Reads the domain starting at byte `from` of `lower` (the ASCII-lowercased text).
pub(super) fn read_domain(lower: &[u8], from: usize) -> Half {
    let mut half = Half {
        pieces: Vec::new(),
        spelled_dots: 0,
    };
    let mut at = from;
    loop {
        let len = lower[at..]
            .iter()
            .take(MAX_HALF_BYTES + 1)
            .take_while(|&&b| is_domain_byte(b))
            .count();
        if len == 0 {
            break;
        }
        half.pieces.push(at..at + len);
        at += len;
        if at - from > MAX_HALF_BYTES {
            half.pieces.clear();
            break;
        }
        let piece_follows = |after: usize| lower.get(after).is_some_and(|&b| is_domain_byte(b));
        if lower.get(at) == Some(&b'.') && piece_follows(at + 1) {
            at += 1;
        } else if half.spelled_dots < MAX_SPELLED_DOTS
            && lower[at..].starts_with(SPELLED_DOT)
            && piece_follows(at + SPELLED_DOT.len())
        {
            at += SPELLED_DOT.len();
            half.spelled_dots += 1;
        } else {
            break;
        }
    }
    half
}

/// Reads the local part ending at byte `to` of `lower`, never reaching before byte `floor`.
pub(super) fn read_local(lower: &[u8], floor: usize, to: usize) -> Half {
    let mut half = Half {
        pieces: Vec::new(),
        spelled_dots: 0,
    };
    let mut at = to;
    loop {
        let len = lower[floor..at]
            .iter()
            .rev()
            .take(MAX_HALF_BYTES + 1)
            .take_while(|&&b| is_local_byte(b))
            .count();
        if len == 0 {
            break;
        }
        half.pieces.push(at - len..at);
        at -= len;
        if to - at > MAX_HALF_BYTES {
            half.pieces.clear();
            break;
        }
        let piece_precedes = |before: usize| before > floor && is_local_byte(lower[before - 1]);
        if at > floor && lower[at - 1] == b'.' && piece_precedes(at - 1) {
            at -= 1;
        } else if half.spelled_dots < MAX_SPELLED_DOTS
            && lower[floor..at].ends_with(SPELLED_DOT)
            && piece_precedes(at - SPELLED_DOT.len())
        {
            at -= SPELLED_DOT.len();
            half.spelled_dots += 1;
        } else {
            break;
        }
    }
    half.pieces.reverse();
    half
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str, half: &Half) -> Vec<String> {
        half.pieces
            .iter()
            .map(|p| text[p.clone()].to_owned())
            .collect()
    }

    #[test]
    fn domains_join_plain_and_spelled_dots() {
        let text = "x@fb dot com.";
        let half = read_domain(text.as_bytes(), 2);
        assert_eq!(texts(text, &half), ["fb", "com"]);
        assert_eq!(half.spelled_dots, 1);
        let text = "x@mail.co.uk, dot";
        assert_eq!(
            texts(text, &read_domain(text.as_bytes(), 2)),
            ["mail", "co", "uk"]
        );
    }

    #[test]
    fn at_most_ten_spelled_dots() {
        let text = format!("x@{}b", "a dot ".repeat(20));
        assert_eq!(read_domain(text.as_bytes(), 2).pieces.len(), 11);
        let text = format!("{}b@x", "a dot ".repeat(20));
        let at = text.len() - 2;
        assert_eq!(read_local(text.as_bytes(), 0, at).pieces.len(), 11);
    }

    #[test]
    fn overlong_halves_are_none() {
        let text = format!("x@{}com", "a.".repeat(200));
        assert!(read_domain(text.as_bytes(), 2).pieces.is_empty());
        let text = format!("x@{}com", "a.".repeat(150));
        assert_eq!(read_domain(text.as_bytes(), 2).pieces.len(), 151);
        let text = format!("{}@x", "a".repeat(400));
        assert!(read_local(text.as_bytes(), 0, 400).pieces.is_empty());
    }

    #[test]
    fn a_dangling_dot_ends_the_domain() {
        let text = "abc@x dot ";
        assert_eq!(texts(text, &read_domain(text.as_bytes(), 4)), ["x"]);
    }

    #[test]
    fn local_parts_stop_at_the_floor() {
        let text = "say asdf dot k.l@x";
        let at = text.find('@').unwrap();
        let half = read_local(text.as_bytes(), 0, at);
        assert_eq!(texts(text, &half), ["asdf", "k", "l"]);
        let half = read_local(text.as_bytes(), 10, at);
        assert_eq!(texts(text, &half), ["k", "l"]);
    }
}
