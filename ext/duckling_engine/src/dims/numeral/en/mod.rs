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
    use crate::dims::numeral::testing::{check, options_in, whole_text_tokens};
    use crate::dims::token::{Kind, Token};

    /// Duckling's EN numeral corpus (`Duckling/Numeral/EN/Corpus.hs`), every line.
    const CORPUS: [(&str, &str); 105] = [
        ("0", r#"{"type": "value", "value": 0}"#),
        ("naught", r#"{"type": "value", "value": 0}"#),
        ("nought", r#"{"type": "value", "value": 0}"#),
        ("zero", r#"{"type": "value", "value": 0}"#),
        ("nil", r#"{"type": "value", "value": 0}"#),
        ("1", r#"{"type": "value", "value": 1}"#),
        ("one", r#"{"type": "value", "value": 1}"#),
        ("single", r#"{"type": "value", "value": 1}"#),
        ("2", r#"{"type": "value", "value": 2}"#),
        ("two", r#"{"type": "value", "value": 2}"#),
        ("a pair", r#"{"type": "value", "value": 2}"#),
        ("a couple", r#"{"type": "value", "value": 2}"#),
        ("a couple of", r#"{"type": "value", "value": 2}"#),
        ("3", r#"{"type": "value", "value": 3}"#),
        ("three", r#"{"type": "value", "value": 3}"#),
        ("a few", r#"{"type": "value", "value": 3}"#),
        ("few", r#"{"type": "value", "value": 3}"#),
        ("10", r#"{"type": "value", "value": 10}"#),
        ("ten", r#"{"type": "value", "value": 10}"#),
        ("12", r#"{"type": "value", "value": 12}"#),
        ("twelve", r#"{"type": "value", "value": 12}"#),
        ("a dozen", r#"{"type": "value", "value": 12}"#),
        ("a dozen of", r#"{"type": "value", "value": 12}"#),
        ("14", r#"{"type": "value", "value": 14}"#),
        ("fourteen", r#"{"type": "value", "value": 14}"#),
        ("16", r#"{"type": "value", "value": 16}"#),
        ("sixteen", r#"{"type": "value", "value": 16}"#),
        ("17", r#"{"type": "value", "value": 17}"#),
        ("seventeen", r#"{"type": "value", "value": 17}"#),
        ("18", r#"{"type": "value", "value": 18}"#),
        ("eighteen", r#"{"type": "value", "value": 18}"#),
        ("33", r#"{"type": "value", "value": 33}"#),
        ("thirty three", r#"{"type": "value", "value": 33}"#),
        ("0033", r#"{"type": "value", "value": 33}"#),
        ("24", r#"{"type": "value", "value": 24}"#),
        ("2 dozens", r#"{"type": "value", "value": 24}"#),
        ("two dozen", r#"{"type": "value", "value": 24}"#),
        ("Two dozen", r#"{"type": "value", "value": 24}"#),
        ("1.1", r#"{"type": "value", "value": 1.1}"#),
        ("1.10", r#"{"type": "value", "value": 1.1}"#),
        ("01.10", r#"{"type": "value", "value": 1.1}"#),
        ("1 point 1", r#"{"type": "value", "value": 1.1}"#),
        (".77", r#"{"type": "value", "value": 0.77}"#),
        ("0.77", r#"{"type": "value", "value": 0.77}"#),
        ("point 77", r#"{"type": "value", "value": 0.77}"#),
        ("100,000", r#"{"type": "value", "value": 100000}"#),
        ("100,000.0", r#"{"type": "value", "value": 100000}"#),
        ("100000", r#"{"type": "value", "value": 100000}"#),
        ("100K", r#"{"type": "value", "value": 100000}"#),
        ("100k", r#"{"type": "value", "value": 100000}"#),
        (
            "one hundred thousand",
            r#"{"type": "value", "value": 100000}"#,
        ),
        ("1/5", r#"{"type": "value", "value": 0.2}"#),
        ("2/10", r#"{"type": "value", "value": 0.2}"#),
        ("3/15", r#"{"type": "value", "value": 0.2}"#),
        ("20/100", r#"{"type": "value", "value": 0.2}"#),
        ("3M", r#"{"type": "value", "value": 3000000}"#),
        ("3000K", r#"{"type": "value", "value": 3000000}"#),
        ("3000000", r#"{"type": "value", "value": 3000000}"#),
        ("3,000,000", r#"{"type": "value", "value": 3000000}"#),
        ("3 million", r#"{"type": "value", "value": 3000000}"#),
        ("30 lakh", r#"{"type": "value", "value": 3000000}"#),
        ("30 lkh", r#"{"type": "value", "value": 3000000}"#),
        ("30 l", r#"{"type": "value", "value": 3000000}"#),
        ("1,200,000", r#"{"type": "value", "value": 1200000}"#),
        ("1200000", r#"{"type": "value", "value": 1200000}"#),
        ("1.2M", r#"{"type": "value", "value": 1200000}"#),
        ("1200k", r#"{"type": "value", "value": 1200000}"#),
        (".0012G", r#"{"type": "value", "value": 1200000}"#),
        ("12 lakhs", r#"{"type": "value", "value": 1200000}"#),
        ("12 lkhs", r#"{"type": "value", "value": 1200000}"#),
        ("5 thousand", r#"{"type": "value", "value": 5000}"#),
        ("five thousand", r#"{"type": "value", "value": 5000}"#),
        ("-504", r#"{"type": "value", "value": -504}"#),
        (
            "negative five hundred and four",
            r#"{"type": "value", "value": -504}"#,
        ),
        ("- 1,200,000", r#"{"type": "value", "value": -1200000}"#),
        ("-1200000", r#"{"type": "value", "value": -1200000}"#),
        ("minus 1,200,000", r#"{"type": "value", "value": -1200000}"#),
        (
            "negative 1200000",
            r#"{"type": "value", "value": -1200000}"#,
        ),
        ("-1.2M", r#"{"type": "value", "value": -1200000}"#),
        ("-1200K", r#"{"type": "value", "value": -1200000}"#),
        ("-.0012G", r#"{"type": "value", "value": -1200000}"#),
        ("-3,200,000", r#"{"type": "value", "value": -3200000}"#),
        ("-3200000", r#"{"type": "value", "value": -3200000}"#),
        (
            "minus three million two hundred thousand",
            r#"{"type": "value", "value": -3200000}"#,
        ),
        ("one twenty two", r#"{"type": "value", "value": 122}"#),
        ("ONE TwentY tWO", r#"{"type": "value", "value": 122}"#),
        (
            "two Hundred thousand",
            r#"{"type": "value", "value": 200000}"#,
        ),
        (
            "twenty-one thousand Eleven",
            r#"{"type": "value", "value": 21011}"#,
        ),
        (
            "seven hundred twenty-one thousand twelve",
            r#"{"type": "value", "value": 721012}"#,
        ),
        (
            "seven hundred twenty-one thousand and twelve",
            r#"{"type": "value", "value": 721012}"#,
        ),
        (
            "thirty-one million two hundred fifty-six thousand seven hundred twenty-one",
            r#"{"type": "value", "value": 31256721}"#,
        ),
        (
            "three crore twelve lakh fifty-six thousand seven hundred twenty-one",
            r#"{"type": "value", "value": 31256721}"#,
        ),
        (
            "three cr twelve lac fifty-six thousand seven hundred twenty-one",
            r#"{"type": "value", "value": 31256721}"#,
        ),
        ("two hundred dozens", r#"{"type": "value", "value": 2400}"#),
        ("200 dozens", r#"{"type": "value", "value": 2400}"#),
        (
            "two point two million",
            r#"{"type": "value", "value": 2200000}"#,
        ),
        (
            "three billions",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three thousand millions",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three hundred crores",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three hundred Cr",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three hundred koti",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three hundred krores",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        (
            "three hundred Kr",
            r#"{"type": "value", "value": 3000000000}"#,
        ),
        ("forty-five (45)", r#"{"type": "value", "value": 45}"#),
        ("45 (forty five)", r#"{"type": "value", "value": 45}"#),
    ];

    #[test]
    fn the_corpus_is_derived() {
        check(Kind::Numeral, &CORPUS);
    }

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
