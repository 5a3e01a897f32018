//! French ordinals (`Duckling/Ordinal/FR/Rules.hs`): "premier".."seizième" and digits ("1er", "2e", "11ème").

use super::rules::{digits_ordinal, ordinal};
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 35] = [
    ("première", 1),
    ("premiere", 1),
    ("premier", 1),
    ("deuxième", 2),
    ("deuxieme", 2),
    ("second", 2),
    ("seconde", 2),
    ("troisième", 3),
    ("troisieme", 3),
    ("quatrieme", 4),
    ("quatrième", 4),
    ("cinquieme", 5),
    ("cinquième", 5),
    ("sixième", 6),
    ("sixieme", 6),
    ("septieme", 7),
    ("septième", 7),
    ("huitième", 8),
    ("huitieme", 8),
    ("neuvieme", 9),
    ("neuvième", 9),
    ("dixième", 10),
    ("dixieme", 10),
    ("onzième", 11),
    ("onzieme", 11),
    ("douzieme", 12),
    ("douzième", 12),
    ("treizieme", 13),
    ("treizième", 13),
    ("quatorzième", 14),
    ("quatorzieme", 14),
    ("quinzième", 15),
    ("quinzieme", 15),
    ("seizieme", 16),
    ("seizième", 16),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinal (digits)", r"0*(\d+) ?(ere?|ère|ème|eme|e)"),
        Rule::new(
            "ordinals (premier..seizieme)",
            vec![re(
                "(premi(ere?|ère)|(deux|trois|quatr|cinqu|six|sept|huit|neuv|dix|onz|douz|treiz|quatorz|quinz|seiz)i(e|è)me|seconde?)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
    ]
}
