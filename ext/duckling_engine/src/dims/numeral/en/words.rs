//! Numbers in words, as `Duckling/Numeral/EN/Rules.hs` spells them: "zero" to "nineteen" and the informal
//! "a couple", "a few"; the tens; "twenty-one"; the powers of ten ("hundred", "lakh", "crore"); the skipped
//! hundreds of "one eleven" and "one twenty two"; "a dozen".

use crate::dims::numeral::helpers::{integer, lookup, not_ok_for_any_time, power_of_ten};
use crate::dims::numeral::shared::tens_units;
use crate::dims::token::{NumeralData, Rule, re};

pub(super) const ZERO_NINETEEN: [(&str, i64); 25] = [
    ("naught", 0),
    ("nil", 0),
    ("nought", 0),
    ("none", 0),
    ("zero", 0),
    ("zilch", 0),
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
];

/// Informal counts: numbers, but never a time on their own ("a couple" is no hour).
const INFORMAL: [(&str, i64); 15] = [
    ("single", 1),
    ("a couple", 2),
    ("a couple of", 2),
    ("couple", 2),
    ("couples", 2),
    ("couple of", 2),
    ("couples of", 2),
    ("a pair", 2),
    ("a pair of", 2),
    ("pair", 2),
    ("pairs", 2),
    ("pair of", 2),
    ("pairs of", 2),
    ("a few", 3),
    ("few", 3),
];

pub(super) const TENS: [(&str, i64); 9] = [
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fourty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

/// The exponent of each power of ten, which is also its grain.
const POWERS_OF_TEN: [(&str, u8); 14] = [
    ("hundred", 2),
    ("thousand", 3),
    ("lakh", 5),
    ("lkh", 5),
    ("l", 5),
    ("lac", 5),
    ("million", 6),
    ("cr", 7),
    ("crore", 7),
    ("krore", 7),
    ("kr", 7),
    ("koti", 7),
    ("billion", 9),
    ("trillion", 12),
];

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "integer (0..19)",
            // "fourteen" before "four", or "four" would always shadow it.
            vec![re(
                "(none|zilch|naught|nought|nil|zero|one|single|two|(a )?(pair|couple)s?( of)?|three|(a )?few|fourteen|four|fifteen|five|sixteen|six|seventeen|seven|eighteen|eight|nineteen|nine|ten|eleven|twelve|thirteen)",
            )],
            |m| {
                let word = m[0].group(1)?;
                match lookup(&ZERO_NINETEEN, word) {
                    Some(n) => integer(n),
                    None => not_ok_for_any_time(NumeralData::new(lookup(&INFORMAL, word)? as f64)),
                }
            },
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "powers of tens",
            vec![re(
                "(hundred|thousand|l(ac|(a?kh)?)|million|((k|c)r(ore)?|koti)|billion)s?",
            )],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", Some(r"[\s\-]+")),
        Rule::new(
            "one eleven",
            vec![
                re("(one|two|three|four|five|six|seven|eight|nine)"),
                re(
                    "(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)",
                ),
            ],
            |m| {
                let hundreds = lookup(&ZERO_NINETEEN, m[0].group(1)?)?;
                let second = m[1].group(1)?;
                let rest = lookup(&ZERO_NINETEEN, second).or_else(|| lookup(&TENS, second))?;
                integer(hundreds * 100 + rest)
            },
        ),
        Rule::new(
            "one twenty two",
            vec![
                re("(one|two|three|four|five|six|seven|eight|nine)"),
                re("(twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)"),
                re("(one|two|three|four|five|six|seven|eight|nine)"),
            ],
            |m| {
                let hundreds = lookup(&ZERO_NINETEEN, m[0].group(1)?)?;
                let tens = lookup(&TENS, m[1].group(1)?)?;
                let rest = lookup(&ZERO_NINETEEN, m[2].group(1)?)?;
                integer(hundreds * 100 + tens + rest)
            },
        ),
        Rule::new("a dozen of", vec![re("(a )?dozens?( of)?")], |_| {
            not_ok_for_any_time(NumeralData {
                multipliable: true,
                ..NumeralData::new(12.0)
            })
        }),
    ]
}
