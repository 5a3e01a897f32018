//! Kannada numbers (`Duckling/Numeral/KN/Rules.hs`): Kannada digits (up to ten of them, as Duckling reads
//! them), and a rule per word from zero to nine, named after its word.

use crate::dims::numeral::helpers::{integer, native_digits};
use crate::dims::token::{Rule, re};

/// Each word's rule name (Duckling's "number: " and the word), regex and value.
const NUMERALS: [(&str, &str, i64); 10] = [
    ("number: ಸೊನ್ನೆ", "ಸೊನ್ನೆ", 0),
    ("number: ಒಂದು", "ಒಂದು", 1),
    ("number: ಎರಡು", "ಎರಡು", 2),
    ("number: ಮೂರು", "ಮೂರು", 3),
    ("number: ನಾಲ್ಕು", "ನಾಲ್ಕು", 4),
    ("number: ಐದು", "ಐದು", 5),
    ("number: ಆರು", "ಆರು", 6),
    ("number: ಏಳು", "ಏಳು", 7),
    ("number: ಎಂಟು", "ಎಂಟು", 8),
    ("number: ಒಂಬತ್ತು", "ಒಂಬತ್ತು", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![native_digits(
        "anki forms",
        ['೦', '೧', '೨', '೩', '೪', '೫', '೬', '೭', '೮', '೯'],
        10,
    )];
    all.extend(
        NUMERALS
            .iter()
            .map(|&(name, word, value)| Rule::new(name, vec![re(word)], move |_| integer(value))),
    );
    all
}
