//! Turkish ordinals (`Duckling/Ordinal/TR/Rules.hs`): "birinci" to "otuz birinci", and digits with a suffix
//! ("4üncü", "4'üncü", "4.").

use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::{Rule, re};

/// Duckling's `ordinals`, the first to the 31st in order.
const ORDINALS: [&str; 31] = [
    "birinci",
    "ikinci",
    "üçüncü",
    "dördüncü",
    "beşinci",
    "altıncı",
    "yedinci",
    "sekizinci",
    "dokuzuncu",
    "onuncu",
    "on birinci",
    "on ikinci",
    "on üçüncü",
    "on dördüncü",
    "on beşinci",
    "on altıncı",
    "on yedinci",
    "on sekizinci",
    "on dokuzuncu",
    "yirminci",
    "yirmi birinci",
    "yirmi ikinci",
    "yirmi üçüncü",
    "yirmi dördüncü",
    "yirmi beşinci",
    "yirmi altıncı",
    "yirmi yedinci",
    "yirmi sekizinci",
    "yirmi dokuzuncu",
    "otuzuncu",
    "otuz birinci",
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits_ordinal(
            "ordinal (digits)",
            r"0*(\d+) ?('?)(inci|nci|ıncı|ncı|uncu|ncu|üncü|ncü|.)",
        ),
        Rule::new(
            "ordinals (first..31st)",
            vec![re(&format!("({})", ORDINALS.join("|")))],
            |m| {
                let word = m[0].group(1)?.to_lowercase();
                let position = ORDINALS.iter().position(|&o| o == word)?;
                ordinal(i64::try_from(position).ok()? + 1)
            },
        ),
    ]
}
