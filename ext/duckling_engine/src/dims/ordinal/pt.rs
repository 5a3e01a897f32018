//! Portuguese ordinals (`Duckling/Ordinal/PT/Rules.hs`): "primeira", "décimo segundo", "quinquagésimo oitavo".

use super::rules::ordinal;
use crate::dims::numeral::helpers::lookup;
use crate::dims::token::{Rule, ordinal as ordinal_of, re};

/// The stems; the ending gives gender and number ("primeir" + "as").
const UNITS: [(&str, i64); 12] = [
    ("primeir", 1),
    ("segund", 2),
    ("terceir", 3),
    ("quart", 4),
    ("quint", 5),
    ("sext", 6),
    ("setim", 7),
    ("sétim", 7),
    ("oitav", 8),
    ("non", 9),
    ("decim", 10),
    ("décim", 10),
];

const TENS: [(&str, i64); 9] = [
    ("vi", 20),
    ("tri", 30),
    ("quadra", 40),
    ("qüinqua", 50),
    ("quinqua", 50),
    ("sexa", 60),
    ("septua", 70),
    ("octo", 80),
    ("nona", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (1..10)",
            vec![re(
                "(primeir|segund|terceir|quart|quint|sext|s[ée]tim|oitav|non|d[ée]cim)[ao]s?",
            )],
            |m| ordinal(lookup(&UNITS, m[0].group(1)?)?),
        ),
        Rule::new(
            "cardinals (20 .. 90)",
            vec![re(
                "(vi|tri|quadra|q[üu]inqua|sexa|septua|octo|nona)g[ée]sim[ao]s?",
            )],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (11..19)",
            vec![
                ordinal_of(|o| o.value % 10 == 0 && (10..=90).contains(&o.value)),
                ordinal_of(|o| (1..=9).contains(&o.value)),
            ],
            |m| ordinal(m[0].ordinal()?.value + m[1].ordinal()?.value),
        ),
    ]
}
