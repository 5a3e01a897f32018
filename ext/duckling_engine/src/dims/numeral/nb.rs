//! Norwegian Bokmål numbers (`Duckling/Numeral/NB/Rules.hs`): words to "nittini" and their compositions
//! ("fem tusen og tjue", "fire hundre billiarder"), digits as Norwegian writes them ("1.200.000",
//! "1 200 000", "1,5").

use super::helpers::{
    double, integer, lookup, parse_double, tens_units_rule, with_grain, words_rule,
};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, re};

/// Duckling's `zeroToNineteenMap`.
const ZERO_NINETEEN: [(&str, i64); 26] = [
    ("null", 0),
    ("ingen", 0),
    ("intet", 0),
    ("en", 1),
    ("ett", 1),
    ("én", 1),
    ("to", 2),
    ("tre", 3),
    ("fire", 4),
    ("fem", 5),
    ("seks", 6),
    ("sju", 7),
    ("syv", 7),
    ("åtte", 8),
    ("ni", 9),
    ("ti", 10),
    ("elleve", 11),
    ("tolv", 12),
    ("tretten", 13),
    ("fjorten", 14),
    ("femten", 15),
    ("seksten", 16),
    ("søtten", 17),
    ("sytten", 17),
    ("atten", 18),
    ("nitten", 19),
];

/// Duckling's `tensMap`.
const TENS: [(&str, i64); 11] = [
    ("tyve", 20),
    ("tjue", 20),
    ("tredve", 30),
    ("tretti", 30),
    ("førti", 40),
    ("femti", 50),
    ("seksti", 60),
    ("sytti", 70),
    ("søtti", 70),
    ("åtti", 80),
    ("nitti", 90),
];

/// The units Duckling's `twentyToHundredMap` writes after a ten in one word ("tjueén", "søttisyv").
const UNITS: [(&str, i64); 11] = [
    ("en", 1),
    ("én", 1),
    ("to", 2),
    ("tre", 3),
    ("fire", 4),
    ("fem", 5),
    ("seks", 6),
    ("sju", 7),
    ("syv", 7),
    ("åtte", 8),
    ("ni", 9),
];

/// The spellings "powers of tens" reads, and their value and grain ("tuse" as Duckling's regex lets).
const POWERS_OF_TEN: [(&str, (f64, u8)); 20] = [
    ("hundre", (1e2, 2)),
    ("hundrede", (1e2, 2)),
    ("tuse", (1e3, 3)),
    ("tusen", (1e3, 3)),
    ("million", (1e6, 6)),
    ("millioner", (1e6, 6)),
    ("milliard", (1e9, 9)),
    ("milliarder", (1e9, 9)),
    ("billion", (1e12, 12)),
    ("billioner", (1e12, 12)),
    ("billiard", (1e15, 15)),
    ("billiarder", (1e15, 15)),
    ("trillion", (1e18, 18)),
    ("trillioner", (1e18, 18)),
    ("trilliard", (1e21, 21)),
    ("trilliarder", (1e21, 21)),
    ("kvadrillion", (1e24, 24)),
    ("kvadrillioner", (1e24, 24)),
    ("kvadrilliard", (1e27, 27)),
    ("kvadrilliarder", (1e27, 27)),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("a pair", vec![re("et par")], |_| with_grain(2.0, 1, false)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("dusin")], |_| with_grain(12.0, 1, true)),
        Rule::new("few", vec![re("(noen )?få")], |_| integer(3)),
        words_rule(
            "integer (0..19)",
            "(intet|ingen|null|en|ett|én|to|tretten|tre|fire|femten|fem|seksten|seks|syv|sju|åtte|nitten|ni|ti|elleve|tolv|fjorten|sytten|søtten|atten)",
            &ZERO_NINETEEN,
        ),
        words_rule(
            "integer (20..90)",
            "(tyve|tjue|tredve|tretti|førti|femti|seksti|sytti|søtti|åtti|nitti)",
            &TENS,
        ),
        tens_units("integer 21..99", None),
        // Duckling lists the 99 words of `twentyToHundredMap` one by one: each of these tens with each unit.
        tens_units_rule(
            "integer (21..99)",
            "(tjue|tretti|førti|femti|seksti|sytti|søtti|åtti|nitti)(en|én|to|tre|fire|fem|seks|sju|syv|åtte|ni)",
            &TENS,
            &UNITS,
            integer,
        ),
        // Dots or blanks between the thousands ("1 200 000"), both dropped.
        Rule::new(
            "integer with thousands separator .",
            vec![re(r"(\d{1,3}((?:\.| )\d\d\d){1,5})")],
            |m| {
                let mut digits = m[0].group(1)?.to_owned();
                digits.retain(|c| c != '.' && c != ' ');
                double(parse_double(&digits)?)
            },
        ),
        intersect("intersect", None),
        intersect("intersect (with and)", Some("og")),
        compose_by_multiplication(),
        number_dot_number("number dot number", "komma"),
        negative("-|minus|negativ"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re(
                "(hundre(de)?|tusen?|million(er)?|milliard(?:er)?|billion(?:er)?|billiard(?:er)?|trillion(?:er)?|trilliard(?:er)?|kvadrillion(?:er)?|kvadrilliard(?:er)?)",
            )],
            |m| {
                let (value, grain) = lookup(&POWERS_OF_TEN, m[0].group(1)?)?;
                with_grain(value, grain, true)
            },
        ),
        Rule::new("single", vec![re("enkelt")], |_| with_grain(1.0, 1, false)),
    ]
}
