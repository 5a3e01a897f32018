//! Romanian numbers (`Duckling/Numeral/RO/Rules.hs`): words to "nouăzeci", the teens in their long and
//! spoken forms ("doisprezece", "doișpe"), "de" between a number from twenty on and what it multiplies ("douăzeci
//! de mii"), "și" in sums, decimals with a comma, thousands separated by dots, and negatives.

use super::helpers::addend;
use super::shared::{digits, tens_units};
use crate::dims::numeral::helpers::{
    double, has_grain, integer, is_positive, lookup, multiply, power_of_ten, with_grain,
};
use crate::dims::token::{NumeralData, Rule, numeral, re};

/// Duckling's `zeroTenMap`.
const ZERO_TEN: [(&str, i64); 31] = [
    ("zero", 0),
    ("nimic", 0),
    ("nicio", 0),
    ("nici o", 0),
    ("nici una", 0),
    ("nici unu", 0),
    ("nici unul", 0),
    ("un", 1),
    ("una", 1),
    ("unu", 1),
    ("unul", 1),
    ("intai", 1),
    ("întai", 1),
    ("intâi", 1),
    ("întâi", 1),
    ("o", 1),
    ("doi", 2),
    ("doua", 2),
    ("două", 2),
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
    ("zece", 10),
    ("zeci", 10),
];

/// Duckling's `elevenNineteenMap`: the unit a teen begins with.
const ELEVEN_NINETEEN: [(&str, i64); 16] = [
    ("un", 11),
    ("doi", 12),
    ("trei", 13),
    ("pai", 14),
    ("cin", 15),
    ("cinci", 15),
    ("sai", 16),
    ("șai", 16),
    ("sapti", 17),
    ("șapti", 17),
    ("sapte", 17),
    ("șapte", 17),
    ("opti", 18),
    ("opt", 18),
    ("noua", 19),
    ("nouă", 19),
];

/// Duckling's `powersOfTen` spellings.
const POWERS: [(&str, u8); 12] = [
    ("suta", 2),
    ("sute", 2),
    ("sută", 2),
    ("mi", 3),
    ("mie", 3),
    ("mii", 3),
    ("milio", 6),
    ("milion", 6),
    ("milioane", 6),
    ("miliar", 9),
    ("miliard", 9),
    ("miliarde", 9),
];

/// Duckling's "intersect": the second number below the first's power of ten.
fn intersect(a: &NumeralData, b: &NumeralData) -> Option<crate::dims::token::Token> {
    let grain = a.grain?;
    (10f64.powi(grain.into()) > b.value)
        .then(|| double(a.value + b.value))
        .flatten()
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits("decimal number", r"(\d*,\d+)", None, ','),
        digits(
            "decimal with thousands separator",
            r"(\d+(\.\d\d\d)+,\d+)",
            Some('.'),
            ',',
        ),
        Rule::new(
            "integer (11..19)",
            vec![re(
                "(cin|sapti|opti)(s|ș)pe|(cinci|(s|ș)apte|opt)sprezece|(un|doi|trei|pai|(s|ș)ai|nou(a|ă))((s|ș)pe|sprezece)",
            )],
            |m| {
                let unit = [1, 3, 5].into_iter().find_map(|i| m[0].group(i))?;
                integer(lookup(&ELEVEN_NINETEEN, unit)?)
            },
        ),
        Rule::new(
            "integer (0..10)",
            vec![re(
                r"(zero|nimic|nici(\s?o|\sun(a|ul?))|una|unul?|doi|dou(a|ă)|trei|patru|cinci|(s|ș)ase|(s|ș)apte|opt|nou(a|ă)|zec[ei]|(i|î)nt(a|â)i|un|o)",
            )],
            |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                r"(dou[aă]|trei|patru|cinci|[sș]ai|[sș]apte|opt|nou[aă])\s?zeci",
            )],
            // "șai" is no unit of `zeroTenMap`: "șaizeci" is no number in Duckling.
            |m| with_grain((lookup(&ZERO_TEN, m[0].group(1)?)? * 10) as f64, 2, true),
        ),
        tens_units("integer 21..99", None),
        digits(
            "integer cu separator de mii dot",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            ',',
        ),
        Rule::new(
            "intersect",
            vec![numeral(has_grain), numeral(addend)],
            |m| intersect(m[0].numeral()?, m[1].numeral()?),
        ),
        Rule::new(
            "intersect (cu și)",
            vec![numeral(has_grain), re("[sș]i"), numeral(addend)],
            |m| intersect(m[0].numeral()?, m[2].numeral()?),
        ),
        Rule::new(
            "compose by multiplication",
            vec![numeral(|_| true), numeral(|n| n.multipliable)],
            |m| multiply(m[0].numeral()?, m[1].numeral()?),
        ),
        Rule::new(
            "compose by multiplication",
            vec![
                numeral(|n| n.value >= 20.0),
                re("de"),
                numeral(|n| n.multipliable),
            ],
            |m| multiply(m[0].numeral()?, m[2].numeral()?),
        ),
        Rule::new(
            "numbers prefix with - or minus",
            vec![re("-|minus"), numeral(is_positive)],
            |m| double(-m[1].numeral()?.value),
        ),
        Rule::new(
            "numbers suffixes with (negativ)",
            vec![numeral(is_positive), re("neg(ativ)?")],
            |m| double(-m[0].numeral()?.value),
        ),
        Rule::new(
            "powers of tens",
            vec![re("(sut(a|e|ă)?|milio(n|ane)?|miliar(de?)?|mi[ei]?)")],
            |m| power_of_ten(lookup(&POWERS, m[0].group(1)?)?),
        ),
    ]
}
