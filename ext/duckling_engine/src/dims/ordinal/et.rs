//! Estonian ordinals (`Duckling/Ordinal/ET/Rules.hs`): digits with a dot ("4.") and the words up to
//! "üheksateistkümnes".

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 19] = [
    ("esimene", 1),
    ("teine", 2),
    ("kolmas", 3),
    ("neljas", 4),
    ("viies", 5),
    ("kuues", 6),
    ("seitsmes", 7),
    ("kaheksas", 8),
    ("üheksas", 9),
    ("kümnes", 10),
    ("üheteistkümnes", 11),
    ("kaheteistkümnes", 12),
    ("kolmeteistkümnes", 13),
    ("neljateistkümnes", 14),
    ("viieteistkümnes", 15),
    ("kuueteistkümnes", 16),
    ("seitsmeteistkümnes", 17),
    ("kaheksateistkümnes", 18),
    ("üheksateistkümnes", 19),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", r"0*(\d+)\."),
        Rule::new(
            "ordinals (first..19th)",
            vec![re(
                "(esimene|teine|kolmas|neljas|viies|kuues|seitsmes|kaheksas|üheksas|kümnes|üheteistkümnes|kaheteistkümnes|kolmeteistkümnes|neljateistkümnes|viieteistkümnes|kuueteistkümnes|seitsmeteistkümnes|kaheksateistkümnes|üheksateistkümnes)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
    ]
}
