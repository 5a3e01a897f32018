//! Italian ordinals (`Duckling/Ordinal/IT/Rules.hs`): "primo" to "decimo" in every gender and number, and
//! digits with "°" or "ª".

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const STEMS: [(&str, i64); 10] = [
    ("prim", 1),
    ("second", 2),
    ("terz", 3),
    ("quart", 4),
    ("quint", 5),
    ("sest", 6),
    ("settim", 7),
    ("ottav", 8),
    ("non", 9),
    ("decim", 10),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", "0*(\\d+) ?(ª|°)"),
        Rule::new(
            "ordinals (primo..10)",
            vec![re(
                "((prim|second|terz|quart|quint|sest|settim|ottav|non|decim)(o|a|i|e))",
            )],
            |m| ordinal(lookup(&STEMS, m[0].group(2)?)?),
        ),
    ]
}
