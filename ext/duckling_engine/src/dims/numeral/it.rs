//! Italian numbers (`Duckling/Numeral/IT/Rules.hs`): words up to 99, decimals with a comma, thousands
//! separated by dots or spaces, the K/M/G suffixes and negatives.
//!
//! Duckling's "number 100..1000 " is left out: its production looks up its regex's first group ("due" of
//! "duecento", nothing of "cento" or "mille") in a table of whole words, so it never yields a number.

use super::shared::{digits, negative, suffixes_kmg, tens_units};
use crate::dims::numeral::helpers::{double, integer, lookup, number_between, parse_double};
use crate::dims::token::{Rule, numeral, re};

const ZERO_NINETEEN: [(&str, i64); 23] = [
    ("zero", 0),
    ("niente", 0),
    ("nulla", 0),
    ("un", 1),
    ("uno", 1),
    ("due", 2),
    ("tre", 3),
    ("quattro", 4),
    ("cinque", 5),
    ("sei", 6),
    ("sette", 7),
    ("otto", 8),
    ("nove", 9),
    ("dieci", 10),
    ("undici", 11),
    ("dodici", 12),
    ("tredici", 13),
    ("quattordici", 14),
    ("quindici", 15),
    ("sedici", 16),
    ("diciassette", 17),
    ("diciotto", 18),
    ("diciannove", 19),
];

const TENS: [(&str, i64); 8] = [
    ("venti", 20),
    ("trenta", 30),
    ("quaranta", 40),
    ("cinquanta", 50),
    ("sessanta", 60),
    ("settanta", 70),
    ("ottanta", 80),
    ("novanta", 90),
];

const TEN_STEMS: [(&str, i64); 8] = [
    ("vent", 20),
    ("trent", 30),
    ("quarant", 40),
    ("cinquant", 50),
    ("sessant", 60),
    ("settant", 70),
    ("ottant", 80),
    ("novant", 90),
];

/// The units a ten takes in one word ("ventidue"); "uno" and "otto" elide the ten's vowel ("ventotto").
const UNITS: [(&str, i64); 10] = [
    ("uno", 1),
    ("due", 2),
    ("tre", 3),
    ("tré", 3),
    ("quattro", 4),
    ("cinque", 5),
    ("sei", 6),
    ("sette", 7),
    ("otto", 8),
    ("nove", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        digits("decimal number", r"(\d*,\d+)", None, ','),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(([\. ])\d\d\d)+,\d+)")],
            |m| {
                let digits = m[0].group(1)?.replace(m[0].group(3)?, "");
                double(parse_double(&digits.replace(',', "."))?)
            },
        ),
        Rule::new(
            "integer with thousands separator .",
            vec![re(r"(\d{1,3}(([\. ])\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(m[0].group(3)?, ""))?),
        ),
        Rule::new(
            "number (0..19)",
            // "tredici" before "tre", "uno" before "un", or the shorter would always shadow the longer.
            vec![re(
                "(zero|nulla|niente|uno|due|tredici|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|un)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "number (20..90)",
            vec![re(
                "(venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        tens_units(
            "number (21..29 31..39 41..49 51..59 61..69 71..79 81..89 91..99)",
            Some("e"),
        ),
        Rule::new(
            "number (21..29 31..39 41..49 51..59 61..69 71..79 81..89 91..99)",
            vec![re(
                "((venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta)(due|tre|tré|quattro|cinque|sei|sette|nove))|((vent|trent|quarant|cinquant|sessant|settant|ottant|novant)(uno|otto))",
            )],
            |m| {
                // The ten's last vowel is written ("ventidue") or elided ("ventotto"): its stem names it.
                let (stem, unit) = match (m[0].group(2), m[0].group(3)) {
                    (Some(ten), Some(unit)) => (&ten[..ten.len() - 1], unit),
                    _ => (m[0].group(5)?, m[0].group(6)?),
                };
                integer(lookup(&TEN_STEMS, stem)? + lookup(&UNITS, unit)?)
            },
        ),
        Rule::new(
            "numbers 200..999",
            // With no hundreds in words, only the digits "100" can stand in the middle ("3 100 20").
            vec![
                numeral(|n| number_between(n, 2.0, 10.0)),
                numeral(|n| n.value == 100.0),
                numeral(|n| number_between(n, 0.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value * m[1].numeral()?.value + m[2].numeral()?.value),
        ),
        negative("-|meno|negativo"),
        suffixes_kmg(),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{check_in, options_in, whole_text_tokens};
    use crate::dims::token::Kind;

    /// "venti e uno" is Duckling's other spelling of 21; its hundreds rule never yields (see above), so
    /// "duecento" is no number, nor any part of it.
    #[test]
    fn words_outside_the_corpus() {
        check_in(
            "it",
            Kind::Numeral,
            &[
                ("venti e uno", r#"{"type": "value", "value": 21}"#),
                ("novantotto", r#"{"type": "value", "value": 98}"#),
            ],
        );
        let numbers = whole_text_tokens(&options_in("it"), "duecento", |t| t.numeral().copied());
        assert!(numbers.is_empty(), "{numbers:?}");
    }
}
