//! Czech numbers (`Duckling/Numeral/CS/Rules.hs`): the words from "nula" to "deset".

use super::helpers::{integer, lookup};
use crate::dims::token::{Rule, re};

/// Duckling's table, its "dvĕ" and "pĕt" spelt with U+0115 (ĕ) as Duckling spells them.
const ZERO_TEN: [(&str, i64); 14] = [
    ("nula", 0),
    ("jeden", 1),
    ("jedna", 1),
    ("jedno", 1),
    ("dva", 2),
    ("dv\u{115}", 2),
    ("t\u{159}i", 3),
    ("čty\u{159}i", 4),
    ("p\u{115}t", 5),
    ("šest", 6),
    ("sedm", 7),
    ("osm", 8),
    ("dev\u{115}t", 9),
    ("deset", 10),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "number (0..10)",
        vec![re(
            "(nula|jed(en|n[ao])|dv(a|\u{115})|t(\u{159})i|(č)ty(\u{159})i|p(\u{115})t|(š)est|sedm|osm|dev(\u{115})t|deset)",
        )],
        |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
    )]
}
