//! Text helpers shared by the rules: word boundaries that respect Unicode, so that an entity edge never falls
//! inside a word ("calm" holds no "cal", "Let's" no "L").

/// Whether `c` continues a word: letters, digits, combining marks and the underscore.
pub(crate) fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || is_combining_mark(c)
}

fn is_combining_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Whether a match may start at byte `at`: the character before it is not part of a word.
pub(crate) fn starts_word(text: &str, at: usize) -> bool {
    !text[..at].chars().next_back().is_some_and(is_word_char)
}

/// Whether a match may end at byte `at`: the character after it is not part of a word.
pub(crate) fn ends_word(text: &str, at: usize) -> bool {
    !text[at..].chars().next().is_some_and(is_word_char)
}

/// Whether `text[range]` stands alone as whole words.
pub(crate) fn is_whole_words(text: &str, start: usize, end: usize) -> bool {
    starts_word(text, start) && ends_word(text, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_respect_unicode_words() {
        let text = "calm café 5€ x\u{301}y";
        assert!(!is_whole_words(text, 1, 3)); // "al" inside "calm"
        assert!(is_whole_words(text, 0, 4)); // "calm"
        assert!(is_whole_words(text, 5, 10)); // "café"
        assert!(!ends_word(text, 17)); // after "x", a combining accent continues the word
    }
}
