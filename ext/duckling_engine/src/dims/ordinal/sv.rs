//! Swedish ordinals (`Duckling/Ordinal/SV/Rules.hs`): "första", "tjugoandra", "3:e".

use super::rules::{digits_ordinal, ordinal};
use crate::dims::numeral::helpers::lookup;
use crate::dims::numeral::sv::TENS;
use crate::dims::token::{Rule, re};

/// Duckling's `ordinalsMap`. Its regex below has "trettionde" where the table has "trettonde", and
/// "femtonde" where "femtionde", so Duckling reads no word for the 13th and the 50th; kept so.
const ORDINALS: [(&str, i64); 29] = [
    ("första", 1),
    ("förste", 1),
    ("andra", 2),
    ("andre", 2),
    ("tredje", 3),
    ("fjärde", 4),
    ("femte", 5),
    ("sjätte", 6),
    ("sjunde", 7),
    ("åttonde", 8),
    ("nionde", 9),
    ("tionde", 10),
    ("elfte", 11),
    ("tolfte", 12),
    ("trettonde", 13),
    ("fjortonde", 14),
    ("femtonde", 15),
    ("sextonde", 16),
    ("sjuttonde", 17),
    ("artonde", 18),
    ("nittonde", 19),
    ("tjugonde", 20),
    ("trettionde", 30),
    ("fyrtionde", 40),
    ("femtionde", 50),
    ("sextionde", 60),
    ("sjuttionde", 70),
    ("åttionde", 80),
    ("nittionde", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (first..twentieth,thirtieth,...)",
            vec![re(
                "(första|förste|andra|andre|tredje|fjärde|femte|sjätte|sjunde|åttonde|nionde|tionde|elfte|tolfte|trettionde|fjortonde|femtonde|sextonde|sjuttonde|artonde|nittonde|tjugonde|trettionde|fyrtionde|femtonde|sextionde|sjuttionde|åttionde|nittionde)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (composite, e.g., eighty-seven)",
            vec![re(
                "(tjugo|trettio|fyrtio|femtio|sextio|sjuttio|åttio|nittio)(första|förste|andra|andre|tredje|fjärde|femte|sjätte|sjunde|åttonde|nionde)",
            )],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)? + lookup(&ORDINALS, m[0].group(2)?)?),
        ),
        digits_ordinal("ordinal (digits)", r"0*(\d+):?(a|e)"),
    ]
}
