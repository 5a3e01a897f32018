//! Afrikaans numbers (`Duckling/Numeral/AF/Rules.hs`): words up to "nege en negentig", hundreds and thousands
//! ("een honderd vier en veertig"), decimals with a comma, "dosyn".

use super::helpers::{
    addend, addend_with_grain, double, integer, lookup, multipliable_not_for_time, number_between,
    power_of_ten, round_ten, sum,
};
use super::shared::{compose_by_multiplication, digits};
use crate::dims::token::{Rule, numeral, re};

/// Duckling's `oneToNineMap` and `zeroAndTenMap`, which "number (0..10)" consults in turn.
const ZERO_TEN: [(&str, i64); 15] = [
    ("een", 1),
    ("twee", 2),
    ("drie", 3),
    ("vier", 4),
    ("vyf", 5),
    ("ses", 6),
    ("sewe", 7),
    ("agt", 8),
    ("ag", 8),
    ("nege", 9),
    ("nul", 0),
    ("geen", 0),
    ("niks", 0),
    ("zero", 0),
    ("tien", 10),
];

const ELEVEN_NINETEEN: [(&str, i64); 10] = [
    ("elf", 11),
    ("twaalf", 12),
    ("dertien", 13),
    ("veertien", 14),
    ("vyftien", 15),
    ("sestien", 16),
    ("sewentien", 17),
    ("agtien", 18),
    ("negentien", 19),
    ("neentien", 19),
];

/// The stems before "tig" ("twintig", "negentig" or "neentig").
const TENS: [(&str, i64); 9] = [
    ("twin", 20),
    ("der", 30),
    ("veer", 40),
    ("vyf", 50),
    ("ses", 60),
    ("sewen", 70),
    ("tag", 80),
    ("negen", 90),
    ("neen", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "number (0..10)",
            vec![re(
                "(nul|geen|niks|zero|tien|een|twee|drie|vier|vyf|ses|sewe|agt?|nege)",
            )],
            |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
        ),
        Rule::new("a dozen of", vec![re("dosyn")], |_| {
            multipliable_not_for_time(12.0)
        }),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        Rule::new("powers of tens", vec![re("(honderd|duisend)")], |m| {
            power_of_ten(lookup(&[("honderd", 2), ("duisend", 3)], m[0].group(1)?)?)
        }),
        Rule::new(
            "number (11..19)",
            vec![re(
                "(elf|twaalf|dertien|veertien|vyftien|sestien|sewentien|agtien|neg?entien)",
            )],
            |m| integer(lookup(&ELEVEN_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20,30..90)",
            vec![re("(twin|der|veer|vyf|ses|sewen|tag|neg?en)tig")],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer ([3-9][1-9])",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("en"),
                numeral(round_ten),
            ],
            |m| double(m[2].numeral()?.value + m[0].numeral()?.value),
        ),
        Rule::new(
            "intersect 2 numbers",
            vec![numeral(addend_with_grain), numeral(addend)],
            |m| sum(m[0].numeral()?, m[1].numeral()?),
        ),
        compose_by_multiplication(),
    ]
}
