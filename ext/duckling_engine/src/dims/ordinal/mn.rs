//! Mongolian ordinals (`Duckling/Ordinal/MN/Rules.hs`): "гурав дахь", "хорь дугаар", "3-р", "4.".
//!
//! Duckling's "ordinal 10..99" ("арван нэг дүгээр") is left out: its production wants two regex tokens of its
//! one-regex pattern, so it never yields an ordinal.

use crate::dims::numeral::helpers::{lookup, parse_int};
use crate::dims::numeral::mn::TENS;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const FIRST_TENTH: [(&str, i64); 10] = [
    ("нэг", 1),
    ("хоёр", 2),
    ("гурав", 3),
    ("дөрөв", 4),
    ("тав", 5),
    ("зургаа", 6),
    ("долоо", 7),
    ("найм", 8),
    ("ес", 9),
    ("арав", 10),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Its last suffix is empty: every number in digits is also an ordinal, as in Duckling.
        digits_ordinal("ordinal (digits)", r"0*(\d+)-?(ын|ийн|р|с|)"),
        Rule::new(
            "ordinal (digits)",
            // Duckling's `(?<!\d|\.)` before and `(?!\d)` after the dot are checked in the production.
            vec![re(r"0*(\d+)(\.| ?(дугаар|дүгээр|дахь|дэх))")],
            |m| {
                let (text, whole) = (m[0].haystack()?, m[0].range(0)?);
                let after_digit_or_dot = text[..whole.start]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_digit() || c == '.');
                let digit_after_dot = m[0].group(2)? == "."
                    && text[whole.end..]
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_digit());
                if after_digit_or_dot || digit_after_dot {
                    return None;
                }
                ordinal(parse_int(m[0].group(1)?)?)
            },
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(хорь|гуч|дөч|тавь|жар|дал|ная|ер) ?(дугаар|дүгээр|дахь|дэх)",
            )],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (first..19th)",
            vec![re(
                "(нэг|хоёр|гурав|дөрөв|тав|зургаа|долоо|найм|ес|арав) ?(дугаар|дүгээр|дахь|дэх)",
            )],
            |m| ordinal(lookup(&FIRST_TENTH, m[0].group(1)?)?),
        ),
    ]
}
