//! Telugu numbers (`Duckling/Numeral/TE/Rules.hs`): Telugu digits, the words up to nineteen, the tens, and
//! hundred, thousand, lakh and crore (each a number of its own: Duckling composes none of them).

use crate::dims::numeral::helpers::{native_digits, words_rule};
use crate::dims::token::Rule;

const ZERO_NINE: [(&str, i64); 10] = [
    ("సున్న", 0),
    ("ఒకటి", 1),
    ("రెండు", 2),
    ("మూడు", 3),
    ("నాలుగు", 4),
    ("ఐదు", 5),
    ("ఆరు", 6),
    ("ఏడు", 7),
    ("ఎనిమిది", 8),
    ("తొమ్మిది", 9),
];

const TEN_NINETEEN: [(&str, i64); 10] = [
    ("పది", 10),
    ("పదకొండు", 11),
    ("పన్నెండు", 12),
    ("పదమూడు", 13),
    ("పద్నాల్గు", 14),
    ("పదిహేను", 15),
    ("పదహారు", 16),
    ("పదిహేడు", 17),
    ("పద్దెనిమిది", 18),
    ("పంతొమ్మిది", 19),
];

const TENS: [(&str, i64); 8] = [
    ("ఇరవై", 20),
    ("ముప్పై", 30),
    ("నలబై", 40),
    ("యాబై", 50),
    ("అరవై", 60),
    ("డెబ్బై", 70),
    ("ఎనబై", 80),
    ("తొంబై", 90),
];

const HUNDREDS: [(&str, i64); 4] = [
    ("వంద", 100),
    ("వెయ్యి", 1000),
    ("లక్ష", 100000),
    ("కోటి", 10000000),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        native_digits(
            "telugu forms",
            ['౦', '౧', '౨', '౩', '౪', '౫', '౬', '౭', '౮', '౯'],
            18,
        ),
        words_rule(
            "integer (0..9)",
            "(సున్న|ఒకటి|రెండు|మూడు|నాలుగు|ఐదు|ఆరు|ఏడు|ఎనిమిది|తొమ్మిది)",
            &ZERO_NINE,
        ),
        words_rule(
            "integer (10..19)",
            "(పదకొండు|పన్నెండు|పదమూడు|పద్నాల్గు|పదిహేను|పదహారు|పదిహేడు|పద్దెనిమిది|పంతొమ్మిది|పది)",
            &TEN_NINETEEN,
        ),
        words_rule(
            "integer (20..90)",
            "(ఇరవై|ముప్పై|నలబై|యాబై|అరవై|డెబ్బై|ఎనబై|తొంబై)",
            &TENS,
        ),
        words_rule(
            "integer (100,1000,100000,10000000)",
            "(వంద|వెయ్యి|లక్ష|కోటి)",
            &HUNDREDS,
        ),
    ]
}
