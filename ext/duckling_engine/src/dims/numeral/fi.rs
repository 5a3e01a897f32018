//! Finnish numbers (`Duckling/Numeral/FI/Rules.hs`): the words up to "yhdeksänkymmentäyhdeksän", and its own
//! copy of every language's "integer (numeric)".

use super::helpers::{integer, lookup, parse_int};
use crate::dims::token::{Rule, re};

const ZERO_TEN: [(&str, i64); 11] = [
    ("nolla", 0),
    ("yksi", 1),
    ("kaksi", 2),
    ("kolme", 3),
    ("neljä", 4),
    ("viisi", 5),
    ("kuusi", 6),
    ("seitsemän", 7),
    ("kahdeksan", 8),
    ("yhdeksän", 9),
    ("kymmenen", 10),
];

const ELEVEN_NINETEEN: [(&str, i64); 9] = [
    ("yksitoista", 11),
    ("kaksitoista", 12),
    ("kolmetoista", 13),
    ("neljätoista", 14),
    ("viisitoista", 15),
    ("kuusitoista", 16),
    ("seitsemäntoista", 17),
    ("kahdeksantoista", 18),
    ("yhdeksäntoista", 19),
];

const TENS: [(&str, i64); 8] = [
    ("kaksikymmentä", 20),
    ("kolmekymmentä", 30),
    ("neljäkymmentä", 40),
    ("viisikymmentä", 50),
    ("kuusikymmentä", 60),
    ("seitsemänkymmentä", 70),
    ("kahdeksankymmentä", 80),
    ("yhdeksänkymmentä", 90),
];

const TENS_RE: &str = "(kaksikymmentä|kolmekymmentä|neljäkymmentä|viisikymmentä|kuusikymmentä|seitsemänkymmentä|kahdeksankymmentä|yhdeksänkymmentä)";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("integer (numeric)", vec![re(r"(\d{1,18})")], |m| {
            integer(parse_int(m[0].group(1)?)?)
        }),
        Rule::new(
            "number (0..10)",
            vec![re(
                "(nolla|yksi|kaksi|kolme|neljä|viisi|kuusi|seitsemän|kahdeksan|yhdeksän|kymmenen)",
            )],
            |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (11..19)",
            vec![re(
                "(yksitoista|kaksitoista|kolmetoista|neljätoista|viisitoista|kuusitoista|seitsemäntoista|kahdeksantoista|yhdeksäntoista)",
            )],
            |m| integer(lookup(&ELEVEN_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new("integer (20,30..90)", vec![re(TENS_RE)], |m| {
            integer(lookup(&TENS, m[0].group(1)?)?)
        }),
        Rule::new(
            "integer ([2-9][1-9])",
            vec![re(&format!(
                "{TENS_RE}(yksi|kaksi|kolme|neljä|viisi|kuusi|seitsemän|kahdeksan|yhdeksän)"
            ))],
            |m| {
                let tens = lookup(&TENS, m[0].group(1)?)?;
                integer(tens + lookup(&ZERO_TEN, m[0].group(2)?)?)
            },
        ),
    ]
}
