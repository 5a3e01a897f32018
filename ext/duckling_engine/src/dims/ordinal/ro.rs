//! Romanian ordinals (`Duckling/Ordinal/RO/Rules.hs`): "primul", "prima", "a doua", "al treilea", "a 3-a",
//! "al 2-lea".

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

/// Duckling's "special ordinals".
const SPECIAL: [(&str, i64); 5] = [
    ("prima", 1),
    ("primul", 1),
    ("a doua", 2),
    ("a patra", 4),
    ("a noua", 9),
];

/// Duckling's `ordinalMap`.
const ORDINALS: [(&str, i64); 11] = [
    ("doi", 2),
    ("trei", 3),
    ("patru", 4),
    ("cinci", 5),
    ("sase", 6),
    ("șase", 6),
    ("sapte", 7),
    ("șapte", 7),
    ("opt", 8),
    ("noua", 9),
    ("nouă", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal("ordinals (digits)", r"al?\s0*(\d+)[ -]?(le)?a"),
        Rule::new(
            "special ordinals",
            vec![re("(prim(a|ul)|a (patra|[dn]oua))")],
            |m| ordinal(lookup(&SPECIAL, m[0].group(1)?)?),
        ),
        Rule::new(
            "spelled out ordinals",
            vec![re(
                r"al?\s(doi|trei|patru|cinci|(s|ș)a(s|pt)e|opt|nou(a|ă))[ -]?(le)?a",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
    ]
}
