//! Swedish numbers (`Duckling/Numeral/SV/Rules.hs`): words to "nittio" and their compositions ("tjugo tre",
//! "tre hundra och fem"), digits as Swedish writes them ("1.200.000", "1,5").

use super::helpers::{integer, lookup, power_of_ten, with_grain, words_rule};
use super::shared::{
    compose_by_multiplication, digits, intersect, negative, number_dot_number, suffixes_kmg,
    tens_units,
};
use crate::dims::token::{Rule, re};

/// Duckling's `zeroToNineteenMap`.
const ZERO_NINETEEN: [(&str, i64); 23] = [
    ("inget", 0),
    ("ingen", 0),
    ("noll", 0),
    ("en", 1),
    ("ett", 1),
    ("två", 2),
    ("tre", 3),
    ("fyra", 4),
    ("fem", 5),
    ("sex", 6),
    ("sju", 7),
    ("åtta", 8),
    ("nio", 9),
    ("tio", 10),
    ("elva", 11),
    ("tolv", 12),
    ("tretton", 13),
    ("fjorton", 14),
    ("femton", 15),
    ("sexton", 16),
    ("sjutton", 17),
    ("arton", 18),
    ("nitton", 19),
];

/// Duckling's `dozenMap`, the round tens.
pub(crate) const TENS: [(&str, i64); 8] = [
    ("tjugo", 20),
    ("trettio", 30),
    ("fyrtio", 40),
    ("femtio", 50),
    ("sextio", 60),
    ("sjuttio", 70),
    ("åttio", 80),
    ("nittio", 90),
];

/// The spellings "powers of tens" reads, and their exponents ("tuse" and "hundr" as Duckling's regex lets).
const POWERS_OF_TEN: [(&str, u8); 6] = [
    ("hundr", 2),
    ("hundra", 2),
    ("tuse", 3),
    ("tusen", 3),
    ("miljon", 6),
    ("miljoner", 6),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("couple, a pair", vec![re("ett par")], |_| integer(2)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("dussin")], |_| with_grain(12.0, 1, true)),
        Rule::new("few", vec![re("(några )?få")], |_| integer(3)),
        words_rule(
            "integer (0..19)",
            "(inget|ingen|noll|en|ett|två|tretton|tre|fyra|femton|fem|sexton|sex|sjutton|sju|åtta|nio|tio|elva|tolv|fjorton|arton|nitton)",
            &ZERO_NINETEEN,
        ),
        words_rule(
            "integer (20..90)",
            "(tjugo|trettio|fyrtio|femtio|sextio|sjuttio|åttio|nittio)",
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
        intersect("intersect (with and)", Some("och")),
        compose_by_multiplication(),
        number_dot_number("number dot number", "komma"),
        negative("-|minus|negativ"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(hundra?|tusen?|miljon(er)?)")],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        Rule::new("single", vec![re("enkel")], |_| with_grain(1.0, 1, false)),
    ]
}
