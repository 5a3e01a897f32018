//! Indonesian numbers (`Duckling/Numeral/ID/Rules.hs`): words ("dua puluh tiga", "seratus", "tiga belas"),
//! digits with a decimal comma and thousands dots, the K/M/G suffixes, negatives.

use super::helpers::{double, integer, lookup, number_between, power_of_ten, with_grain};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, numeral, re};

const INTEGERS: [(&str, i64); 12] = [
    ("kosong", 0),
    ("nol", 0),
    ("satu", 1),
    ("dua", 2),
    ("tiga", 3),
    ("empat", 4),
    ("lima", 5),
    ("enam", 6),
    ("tujuh", 7),
    ("delapan", 8),
    ("sembilan", 9),
    ("sebelas", 11),
];

const POWERS: [(&str, u8); 3] = [("ratus", 2), ("ribu", 3), ("juta", 6)];

pub(crate) fn rules() -> Vec<Rule> {
    let two_to_nine = || numeral(|n| number_between(n, 2.0, 10.0));
    vec![
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("(se)?lusin")], |_| {
            with_grain(12.0, 1, true)
        }),
        Rule::new(
            "integer (0..9 11)",
            vec![re(
                "(kosong|nol|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sebelas)",
            )],
            |m| integer(lookup(&INTEGERS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 20..90",
            vec![two_to_nine(), numeral(|n| n.value == 10.0)],
            |m| {
                let ten = m[1].numeral()?;
                with_grain(m[0].numeral()?.value * ten.value, ten.grain?, false)
            },
        ),
        tens_units("integer 21..99", None),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            '.',
        ),
        intersect("intersect", None),
        compose_by_multiplication(),
        number_dot_number("number comma number", "koma"),
        negative("-|minus|negatif"),
        suffixes_kmg(),
        Rule::new("powers of tens", vec![re("(se)?(ratus|ribu|juta)")], |m| {
            power_of_ten(lookup(&POWERS, m[0].group(2)?)?)
        }),
        Rule::new("some/few/couple", vec![re("beberapa")], |_| integer(3)),
        Rule::new("teen", vec![two_to_nine(), re("belas")], |m| {
            double(m[0].numeral()?.value + 10.0)
        }),
        Rule::new("ten", vec![re("(se)?puluh")], |_| {
            with_grain(10.0, 1, false)
        }),
    ]
}
