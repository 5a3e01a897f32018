//! Nepali numbers (`Duckling/Numeral/NE/Rules.hs`): the words up to nineteen, twenty-one to twenty-nine and
//! the tens (no composition, no Devanagari digits: Duckling has none for Nepali).

use crate::dims::numeral::helpers::words_rule;
use crate::dims::token::Rule;

const ZERO_NINETEEN: [(&str, i64); 21] = [
    ("शुन्य", 0),
    ("सुन्ना", 0),
    ("एक", 1),
    ("दुई", 2),
    ("तीन", 3),
    ("चार", 4),
    ("पाँच", 5),
    ("छ", 6),
    ("सात", 7),
    ("आठ", 8),
    ("नौ", 9),
    ("दश", 10),
    ("एघार", 11),
    ("बाह्र", 12),
    ("तेह्र", 13),
    ("चौध", 14),
    ("पन्ध्र", 15),
    ("सोह्र", 16),
    ("सत्र", 17),
    ("अठार", 18),
    ("उन्नाइस", 19),
];

const TWENTY_ONE_TWENTY_NINE: [(&str, i64); 9] = [
    ("एक्काइस", 21),
    ("बाइस", 22),
    ("तेइस", 23),
    ("चौबिस", 24),
    ("पच्चिस", 25),
    ("छब्बिस", 26),
    ("सत्ताइस", 27),
    ("अट्ठाइस", 28),
    ("उनन्तिस", 29),
];

const TENS: [(&str, i64); 8] = [
    ("बिस", 20),
    ("तिस", 30),
    ("चालिस", 40),
    ("पचास", 50),
    ("साठी", 60),
    ("सत्तरी", 70),
    ("असी", 80),
    ("नब्बे", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        words_rule(
            "integer (0..19)",
            "(शुन्य|सुन्ना|एक|दुई|तीन|चार|पाँच|छ|सात|आठ|नौ|दश|एघार|बाह्र|तेह्र|चौध|पन्ध्र|सोह्र|सत्र|अठार|उन्नाइस)",
            &ZERO_NINETEEN,
        ),
        words_rule(
            "number (21..29)",
            "(एक्काइस|बाइस|तेइस|चौबिस|पच्चिस|छब्बिस|सत्ताइस|अट्ठाइस|उनन्तिस)",
            &TWENTY_ONE_TWENTY_NINE,
        ),
        words_rule(
            "integer (20..90)",
            "(बिस|तिस|चालिस|पचास|साठी|सत्तरी|असी|नब्बे)",
            &TENS,
        ),
    ]
}
