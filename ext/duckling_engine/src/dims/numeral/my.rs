//! Burmese numbers (`Duckling/Numeral/MY/Rules.hs`): Burmese digits one at a time, the words up to ten, the
//! Pali ordinals read as numbers (ပထမ is 1), and tens, hundreds, thousands and ten thousands after a unit
//! ("သုံးဆယ့်သုံး", "နှစ်ရာ").

use crate::dims::numeral::helpers::{double, integer, number_between, words_rule};
use crate::dims::token::{Rule, numeral, re};

const DIGITS: [(&str, i64); 10] = [
    ("၀", 0),
    ("၁", 1),
    ("၂", 2),
    ("၃", 3),
    ("၄", 4),
    ("၅", 5),
    ("၆", 6),
    ("၇", 7),
    ("၈", 8),
    ("၉", 9),
];

const PALI: [(&str, i64); 3] = [("ပထမ", 1), ("ဒုတိယ", 2), ("တတိယ", 3)];

const ONE_TEN: [(&str, i64); 10] = [
    ("တစ်", 1),
    ("နှစ်", 2),
    ("သုံး", 3),
    ("လေး", 4),
    ("ငါး", 5),
    ("ခြေါက်", 6),
    ("ခုနှစ်", 7),
    ("ရှစ်", 8),
    ("ကိုး", 9),
    ("တစ်ဆယ်", 10),
];

/// A unit (1 to 9) times the power of ten its word names.
fn times(name: &'static str, word: &str, power: f64) -> Rule {
    Rule::new(
        name,
        vec![numeral(|n| number_between(n, 1.0, 10.0)), re(word)],
        move |m| double(m[0].numeral()?.value * power),
    )
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("integer 0", vec![re("သုံည|မရှိ")], |_| {
            integer(0)
        }),
        words_rule(
            "integer (1..10)",
            "(တစ်|နှစ်|သုံး|လေး|ငါး|ခြေါက်|ခုနှစ်|ရှစ်|ကိုး|တစ်ဆယ်)",
            &ONE_TEN,
        ),
        Rule::new(
            "integer (11..19) ",
            vec![re("ဆယ့်"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| double(m[1].numeral()?.value + 10.0),
        ),
        times("integer (10..90)", "ဆယ်", 10.0),
        Rule::new(
            "integer (11..99) ",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("ဆယ့်"),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            // As Duckling reads it: the unit after ဆယ့် counts the tens ("နှစ်ဆယ့်သုံး", twenty-three, is 2 + 3 × 10).
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value * 10.0),
        ),
        times("integer (100..900)", "ရာ", 100.0),
        times("integer (1000..9000)", "ထောင်", 1000.0),
        times("integer (10000..90000)", "သောင်း", 10000.0),
        words_rule("integer (0..9) - numeric", "(၀|၁|၂|၃|၄|၅|၆|၇|၈|၉)", &DIGITS),
        words_rule("integer (1..3) - pali", "(ပထမ|ဒုတိယ|တတိယ)", &PALI),
    ]
}
