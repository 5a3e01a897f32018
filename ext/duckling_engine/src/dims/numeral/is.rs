//! Icelandic numbers (`Duckling/Numeral/IS/Rules.hs`): the words from "núll" to "tuttugu".

use super::helpers::{integer, lookup};
use crate::dims::token::{Rule, re};

const ZERO_TWENTY: [(&str, i64); 22] = [
    ("núll", 0),
    ("null", 0),
    ("einn", 1),
    ("tveir", 2),
    ("þrír", 3),
    ("fjórir", 4),
    ("fimm", 5),
    ("sex", 6),
    ("sjö", 7),
    ("átta", 8),
    ("níu", 9),
    ("tíu", 10),
    ("ellefu", 11),
    ("tólf", 12),
    ("þrettán", 13),
    ("fjórtán", 14),
    ("fimmtán", 15),
    ("sextán", 16),
    ("sautján", 17),
    ("átján", 18),
    ("nítján", 19),
    ("tuttugu", 20),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "number (0..20)",
        vec![re(
            "(n[úu]ll|einn|tveir|þrír|fjórir|fimm(tán)?|sex(tán)?|sjö|átta|níu|tíu|ellefu|tólf|þrettán|fjórtán|sautján|átján|nítján|tuttugu)",
        )],
        |m| integer(lookup(&ZERO_TWENTY, m[0].group(1)?)?),
    )]
}
