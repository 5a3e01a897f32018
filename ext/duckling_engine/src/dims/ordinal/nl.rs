//! Dutch ordinals (`Duckling/Ordinal/NL/Rules.hs`): "eerste", "17de", "1ste", "4.".

use super::rules::{digits_ordinal, ordinal};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, re};

/// Duckling's table, with its spellings. Its regex below differs ("zeste" and "achtste" for the table's
/// "zesde" and "achste", no "dertiende"), so Duckling reads no word for the 6th, 8th and 13th; kept so.
const FIRST_NINETEENTH: [(&str, i64); 19] = [
    ("eerste", 1),
    ("tweede", 2),
    ("derde", 3),
    ("vierde", 4),
    ("vijfde", 5),
    ("zesde", 6),
    ("zevende", 7),
    ("achste", 8),
    ("negende", 9),
    ("tiende", 10),
    ("elfde", 11),
    ("twaalfde", 12),
    ("dertiende", 13),
    ("veertiende", 14),
    ("vijftiende", 15),
    ("zestiende", 16),
    ("zeventiende", 17),
    ("achttiende", 18),
    ("negentiende", 19),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", r"0*(\d+)(\.| ?(ste|de))"),
        Rule::new(
            "ordinals (first..19th)",
            vec![re(
                "(eerste|tweede|derde|vierde|vijfde|zeste|zevende|achtste|negende|tiende|elfde|twaalfde|veertiende|vijftiende|zestiende|zeventiende|achttiende|negentiende)",
            )],
            |m| ordinal(lookup(&FIRST_NINETEENTH, m[0].group(1)?)?),
        ),
    ]
}
