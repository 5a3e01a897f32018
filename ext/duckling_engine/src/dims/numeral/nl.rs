//! Dutch numbers (`Duckling/Numeral/NL/Rules.hs`): words ("drieëntwintig", "honderd duizend"), digits with a
//! decimal comma and thousands dots ("100.000,0"), and their compositions.

use super::helpers::{double, integer, lookup, number_between, power_of_ten, round_ten};
use super::shared::{compose_by_multiplication, digits, intersect, negative, suffixes_kmg};
use crate::dims::token::{NumeralData, Rule, Token, numeral, re};

/// Looked up lower-cased: `lookup` folds ASCII only, and "Één" must find "één".
const ZERO_NINETEEN: [(&str, i64); 23] = [
    ("niks", 0),
    ("nul", 0),
    ("geen", 0),
    ("één", 1),
    ("een", 1),
    ("twee", 2),
    ("drie", 3),
    ("vier", 4),
    ("vijf", 5),
    ("zes", 6),
    ("zeven", 7),
    ("acht", 8),
    ("negen", 9),
    ("tien", 10),
    ("elf", 11),
    ("twaalf", 12),
    ("dertien", 13),
    ("veertien", 14),
    ("vijftien", 15),
    ("zestien", 16),
    ("zeventien", 17),
    ("achttien", 18),
    ("negentien", 19),
];

const TENS: [(&str, i64); 8] = [
    ("twintig", 20),
    ("dertig", 30),
    ("veertig", 40),
    ("vijftig", 50),
    ("zestig", 60),
    ("zeventig", 70),
    ("tachtig", 80),
    ("negentig", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("couple", vec![re("(een )?paar")], |_| integer(2)),
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+(,\d+)?)",
            Some('.'),
            ',',
        ),
        Rule::new("dozen", vec![re("dozijn")], |_| with_grain_one(12.0)),
        Rule::new("gros", vec![re("gros")], |_| with_grain_one(144.0)),
        Rule::new("few", vec![re("meerdere")], |_| integer(3)),
        Rule::new(
            "integer (0..19)",
            // "vijftien" before "vijf" and so on, or the shorter word would always shadow the longer.
            vec![re(
                "(geen|nul|niks|een|één|twee|drie|vier|vijftien|vijf|zestien|zes|zeventien|zeven|achttien|acht|negentien|negen|tien|elf|twaalf|dertien|veertien)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer ([2-9][1-9])",
            vec![re(
                "(een|twee|drie|vier|vijf|zes|zeven|acht|negen)(?:e|ë)n(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)",
            )],
            |m| {
                let units = lookup(&ZERO_NINETEEN, m[0].group(1)?)?;
                integer(units + lookup(&TENS, m[0].group(2)?)?)
            },
        ),
        intersect("intersect", None),
        compose_by_multiplication(),
        Rule::new(
            "numbers en",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("-?en-?"),
                numeral(round_ten),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        negative("-|min|minus|negatief"),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(honderd|duizend|miljoen)")],
            |m| {
                let word = m[0].group(1)?;
                power_of_ten(lookup(
                    &[("honderd", 2), ("duizend", 3), ("miljoen", 6)],
                    word,
                )?)
            },
        ),
        Rule::new("ten", vec![re("tien")], |_| with_grain_one(10.0)),
    ]
}

/// Duckling's `withGrain 1`, which no rule reads (a sum wants a grain above 1): kept so that the tokens are
/// Duckling's.
fn with_grain_one(value: f64) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain: Some(1),
        ..NumeralData::new(value)
    }))
}
