//! Estonian numbers (`Duckling/Numeral/ET/Rules.hs`): words ("kolmkümmend üks miljonit kakssada viiskümmend
//! kuus tuhat"), digits with a decimal point and thousands commas or blanks, the K/M/G suffixes, negatives.

use super::helpers::{double, integer, lookup, parse_double, power_of_ten, with_grain};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, re};

const ZERO_NINETEEN: [(&str, i64); 20] = [
    ("null", 0),
    ("üks", 1),
    ("kaks", 2),
    ("kolm", 3),
    ("neli", 4),
    ("viis", 5),
    ("kuus", 6),
    ("seitse", 7),
    ("kaheksa", 8),
    ("üheksa", 9),
    ("kümme", 10),
    ("üksteist", 11),
    ("kaksteist", 12),
    ("kolmteist", 13),
    ("neliteist", 14),
    ("viisteist", 15),
    ("kuusteist", 16),
    ("seitseteist", 17),
    ("kaheksateist", 18),
    ("üheksateist", 19),
];

const TWENTY_NINETY: [(&str, i64); 8] = [
    ("kakskümmend", 20),
    ("kolmkümmend", 30),
    ("nelikümmend", 40),
    ("viiskümmend", 50),
    ("kuuskümmend", 60),
    ("seitsekümmend", 70),
    ("kaheksakümmend", 80),
    ("üheksakümmend", 90),
];

const HUNDREDS: [(&str, f64); 8] = [
    ("kakssada", 200.0),
    ("kolmsada", 300.0),
    ("nelisada", 400.0),
    ("viissada", 500.0),
    ("kuussada", 600.0),
    ("seitsesada", 700.0),
    ("kaheksasada", 800.0),
    ("üheksasada", 900.0),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("a couple of", vec![re("paar")], |_| integer(2)),
        Rule::new("(a )?few", vec![re("mõni")], |_| integer(3)),
        digits("decimal number", r"(\d*\.\d+)", None, '.'),
        digits(
            "decimal with thousands separator",
            r"(\d+(,\d\d\d)+\.\d+)",
            Some(','),
            '.',
        ),
        Rule::new(
            "integer (0..19)",
            vec![re(
                "(null|üksteist|üks|kaksteist|kaks|kolmteist|kolm|neliteist|neli|viisteist|viis|kuusteist|kuus|seitseteist|seitse|kaheksateist|kaheksa|üheksateist|üheksa|kümme)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "((kaks|kolm|neli|viis|kuus|seitse|kaheksa|(ü)heksa)k(ü)mmend)",
            )],
            |m| integer(lookup(&TWENTY_NINETY, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", None),
        Rule::new(
            "integer (200..900)",
            vec![re(
                "(kakssada|kolmsada|nelisada|viissada|kuussada|seitsesada|kaheksasada|üheksasada)",
            )],
            |m| with_grain(lookup(&HUNDREDS, m[0].group(1)?)?, 2, true),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(([, ])\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(m[0].group(3)?, ""))?),
        ),
        intersect("intersect", None),
        compose_by_multiplication(),
        number_dot_number("number dot number", "dot|point"),
        negative("-|miinus|negatiivne"),
        suffixes_kmg(),
        Rule::new("powers of tens", vec![re("(sada|tuhat|miljoni?t?)")], |m| {
            power_of_ten(match m[0].group(1)?.to_lowercase().as_str() {
                "sada" => 2,
                "tuhat" => 3,
                _ => 6,
            })
        }),
        Rule::new("ten", vec![re("kümme")], |_| with_grain(10.0, 1, false)),
    ]
}
