//! Hungarian ordinals (`Duckling/Ordinal/HU/Rules.hs`): "első" to "kilencvenedik", composites written as one
//! word ("huszonötödik", "negyvenkettedik"), and digits with a dot ("25.").

use crate::dims::numeral::helpers::{lookup_rule, tens_units_rule};
use crate::dims::ordinal::rules::{digits_ordinal, ordinal};
use crate::dims::token::Rule;

const ORDINALS: [(&str, i64); 18] = [
    ("első", 1),
    ("második", 2),
    ("harmadik", 3),
    ("negyedik", 4),
    ("ötödik", 5),
    ("hatodik", 6),
    ("hetedik", 7),
    ("nyolcadik", 8),
    ("kilencedik", 9),
    ("tizedik", 10),
    ("huszadik", 20),
    ("harmincadik", 30),
    ("negyvenedik", 40),
    ("ötvenedik", 50),
    ("hatvanadik", 60),
    ("hetvenedik", 70),
    ("nyolcvanadik", 80),
    ("kilencvenedik", 90),
];

/// The units after a ten ("huszon-egyedik").
const UNITS: [(&str, i64); 9] = [
    ("egyedik", 1),
    ("kettedik", 2),
    ("harmadik", 3),
    ("negyedik", 4),
    ("ötödik", 5),
    ("hatodik", 6),
    ("hetedik", 7),
    ("nyolcadik", 8),
    ("kilencedik", 9),
];

/// The tens as they stand before a unit ("tizen", "huszon").
const TENS: [(&str, i64); 9] = [
    ("tizen", 10),
    ("huszon", 20),
    ("harminc", 30),
    ("negyven", 40),
    ("ötven", 50),
    ("hatvan", 60),
    ("hetven", 70),
    ("nyolcvan", 80),
    ("kilencven", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        lookup_rule(
            "ordinals (first..twentieth,thirtieth,...)",
            "(első|második|harmadik|negyedik|ötödik|hatodik|hetedik|nyolcadik|kilencedik|tizedik|huszadik|harmincadik|negyvenedik|ötvenedik|hatvanadik|hetvenedik|nyolcvanadik|kilencvenedik)",
            &ORDINALS,
            ordinal,
        ),
        tens_units_rule(
            "ordinals (composite, e.g., eighty-seven)",
            r"(tizen|huszon|harminc|negyven|ötven|hatvan|hetven|nyolcvan|kilencven)\-?(egyedik|kettedik|harmadik|negyedik|ötödik|hatodik|hetedik|nyolcadik|kilencedik)",
            &TENS,
            &UNITS,
            ordinal,
        ),
        digits_ordinal("ordinal (digits)", r"0*(\d+)\."),
    ]
}
