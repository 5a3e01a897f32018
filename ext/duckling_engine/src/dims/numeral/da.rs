//! Danish numbers (`Duckling/Numeral/DA/Rules.hs`): words to "halvfems" and their compositions ("fem og
//! tyve", "to hundrede"), digits as Danish writes them ("1.200.000", "1,5").

use super::helpers::{double, integer, lookup, number_between, round_ten, with_grain, words_rule};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, numeral, re};

/// Duckling's `zeroNineteenMap`.
const ZERO_NINETEEN: [(&str, i64); 25] = [
    ("ingen", 0),
    ("nul", 0),
    ("intet", 0),
    ("en", 1),
    ("et", 1),
    ("én", 1),
    ("ét", 1),
    ("to", 2),
    ("tre", 3),
    ("fire", 4),
    ("fem", 5),
    ("seks", 6),
    ("syv", 7),
    ("otte", 8),
    ("ni", 9),
    ("ti", 10),
    ("elleve", 11),
    ("tolv", 12),
    ("tretten", 13),
    ("fjorten", 14),
    ("femten", 15),
    ("seksten", 16),
    ("sytten", 17),
    ("atten", 18),
    ("nitten", 19),
];

/// The round tens of "integer (20..90)", vigesimal from fifty on ("halvtreds").
const TENS: [(&str, i64); 8] = [
    ("tyve", 20),
    ("tredive", 30),
    ("fyrre", 40),
    ("halvtreds", 50),
    ("tres", 60),
    ("halvfjerds", 70),
    ("firs", 80),
    ("halvfems", 90),
];

/// The spellings "powers of tens" reads: their value and grain ("tohundrede" is two hundred in one word).
const POWERS_OF_TEN: [(&str, (f64, u8)); 8] = [
    ("hundred", (1e2, 2)),
    ("hundrede", (1e2, 2)),
    ("tohundrede", (2e2, 2)),
    ("tusind", (1e3, 3)),
    ("tusinde", (1e3, 3)),
    ("totusinde", (2e3, 3)),
    ("million", (1e6, 6)),
    ("millioner", (1e6, 6)),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("a pair", vec![re("et par")], |_| with_grain(2.0, 1, false)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        // Duckling drops the dots but keeps the comma, where `parseDouble` stops: "1.299,95" is 1299.
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            '.',
        ),
        Rule::new("dozen", vec![re("dusin")], |_| with_grain(12.0, 1, true)),
        Rule::new("few", vec![re("(nogle )?få")], |_| integer(3)),
        words_rule(
            "integer (0..19)",
            "(intet|ingen|nul|en|et|én|ét|to|tretten|tre|fire|femten|fem|seksten|seks|syv|otte|nitten|ni|ti|elleve|tolv|fjorten|sytten|atten)",
            &ZERO_NINETEEN,
        ),
        words_rule(
            "integer (20..90)",
            "(tyve|tredive|fyrre|halvtreds|tres|halvfjerds|firs|halvfems)",
            &TENS,
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
        number_dot_number("number dot number", "komma"),
        Rule::new(
            "numbers og",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("og"),
                numeral(round_ten),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        negative("-|minus|negativ"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(hundrede?|tohundrede|tusinde?|totusinde|million(er)?)")],
            |m| {
                let (value, grain) = lookup(&POWERS_OF_TEN, m[0].group(1)?)?;
                with_grain(value, grain, true)
            },
        ),
        Rule::new("single", vec![re("enkelt")], |_| with_grain(1.0, 1, false)),
        Rule::new("ten", vec![re("ti")], |_| with_grain(10.0, 1, false)),
    ]
}
