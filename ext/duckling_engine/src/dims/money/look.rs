//! Bounded look-around for the money rules: the keyword or dash right before a position, the "and" after
//! one. Each helper skips one run of whitespace and compares a few bytes, so every call costs the length of
//! that whitespace plus a constant.

use crate::engine::text::{ends_word, starts_word};

/// Where the whitespace (possibly none) before `at` starts.
pub(super) fn skip_space_back(text: &str, at: usize) -> usize {
    text[..at].trim_end().len()
}

/// Where the whitespace (possibly none) after `at` ends.
pub(super) fn skip_space(text: &str, at: usize) -> usize {
    let rest = &text[at..];
    at + (rest.len() - rest.trim_start().len())
}

/// The longest of `keywords` (lowercase, single spaces) that ends right before `at` with at least one
/// whitespace between: its start and its payload.
pub(super) fn keyword_before<T: Copy>(
    text: &str,
    lower: &str,
    at: usize,
    keywords: &[(&str, T)],
) -> Option<(usize, T)> {
    let end = skip_space_back(lower, at);
    if end == at {
        return None;
    }
    let before = &lower[..end];
    keywords
        .iter()
        .filter(|(k, _)| before.ends_with(k))
        .max_by_key(|(k, _)| k.len())
        .map(|(k, payload)| (end - k.len(), *payload))
        .filter(|(start, _)| starts_word(text, *start))
}

/// The position before a dash ("-", "–") that precedes `at`, whitespace around it skipped.
pub(super) fn dash_before(text: &str, at: usize) -> Option<usize> {
    let end = skip_space_back(text, at);
    let before = &text[..end];
    let dash = before
        .strip_suffix('-')
        .or_else(|| before.strip_suffix('\u{2013}'))?;
    Some(skip_space_back(text, dash.len()))
}

/// After `at`: whitespace, optionally "and" and whitespace. Returns where the next token may start and
/// whether "and" was there; `None` when nothing but the end of the text follows.
pub(super) fn and_after(text: &str, lower: &str, at: usize) -> Option<(usize, bool)> {
    let next = skip_space(text, at);
    if next == text.len() {
        return None;
    }
    if next > at && lower[next..].starts_with("and") && ends_word(text, next + 3) {
        let after = skip_space(text, next + 3);
        if after > next + 3 {
            return Some((after, true));
        }
    }
    Some((next, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_before_take_the_longest() {
        let kw = [("more than", 1), ("no more than", 2), ("than", 3)];
        let text = "no more than $5";
        assert_eq!(keyword_before(text, text, 13, &kw), Some((0, 2)));
        let text = "bandmore than $5";
        assert_eq!(keyword_before(text, text, 14, &kw), None);
        assert_eq!(keyword_before("x$5", "x$5", 1, &kw), None);
    }

    #[test]
    fn dashes_and_ands() {
        assert_eq!(dash_before("$3 - $5", 5), Some(2));
        assert_eq!(dash_before("3-5", 2), Some(1));
        assert_eq!(and_after("$5 and 20c", "$5 and 20c", 2), Some((7, true)));
        assert_eq!(and_after("$5 android", "$5 android", 2), Some((3, false)));
        assert_eq!(and_after("$5  ", "$5  ", 2), None);
    }
}
