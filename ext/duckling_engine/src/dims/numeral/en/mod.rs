//! English numbers (`Duckling/Numeral/EN/Rules.hs`): words, digits as English writes them, and their
//! compositions.

mod compose;
mod digits;
mod words;

use crate::dims::token::Rule;

/// The English numeral rules: the words, the digits, then the compositions of both (the rules of every
/// language are in `super::common`).
pub(crate) fn rules() -> Vec<Rule> {
    let mut all = words::rules();
    all.extend(digits::rules());
    all.extend(compose::rules());
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{options_in, whole_text_tokens};
    use crate::dims::token::Token;

    /// The flags of the numeral over all of `text` with `value`: (grain, multipliable, ok for any time).
    fn flags(text: &str, value: f64) -> Vec<(Option<u8>, bool, bool)> {
        whole_text_tokens(&options_in("en"), text, |t| match t {
            Token::Numeral(d) if d.value == value => {
                Some((d.grain, d.multipliable, d.ok_for_any_time))
            }
            _ => None,
        })
    }

    /// The time rules read these flags: "hundred" multiplies with grain 2, "five hundred" keeps the grain but
    /// no longer multiplies, "a couple", "a dozen" and fractions never stand for a time.
    #[test]
    fn numerals_carry_duckling_flags() {
        assert_eq!(flags("hundred", 100.0), [(Some(2), true, true)]);
        assert_eq!(flags("five hundred", 500.0), [(Some(2), false, true)]);
        assert_eq!(flags("five", 5.0), [(None, false, true)]);
        assert_eq!(flags("a couple", 2.0), [(None, false, false)]);
        assert_eq!(flags("a dozen", 12.0), [(None, true, false)]);
        assert_eq!(flags("1/2", 0.5), [(None, false, false)]);
    }

    /// Texts whose look-alikes the rules must not take: a double dash is no negative, "1/0" no number,
    /// "fourteen" no "four", a suffix must end a word.
    #[test]
    fn near_misses_are_not_numbers() {
        assert!(flags("- -5", 5.0).is_empty());
        assert!(flags("1/0", f64::INFINITY).is_empty());
        assert!(flags("fourteen", 4.0).is_empty());
        assert!(flags("3kb", 3000.0).is_empty());
    }
}
