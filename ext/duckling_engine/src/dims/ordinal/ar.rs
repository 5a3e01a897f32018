//! Arabic ordinals (`Duckling/Ordinal/AR/Rules.hs`): "الأول" to "العاشر", the teens, the tens and the
//! tens with units ("الحادي والعشرون").

use crate::dims::numeral::helpers::lookup;
use crate::dims::ordinal::rules::{ordinal, word_ordinal};
use crate::dims::token::{Rule, re};

const ORDINALS: [(&str, i64); 15] = [
    ("اول", 1),
    ("أول", 1),
    ("حاد", 1),
    ("حادي", 1),
    ("واحد", 1),
    ("ثان", 2),
    ("ثاني", 2),
    ("ثالث", 3),
    ("رابع", 4),
    ("خامس", 5),
    ("سادس", 6),
    ("سابع", 7),
    ("ثامن", 8),
    ("تاسع", 9),
    ("عاشر", 10),
];

const TENS: [(&str, i64); 8] = [
    ("عشر", 20),
    ("ثلاث", 30),
    ("اربع", 40),
    ("خمس", 50),
    ("ست", 60),
    ("سبع", 70),
    ("ثمان", 80),
    ("تسع", 90),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ordinals (composite, e.g., eighty-seven)",
            vec![re(
                "ال(واحد|حادي?|ثاني?|ثالث|رابع|خامس|سادس|سابع|ثامن|تاسع|عاشر) و ?ال(عشر|ثلاث|اربع|خمس|ست|سبع|ثمان|تسع)(ون|ين)",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)? + lookup(&TENS, m[0].group(2)?)?),
        ),
        Rule::new(
            "ordinals (first..tenth)",
            vec![re(
                "(?:ال)?([أا]ول|ثاني?|ثالث|رابع|خامس|سادس|سابع|ثامن|تاسع|عاشر)[ةهى]?",
            )],
            |m| ordinal(lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        word_ordinal(
            "ordinals (eleventh)",
            "ال([اأإ]حد[يى]?|حاد(ي[ةه]?)?) ?عشر[ةه]?",
            11,
        ),
        word_ordinal(
            "ordinals (twelveth)",
            "ال([اأإ]ثن[يى]?|ثان(ي[ةه]?)?) ?عشر[ةه]?",
            12,
        ),
        Rule::new(
            "ordinals (thirtieth..nineteenth)",
            vec![re("ال(ثالث|رابع|خامس|سادس|سابع|ثامن|تاسع)[ةه]? ?عشرة?")],
            |m| ordinal(10 + lookup(&ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "ordinals (twenty, thirty..ninety)",
            vec![re("ال(عشر|ثلاث|اربع|خمس|ست|سبع|ثمان|تسع)(ون|ين)")],
            |m| ordinal(lookup(&TENS, m[0].group(1)?)?),
        ),
    ]
}
