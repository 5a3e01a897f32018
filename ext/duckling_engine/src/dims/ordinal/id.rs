//! Indonesian ordinals (`Duckling/Ordinal/ID/Rules.hs`): "pertama" to "kesepuluh", and "ke-4".

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 10] = [
    ("pertama", 1),
    ("kedua", 2),
    ("ketiga", 3),
    ("keempat", 4),
    ("kelima", 5),
    ("keenam", 6),
    ("ketujuh", 7),
    ("kedelapan", 8),
    ("kesembilan", 9),
    ("kesepuluh", 10),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals",
            vec![re(
                "(pertama|kedua|ketiga|keempat|kelima|keenam|ketujuh|kedelapan|kesembilan|kesepuluh)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        digits_ordinal("ordinals (digits)", r"ke-0*(\d+)"),
    ]
}
