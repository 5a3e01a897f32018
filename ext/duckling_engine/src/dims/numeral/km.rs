//! Khmer numbers (`Duckling/Numeral/KM/Rules.hs`): Khmer digits one at a time, the words up to nine, the
//! tens, a ten and a unit ("ម្ភៃពីរ"), and hundreds to millions ("ប្រាំមួយពាន់ចិតប្រាំបី").

use crate::dims::numeral::helpers::{
    double, lookup, multiply_rule, one_of_steps, power_of_ten, sum_rule, words_rule,
};
use crate::dims::token::{Rule, numeral, re};

const ZERO_NINE: [(&str, i64); 20] = [
    ("០", 0),
    ("១", 1),
    ("២", 2),
    ("៣", 3),
    ("៤", 4),
    ("៥", 5),
    ("៦", 6),
    ("៧", 7),
    ("៨", 8),
    ("៩", 9),
    ("សូន្យ", 0),
    ("មួយ", 1),
    ("ពីរ", 2),
    ("បី", 3),
    ("បួន", 4),
    ("ប្រាំ", 5),
    ("ប្រាំមួយ", 6),
    ("ប្រាំពីរ", 7),
    ("ប្រាំបី", 8),
    ("ប្រាំបួន", 9),
];

const TENS: [(&str, i64); 9] = [
    ("ដប់", 10),
    ("ម្ភៃ", 20),
    ("សាម", 30),
    ("សែ", 40),
    ("ហា", 50),
    ("ហុក", 60),
    ("ចិត", 70),
    ("ប៉ែត", 80),
    ("កៅ", 90),
];

/// The exponent of each power of ten, which is also its grain.
const POWERS_OF_TEN: [(&str, u8); 5] = [("រយ", 2), ("ពាន់", 3), ("ម៉ឺន", 4), ("សែន", 5), ("លាន", 6)];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        words_rule(
            "integer (0..9)",
            "(០|១|២|៣|៤|៥|៦|៧|៨|៩|ប្រាំបួន|ប្រាំបី|ប្រាំពីរ|ប្រាំមួយ|ប្រាំ|បួន|បី|ពីរ|មួយ|សូន្យ)",
            &ZERO_NINE,
        ),
        words_rule("integer (10..90)", "(កៅ|ប៉ែត|ចិត|ហុក|ហា|សែ|សាម|ម្ភៃ|ដប់)", &TENS),
        Rule::new(
            "integer (11..99)",
            vec![
                numeral(|n| one_of_steps(n, 10.0, 10.0, 90.0)),
                numeral(|n| one_of_steps(n, 1.0, 1.0, 9.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "powers of tens",
            vec![re("(រយ|ពាន់|ម៉ឺន|សែន|លាន)")],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        sum_rule(),
        multiply_rule(|_| true),
    ]
}
