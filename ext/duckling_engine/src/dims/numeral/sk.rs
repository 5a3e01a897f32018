//! Slovak numbers (`Duckling/Numeral/SK/Rules.hs`): words ("päť tisíc"), digits with a decimal comma and
//! thousands dots ("1.200.000"), the K/M/G suffixes, negatives.

use super::helpers::{integer, lookup, power_of_ten, with_grain};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, re};

const ZERO_NINETEEN: [(&str, i64); 23] = [
    ("nula", 0),
    ("jeden", 1),
    ("jedna", 1),
    ("jedno", 1),
    ("dva", 2),
    ("dve", 2),
    ("tri", 3),
    ("štyri", 4),
    ("päť", 5),
    ("šesť", 6),
    ("sedem", 7),
    ("osem", 8),
    ("deväť", 9),
    ("desať", 10),
    ("jedenásť", 11),
    ("dvanásť", 12),
    ("trinásť", 13),
    ("štrnásť", 14),
    ("pätnásť", 15),
    ("šestnásť", 16),
    ("sedemnásť", 17),
    ("osemnásť", 18),
    ("devätnásť", 19),
];

const TENS: [(&str, i64); 8] = [
    ("dvadsať", 20),
    ("tridsať", 30),
    ("štyridsať", 40),
    ("päťdesiat", 50),
    ("šesťdesiat", 60),
    ("sedemdesiat", 70),
    ("osemdesiat", 80),
    ("devätdesiat", 90),
];

const POWERS: [(&str, u8); 6] = [
    ("sto", 2),
    ("stovky", 2),
    ("tisíc", 3),
    ("tisíce", 3),
    ("milión", 6),
    ("milióny", 6),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("couple, a pair", vec![re("páry?")], |_| integer(2)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+\,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("tucet")], |_| with_grain(12.0, 1, true)),
        Rule::new("few", vec![re("(zo)?pár")], |_| integer(3)),
        Rule::new(
            "integer (0..19)",
            // Duckling's order: "jedenásť" before "jeden", or "jeden" would always shadow it.
            vec![re(
                "(nula|jed(enásť|en|na|no)|dv(anásť|a|e)|trinásť|tri|štrnásť|štyri|pätnásť|päť|šestnásť|šesť|sedemnásť|sedem|osemnásť|osem|devätnásť|deväť|desať)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "((dva|tri|štyri)dsať|(päť|šesť|sedem|osem|devät)desiat)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", None),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            '.',
        ),
        intersect("intersect", None),
        intersect("intersect (with and)", Some("a")),
        compose_by_multiplication(),
        number_dot_number("number dot number", "celá|celých|celé"),
        negative("-|mínus|záporné"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(sto(vky)?|tisíce?|milióny?)")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
        Rule::new("single", vec![re("jed(en|no|na)")], |_| {
            with_grain(1.0, 1, false)
        }),
    ]
}
