//! Vietnamese numbers (`Duckling/Numeral/VI/Rules.hs`): words to "chín mươi", "mốt" and "lăm" after a ten
//! ("hai mươi mốt", "ba mươi lăm"), the powers "chục", "trăm", "nghìn", "triệu", "tỷ", the dozen "tá",
//! decimals with a comma or "chấm"/"phẩy", thousands separated by dots, K/M/G and negatives ("âm").

use super::shared::{compose_by_multiplication, digits, suffixes_kmg, tens_units};
use crate::dims::numeral::helpers::{
    decimals_to_double, double, has_grain, integer, is_positive, lookup, round_ten, with_grain,
};
use crate::dims::token::{Kind, NumeralData, Rule, any, numeral, re};

/// Duckling's `powersOfTenMap`: value's power of ten.
const POWERS: [(&str, u8); 7] = [
    ("chục", 1),
    ("trăm", 2),
    ("nghìn", 3),
    ("ngàn", 3),
    ("triệu", 6),
    ("tỷ", 9),
    ("tỉ", 9),
];

/// Duckling's `integerMap`.
const ZERO_NINETEEN: [(&str, i64); 40] = [
    ("không", 0),
    ("một", 1),
    ("linh một", 1),
    ("lẻ một", 1),
    ("hai", 2),
    ("lẻ hai", 2),
    ("linh hai", 2),
    ("ba", 3),
    ("lẻ", 3),
    ("linh ba", 3),
    ("lẻ bốn", 4),
    ("linh bốn", 4),
    ("bốn", 4),
    ("năm", 5),
    ("lẻ năm", 5),
    ("linh năm", 5),
    ("linh sáu", 6),
    ("sáu", 6),
    ("lẻ sáu", 6),
    ("linh bảy", 7),
    ("lẻ bảy", 7),
    ("bảy", 7),
    ("lẻ tám", 8),
    ("linh tám", 8),
    ("tám", 8),
    ("lẻ chín", 9),
    ("chín", 9),
    ("linh chín", 9),
    ("linh mười", 10),
    ("mười", 10),
    ("lẻ mười", 10),
    ("mười một", 11),
    ("mười hai", 12),
    ("mười ba", 13),
    ("mười bốn", 14),
    ("mười lăm", 15),
    ("mười sáu", 16),
    ("mười bảy", 17),
    ("mười tám", 18),
    ("mười chín", 19),
];

/// Duckling's `tensMap`.
const TENS: [(&str, i64); 8] = [
    ("hai mươi", 20),
    ("ba mươi", 30),
    ("bốn mươi", 40),
    ("năm mươi", 50),
    ("sáu mươi", 60),
    ("bảy mươi", 70),
    ("tám mươi", 80),
    ("chín mươi", 90),
];

/// The second number of Duckling's "intersect": positive and no multiplier.
fn addend(n: &NumeralData) -> bool {
    !n.multipliable && is_positive(n)
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
            "integer (0..19)",
            vec![re(
                "(không|một|linh một|lẻ một|hai|linh hai|lẻ hai|ba|linh ba|lẻ ba|bốn|linh bốn|lẻ bốn|năm|linh năm|lẻ năm|sáu|lẻ sáu|linh sáu|bảy|lẻ bảy|linh bảy|tám|linh tám|lẻ tám|chín|linh chín|lẻ chín|mười một|mười hai|mười ba|mười bốn|mười lăm|mười sáu|mười bảy|mười tám|mười chín|mười|linh mười)",
            )],
            |m| integer(lookup(&ZERO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(hai mươi|ba mươi|bốn mươi|năm mươi|sáu mươi|bảy mươi|tám mươi|chín mươi)",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        tens_units("integer 21..99", None),
        digits(
            "integer with thousands separator ,",
            r"(\d{1,3}(\.\d\d\d){1,5})",
            Some('.'),
            ',',
        ),
        Rule::new(
            "intersect",
            vec![numeral(has_grain), numeral(addend)],
            |m| {
                let (a, b) = (m[0].numeral()?, m[1].numeral()?);
                (10f64.powi(a.grain?.into()) > b.value)
                    .then(|| double(a.value + b.value))
                    .flatten()
            },
        ),
        compose_by_multiplication(),
        Rule::new(
            "number dot 1 9",
            vec![
                any(Kind::Numeral),
                re("chấm|phẩy"),
                numeral(|n| !has_grain(n)),
            ],
            |m| {
                let decimals = decimals_to_double(m[2].numeral()?.value);
                double(m[0].numeral()?.value + decimals)
            },
        ),
        Rule::new(
            "numbers 21 31 41 51 61 71 81 91",
            vec![numeral(round_ten), re("mốt")],
            |m| double(m[0].numeral()?.value + 1.0),
        ),
        Rule::new(
            "numbers 25 35 45 55 65 75 85 95",
            vec![numeral(round_ten), re("lăm")],
            |m| double(m[0].numeral()?.value + 5.0),
        ),
        Rule::new(
            "numbers prefix with -, âm",
            vec![re(r"\-|âm"), numeral(is_positive)],
            |m| double(-m[1].numeral()?.value),
        ),
        suffixes_kmg(),
        Rule::new(
            "powers of tens",
            vec![re("(chục|trăm|nghìn|ngàn|triệu|t(ỷ|ỉ))")],
            |m| {
                let grain = lookup(&POWERS, m[0].group(1)?)?;
                with_grain(10f64.powi(grain.into()), grain, true)
            },
        ),
        Rule::new("tá", vec![re("tá")], |_| with_grain(12.0, 1, true)),
    ]
}
