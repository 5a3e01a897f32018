//! Persian numbers (`Duckling/Numeral/FA/Rules.hs`): Persian digits, words up to nineteen, the tens and
//! hundreds, thousands to milliards, and sums joined by و ("چهار هزار و بیست").

use crate::dims::numeral::helpers::{
    double, lookup, multiply_rule, native_digits, number_between, one_of_steps, sum_and_rule,
    sum_rule, words_rule,
};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};

const ZERO_NINETEEN: [(&str, i64); 25] = [
    ("صفر", 0),
    ("یک", 1),
    ("دو", 2),
    ("سه", 3),
    ("چهار", 4),
    ("پنج", 5),
    ("شش", 6),
    ("شیش", 6),
    ("هفت", 7),
    ("هشت", 8),
    ("نه", 9),
    ("ده", 10),
    ("یازده", 11),
    ("دوازده", 12),
    ("سیزده", 13),
    ("چهارده", 14),
    ("پانزده", 15),
    ("پونزده", 15),
    ("شانزده", 16),
    ("شونزده", 16),
    ("هفده", 17),
    ("هیفده", 17),
    ("هجده", 18),
    ("هیجده", 18),
    ("نوزده", 19),
];

const TENS: [(&str, i64); 26] = [
    ("بیست", 20),
    ("سی", 30),
    ("چهل", 40),
    ("پنجاه", 50),
    ("شصت", 60),
    ("هفتاد", 70),
    ("هشتاد", 80),
    ("نود", 90),
    ("صد", 100),
    ("دویست", 200),
    ("سیصد", 300),
    ("سی صد", 300),
    ("چهارصد", 400),
    ("چهار صد", 400),
    ("پانصد", 500),
    ("پونصد", 500),
    ("شیشصد", 600),
    ("شیش صد", 600),
    ("ششصد", 600),
    ("شش صد", 600),
    ("هفتصد", 700),
    ("هفت صد", 700),
    ("هشتصد", 800),
    ("هشت صد", 800),
    ("نهصد", 900),
    ("نه صد", 900),
];

/// Each power's value and grain, as Duckling gives them: thousand has grain 2 and million (میلیون) grain 3,
/// so that "هزار و بیست" sums but "هزار و صد" does not.
const POWERS_OF_TEN: [(&str, (f64, u8)); 4] = [
    ("هزار", (1e3, 2)),
    ("میلیون", (1e6, 3)),
    ("ملیون", (1e6, 6)),
    ("میلیارد", (1e9, 9)),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        native_digits(
            "Persian integer numeric",
            ['۰', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹'],
            18,
        ),
        words_rule(
            "integer (0..19)",
            "(صفر|یک|سه|چهارده|چهار|پنج|شی?ش|هفت|هشت|نه|یازده|دوازده|سیزده|پ(ا|و)نزده|ش(ا|و)نزده|هی?فده|هی?جده|نوزده|ده|دو)",
            &ZERO_NINETEEN,
        ),
        words_rule(
            "integer (20..90)",
            "(دویست|(سی|چهار|پان|پون|شی?ش|هفت|هشت|نه)? ?صد|بیست|سی|چهل|پنجاه|شصت|هفتاد|هشتاد|نود)",
            &TENS,
        ),
        Rule::new(
            "powers of tens",
            vec![re("(هزار|میلیون|ملیون|میلیارد)")],
            |m| {
                let (value, grain) = lookup(&POWERS_OF_TEN, m[0].group(1)?)?;
                Some(Token::Numeral(NumeralData {
                    grain: Some(grain),
                    multipliable: true,
                    ..NumeralData::new(value)
                }))
            },
        ),
        Rule::new(
            "integer 21..99",
            vec![
                numeral(|n| one_of_steps(n, 20.0, 10.0, 90.0)),
                re("و"),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "integer 21..99",
            vec![
                numeral(|n| one_of_steps(n, 100.0, 100.0, 900.0)),
                re("و"),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        sum_rule(),
        sum_and_rule("و"),
        multiply_rule(|_| true),
    ]
}
