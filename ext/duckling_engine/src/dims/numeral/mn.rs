//! Mongolian numbers (`Duckling/Numeral/MN/Rules.hs`): words ("хорин хоёр", "арван тав", "таван зуу"),
//! digits with a decimal point and thousands dots, the K/M/G suffixes, negatives.

use super::helpers::{integer, lookup, power_of_ten, with_grain};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, re};

/// The tens as they join a unit in one number ("хорин хоёр").
const JOINED_TENS: [(&str, i64); 8] = [
    ("хорин", 20),
    ("гучин", 30),
    ("дөчин", 40),
    ("тавин", 50),
    ("жаран", 60),
    ("далан", 70),
    ("наян", 80),
    ("ерэн", 90),
];

const UNITS: [(&str, i64); 9] = [
    ("нэг", 1),
    ("хоёр", 2),
    ("гурав", 3),
    ("дөрөв", 4),
    ("тав", 5),
    ("зургаа", 6),
    ("долоо", 7),
    ("найм", 8),
    ("ес", 9),
];

/// Duckling's table lists "зуун", "мянган" and "саяын" too, which its regex never matches.
const POWERS: [(&str, u8); 3] = [("зуу", 2), ("мянга", 3), ("сая", 6)];

const ZERO_NINETEEN: [(&str, i64); 24] = [
    ("нуль", 0),
    ("тэг", 0),
    ("нойл", 0),
    ("нэг", 1),
    ("ганц", 1),
    ("хоёр", 2),
    ("гурав", 3),
    ("дөрөв", 4),
    ("тав", 5),
    ("зургаа", 6),
    ("долоо", 7),
    ("найм", 8),
    ("ес", 9),
    ("арван", 10),
    ("арав", 10),
    ("арван нэг", 11),
    ("арван хоёр", 12),
    ("арван гурав", 13),
    ("арван дөрөв", 14),
    ("арван тав", 15),
    ("арван зургаа", 16),
    ("арван долоо", 17),
    ("арван найм", 18),
    ("арван ес", 19),
];

/// The round tens, as Duckling's `cardinalsMap` writes them ("хорь"); the ordinals read them too.
pub(crate) const TENS: [(&str, i64); 8] = [
    ("хорь", 20),
    ("гуч", 30),
    ("дөч", 40),
    ("тавь", 50),
    ("жар", 60),
    ("дал", 70),
    ("ная", 80),
    ("ер", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("couple", vec![re("хос")], |_| integer(2)),
        digits("decimal number", r"(\d*\.\d+)", None, '.'),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+\,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("few", vec![re("хэдхэн")], |_| integer(3)),
        Rule::new(
            "integer (20..90)",
            vec![re("(хорь|гуч|дөч|тавь|жар|дал|ная|ер)")],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer ([2-9][1-9])",
            vec![re(
                "(хорин|гучин|дөчин|тавин|жаран|далан|наян|ерэн) ?(нэг|хоёр|гурав|дөрөв|тав|зургаа|долоо|найм|ес)",
            )],
            |m| {
                let tens = lookup(&JOINED_TENS, m[0].group(1)?)?;
                integer(tens + lookup(&UNITS, m[0].group(2)?)?)
            },
        ),
        digits(
            "integer with thousands separator .",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            '.',
        ),
        intersect("intersect", None),
        compose_by_multiplication(),
        number_dot_number("number dot number", "цэг"),
        negative("-|хасах|сөрөг"),
        suffixes_kmg(),
        tens_units("numbers und", None),
        Rule::new(
            "powers of tens",
            vec![re("(зуу?|мянга?|сая?)")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
        Rule::new("ten", vec![re("арав")], |_| with_grain(10.0, 1, false)),
        Rule::new(
            "integer (0..19)",
            vec![re(
                "(нуль|тэг|нойл|нэг|ганц|хоёр|гурав|дөрөв|тав|зургаа|долоо|найм|ес|арван нэг|арван хоёр|арван гурав|арван дөрөв|арван тав|арван зургаа|арван долоо|арван найм|арван ес|арав|арван)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
    ]
}
