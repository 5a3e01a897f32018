//! Arabic numbers (`Duckling/Numeral/AR/Rules.hs`, and Egyptian's `Numeral/AR/EG/Rules.hs`): words,
//! Arabic-Indic digits (٠-٩) with their decimal separator "٫" and thousands separator "٬", and spelled-out
//! decimals ("فاصلة").

use super::helpers::{
    divide, double, integer, lookup, not_ok_for_any_time, number_between, parse_double, parse_int,
};
use super::shared::{compose_by_multiplication, number_dot_number};
use crate::Region;
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};

/// The stems of the tens ("ثلاثون" is three tens); "عشر" of "عشرون" is two.
const TEN_STEMS: [(&str, i64); 9] = [
    ("عشر", 2),
    ("ثلاث", 3),
    ("اربع", 4),
    ("أربع", 4),
    ("خمس", 5),
    ("ست", 6),
    ("سبع", 7),
    ("ثمان", 8),
    ("تسع", 9),
];

/// Egyptian's (`Numeral/AR/EG/Helpers.hs`); of them only "تلات" and "تمان" can be what its tens rule reads.
const EG_TEN_STEMS: [(&str, i64); 9] = [
    ("اتنين", 2),
    ("تلات", 3),
    ("اربع", 4),
    ("أربع", 4),
    ("خمس", 5),
    ("ست", 6),
    ("سبع", 7),
    ("تمان", 8),
    ("تسع", 9),
];

/// The Arabic-Indic digits and decimal separator as ASCII ones (Duckling's `parseArabicDoubleAsText`: any
/// other character is dropped).
fn ascii_digits(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '٠'..='٩' => char::from_digit(c as u32 - '٠' as u32, 10),
            '٫' => Some('.'),
            _ => None,
        })
        .collect()
}

/// Duckling's `oneOf`: the value only, whatever its flags.
fn one_of(values: &'static [i64]) -> impl Fn(&NumeralData) -> bool + Send + Sync + 'static {
    |n| n.int_value().is_some_and(|v| values.contains(&v))
}

const HUNDREDS: &[i64] = &[100, 200, 300, 400, 500, 600, 700, 800, 900];
const TENS: &[i64] = &[20, 30, 40, 50, 60, 70, 80, 90];

fn with_grain(value: f64, grain: u8, multipliable: bool) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        grain: Some(grain),
        multipliable,
        ..NumeralData::new(value)
    }))
}

pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let mut all = vec![
        Rule::new("Arabic integer numeric", vec![re("([٠-٩]{1,18})")], |m| {
            integer(parse_int(&ascii_digits(m[0].group(1)?))?)
        }),
        Rule::new(
            "Arabic fractional number numeric",
            vec![re("([٠-٩]+)/([٠-٩]+)")],
            |m| {
                let n = parse_int(&ascii_digits(m[0].group(1)?))?;
                let d = parse_int(&ascii_digits(m[0].group(2)?))?;
                match divide(n as f64, d as f64)? {
                    Token::Numeral(q) => not_ok_for_any_time(q),
                    _ => None,
                }
            },
        ),
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new("integer 0", vec![re("صفر")], |_| integer(0)),
        Rule::new("integer 7", vec![re("سبع[ةه]?")], |_| integer(7)),
        Rule::new("integer 8", vec![re("ثما??ني?[ةه]?")], |_| {
            integer(8)
        }),
        Rule::new("integer 9", vec![re("تسع[ةه]?")], |_| integer(9)),
        Rule::new("integer 10", vec![re("عشر[ةه]?")], |_| integer(10)),
        Rule::new(
            "integer 11",
            vec![re("([إاأ]حد[يى]? عشر[ةه]?)")],
            |_| integer(11),
        ),
        Rule::new(
            "integer 12",
            vec![re("([إا]?ثن(ت)?[يىا] ?عشر[ةه]?)")],
            |_| integer(12),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re("(عشر|ثلاث|[أا]ربع|خمس|ست|سبع|ثمان|تسع)(ون|ين)")],
            |m| integer(lookup(&TEN_STEMS, m[0].group(1)?)? * 10),
        ),
        Rule::new("integer 1", vec![re("واحد[ةه]?")], |_| integer(1)),
        Rule::new(
            "integer (13..19)",
            vec![
                numeral(|n| number_between(n, 3.0, 10.0)),
                numeral(|n| n.value == 10.0),
            ],
            |m| double(m[0].numeral()?.value + 10.0),
        ),
        Rule::new(
            "integer 21..99",
            vec![
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("و"),
                numeral(one_of(TENS)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new(
            "integer 101..999",
            vec![
                numeral(one_of(HUNDREDS)),
                re("و"),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new("integer 2", vec![re("[إا]ثنت?[اي]ن")], |_| {
            integer(2)
        }),
        Rule::new("integer 3", vec![re("(ثلاث[ةه]?)")], |_| integer(3)),
        Rule::new("integer 4", vec![re("([أا]ربع[ةه]?)")], |_| {
            integer(4)
        }),
        Rule::new("integer 5", vec![re("خمس[ةه]?")], |_| integer(5)),
        Rule::new("integer 6", vec![re("ست[ةه]?")], |_| integer(6)),
        Rule::new(
            "integer 300",
            vec![re("(ثلاث)ما?[ئي][ةه]")],
            |_| integer(300),
        ),
        Rule::new(
            "integer 400",
            vec![re("([أا]ربع)ما?[ئي][ةه]")],
            |_| integer(400),
        ),
        Rule::new("integer 500", vec![re("(خمس)ما?[ئي][ةه]")], |_| {
            integer(500)
        }),
        Rule::new("integer 600", vec![re("(ست)ما?[ئي][ةه]")], |_| {
            integer(600)
        }),
        Rule::new("integer 700", vec![re("(سبع)ما?[ئي][ةه]")], |_| {
            integer(700)
        }),
        Rule::new(
            "integer 800",
            vec![re("(ثمان[ي]?)ما?[ئي][ةه]")],
            |_| integer(800),
        ),
        Rule::new("integer 900", vec![re("(تسع)ما?[ئي][ةه]")], |_| {
            integer(900)
        }),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        compose_by_multiplication(),
        number_dot_number("number dot number", "فاصل[ةه]"),
        Rule::new(
            "numbers prefix with -, minus",
            vec![re("-"), any(Kind::Numeral)],
            |m| double(-m[1].numeral()?.value),
        ),
        Rule::new(
            "powers of tens",
            vec![re(
                "(ما?[ئي][ةه]|مئت(ان|ين)|مئات|[أا]لف(ان|ين)?|[آا]لاف|ملايين|مليون(ان|ين)?)",
            )],
            |m| match m[0].group(1)? {
                "مئة" | "مئه" | "مائة" | "مائه" | "مئات" => {
                    with_grain(1e2, 2, true)
                }
                "مئتين" | "مئتان" => with_grain(2e2, 2, false),
                "ألف" | "الف" | "الاف" | "آلاف" => with_grain(1e3, 3, true),
                "الفين" | "الفان" => with_grain(2e3, 3, false),
                "ملايين" | "مليون" => with_grain(1e6, 6, true),
                "مليونين" | "مليونان" => with_grain(2e6, 6, false),
                _ => None,
            },
        ),
        Rule::new("integer (200)", vec![re("مائتان|مائتين")], |_| integer(200)),
        Rule::new(
            "Arabic decimal number with Arabic decimal separator",
            vec![re("([٠-٩]*٫[٠-٩]+)")],
            |m| double(parse_double(&ascii_digits(m[0].group(1)?))?),
        ),
        Rule::new(
            "Arabic number with commas and optional Arabic decimal separator",
            vec![re("([٠-٩]{1,3}(٬[٠-٩]{3}){1,5}(٫[٠-٩]+)?)")],
            |m| double(parse_double(&ascii_digits(m[0].group(1)?))?),
        ),
    ];
    if region == Some(Region::Eg) {
        all.extend(egyptian());
    }
    all
}

/// Egyptian's own words (`Duckling/Numeral/AR/EG/Rules.hs`), added to the Arabic ones.
fn egyptian() -> Vec<Rule> {
    let thousands = |name: &'static str, pattern: &str, value: i64| {
        Rule::new(name, vec![re(pattern)], move |_| integer(value))
    };
    vec![
        Rule::new("integer 2", vec![re("[إأا]?تني[ي]?ن")], |_| {
            integer(2)
        }),
        Rule::new("integer 3", vec![re("تلات[هة]?")], |_| integer(3)),
        Rule::new("integer 8", vec![re("تمان(ي[هة])?")], |_| integer(8)),
        Rule::new("integer 11", vec![re("(إأا)?حداشر")], |_| {
            integer(11)
        }),
        Rule::new("integer 12", vec![re("[إأا]?[تط]ناشر")], |_| {
            integer(12)
        }),
        Rule::new("integer 13", vec![re("[تط]ل(ا)?[تط]اشر")], |_| {
            integer(13)
        }),
        Rule::new("integer 14", vec![re("[إأا]ربع[تط]اشر")], |_| {
            integer(14)
        }),
        Rule::new("integer 15", vec![re("خمس[تط]اشر")], |_| {
            integer(15)
        }),
        Rule::new("integer 16", vec![re("س[تط]اشر")], |_| integer(16)),
        Rule::new("integer 17", vec![re("سبع[تط]اشر")], |_| {
            integer(17)
        }),
        Rule::new("integer 18", vec![re("[تط]من[تط]اشر")], |_| {
            integer(18)
        }),
        Rule::new("integer 19", vec![re("تسع[تط]اشر")], |_| {
            integer(19)
        }),
        Rule::new(
            "integer (30, 80)",
            vec![re("([تط]لا[تط]|[تط]مان)(ين)")],
            |m| integer(lookup(&EG_TEN_STEMS, m[0].group(1)?)? * 10),
        ),
        Rule::new("integer (100)", vec![re("مي[هةت]")], |_| integer(100)),
        Rule::new("integer (200)", vec![re("م(ي)?تين")], |_| integer(200)),
        Rule::new(
            "integer (300)",
            vec![re("([تط]و?لا?[تط]و?)مي[هةت]")],
            |_| integer(300),
        ),
        Rule::new(
            "integer (400)",
            vec![re("(رو?بعو?)مي[هةت]")],
            |_| integer(400),
        ),
        Rule::new(
            "integer (500)",
            vec![re("(خو?مسو?)مي[هةت]")],
            |_| integer(500),
        ),
        Rule::new(
            "integer (600)",
            vec![re("(سو?تو?)مي[هةت]")],
            |_| integer(600),
        ),
        Rule::new(
            "integer (700)",
            vec![re("(سو?بعو?)مي[هةت]")],
            |_| integer(700),
        ),
        Rule::new(
            "integer (800)",
            vec![re("([تط]و?منو?)مي[هةت]")],
            |_| integer(800),
        ),
        Rule::new(
            "integer (900)",
            vec![re("([تط]و?سعو?)مي[هةت]")],
            |_| integer(900),
        ),
        Rule::new(
            "integer 101..999",
            vec![
                numeral(one_of(HUNDREDS)),
                re(r"\s"),
                numeral(|n| {
                    n.int_value()
                        .is_some_and(|v| (11..=99).contains(&v) && v % 10 != 0)
                }),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        thousands("integer (3000)", "([تط]لا?[تط])( ?[اآ])?لاف", 3000),
        thousands("integer (4000)", "[أا]ربع(ت| ?[اآ])لاف", 4000),
        thousands("integer (5000)", "خمس(ت| ?[اآ])لاف", 5000),
        thousands("integer (6000)", "س(ت| ?[اآ])لاف", 6000),
        thousands("integer (7000)", "سبع(ت| ?[اآ])لاف", 7000),
        thousands("integer (8000)", "[تط]م[ا]?ن(ت| ?[اآ])لاف", 8000),
        thousands("integer (9000)", "([تط]سع)(ت| ?[اآ])لاف", 9000),
    ]
}
