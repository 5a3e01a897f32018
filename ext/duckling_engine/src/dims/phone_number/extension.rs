//! An extension after a phone number: "ext 897", "ext. 12", "x12", "extension 4", as Duckling's
//! `e?xt?\.?` reads it, plus the word "extension".

use std::ops::Range;

/// Keywords that introduce an extension, longest first so that "extension" is not read as "ext".
const KEYWORDS: [&[u8]; 5] = [b"extension", b"ext", b"ex", b"xt", b"x"];
/// Spaces allowed around the keyword.
const MAX_SPACES: usize = 3;
/// Duckling reads at most 20 digits of extension.
const MAX_DIGITS: usize = 20;

/// The extension's digits and the end of the extension, read from byte `from` of `lower` (the
/// ASCII-lowercased text), where the number before it ends.
pub(super) fn read(lower: &[u8], from: usize) -> Option<(Range<usize>, usize)> {
    let mut at = from + spaces(&lower[from..]);
    let keyword = KEYWORDS.iter().find(|k| lower[at..].starts_with(k))?;
    at += keyword.len();
    if lower.get(at) == Some(&b'.') {
        at += 1;
    }
    at += spaces(&lower[at..]);
    let digits = lower[at..]
        .iter()
        .take(MAX_DIGITS + 1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    (1..=MAX_DIGITS)
        .contains(&digits)
        .then_some((at..at + digits, at + digits))
}

fn spaces(bytes: &[u8]) -> usize {
    bytes
        .iter()
        .take(MAX_SPACES)
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count()
}

#[cfg(test)]
mod tests {
    use super::read;

    fn extension(text: &str) -> Option<&str> {
        read(text.as_bytes(), 0).map(|(digits, _)| &text[digits])
    }

    #[test]
    fn spellings() {
        assert_eq!(extension(" ext 897"), Some("897"));
        assert_eq!(extension(" ext. 12"), Some("12"));
        assert_eq!(extension("x12"), Some("12"));
        assert_eq!(extension(" extension 4"), Some("4"));
        assert_eq!(extension(" x 0042"), Some("0042"));
    }

    #[test]
    fn not_extensions() {
        assert_eq!(extension(" ext"), None);
        assert_eq!(extension(" exit 5"), None);
        assert_eq!(extension("     ext 5"), None);
        assert_eq!(extension(&format!(" x{}", "1".repeat(21))), None);
    }
}
