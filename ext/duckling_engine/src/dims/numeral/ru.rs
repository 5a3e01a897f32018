//! Russian numbers (`Duckling/Numeral/RU/Rules.hs`): words up to 999 in the nominative and genitive ("пяти",
//! "двадцати"), "полтора", "<n> с половиной", decimals with a dot, thousands separated by commas, the К/М/Г
//! suffixes and negatives.
//!
//! The rules Ukrainian writes alike are built once, in [`shared`].

use crate::dims::numeral::helpers::{
    decimals_to_double, double, has_grain, integer, is_positive, lookup, number_between,
    parse_double,
};
use crate::dims::token::{Kind, NumeralData, Rule, any, numeral, re};

const TENS: [(&str, i64); 20] = [
    ("двадцать", 20),
    ("двадцати", 20),
    ("тридцать", 30),
    ("тридцати", 30),
    ("сорок", 40),
    ("сорока", 40),
    ("пятьдесят", 50),
    ("пятидесяти", 50),
    ("шестьдесят", 60),
    ("шестидесяти", 60),
    ("шестидесят", 60),
    ("семьдесят", 70),
    ("семидесяти", 70),
    ("семидесят", 70),
    ("восемьдесят", 80),
    ("восьмидесяти", 80),
    ("восьмидесят", 80),
    ("восемьдесяти", 80),
    ("девяносто", 90),
    ("девяноста", 90),
];

const HUNDREDS: [(&str, i64); 9] = [
    ("сто", 100),
    ("двести", 200),
    ("триста", 300),
    ("четыреста", 400),
    ("пятьсот", 500),
    ("шестьсот", 600),
    ("семьсот", 700),
    ("восемьсот", 800),
    ("девятьсот", 900),
];

const THREE_TO_NINETEEN: [(&str, i64); 17] = [
    ("три", 3),
    ("четыре", 4),
    ("пять", 5),
    ("шесть", 6),
    ("семь", 7),
    ("восемь", 8),
    ("девять", 9),
    ("десять", 10),
    ("одиннадцать", 11),
    ("двенадцать", 12),
    ("тринадцать", 13),
    ("четырнадцать", 14),
    ("пятнадцать", 15),
    ("шестнадцать", 16),
    ("семнадцать", 17),
    ("восемнадцать", 18),
    ("девятнадцать", 19),
];

const THREE_TO_NINETEEN_GENITIVE: [(&str, i64); 17] = [
    ("трех", 3),
    ("четырех", 4),
    ("пяти", 5),
    ("шести", 6),
    ("семи", 7),
    ("восьми", 8),
    ("девяти", 9),
    ("десяти", 10),
    ("одиннадцати", 11),
    ("двенадцати", 12),
    ("тринадцати", 13),
    ("четырнадцати", 14),
    ("пятнадцати", 15),
    ("шестнадцати", 16),
    ("семнадцати", 17),
    ("восемнадцати", 18),
    ("девятнадцати", 19),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "integer 0",
            vec![re("(ноль|нуля|нисколько)")],
            |_| integer(0),
        ),
        Rule::new("integer 1", vec![re("(один|одна|одну)")], |_| integer(1)),
        Rule::new(
            "integer 2",
            vec![re("(дв(а|е|ух|ое)|пар(а|у|очк(у|а)))")],
            |_| integer(2),
        ),
        Rule::new(
            "integer (3..19)",
            vec![re(
                "(три|четырнадцать|четыре|пятнадцать|пять|шестнадцать|шесть|семнадцать|семь|восемнадцать|восемь|девятнадцать|девять|десять|одиннадцать|двенадцать|тринадцать)",
            )],
            |m| integer(lookup(&THREE_TO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (3..19)",
            vec![re(
                "(трех|четырнадцати|четырех|пятнадцати|пяти|шестнадцати|шести|семнадцати|семи|восемнадцати|восьми|девятнадцати|девяти|десяти|одиннадцати|двенадцати|тринадцати)",
            )],
            |m| integer(lookup(&THREE_TO_NINETEEN_GENITIVE, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(двадцат(ь|и)|тридцат(ь|и)|сорока?|пят(ь|и)десяти?|шест(ь|и)десяти?|сем(ь|и)десяти?|вос(е|ь)м(ь|и)десяти?|девяност(о|а))",
            )],
            |m| integer(lookup(&TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (100..900)",
            vec![re(
                "(сто|двести|триста|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        Rule::new(
            "<integer> and a half",
            vec![numeral(NumeralData::is_natural), re("с половиной")],
            |m| double(m[0].numeral()?.value + 0.5),
        ),
        Rule::new(
            "decimal one and a half",
            vec![re("(полтора|полторы|полутора)")],
            |_| double(1.5),
        ),
        Rule::new(
            "numbers prefix with -, minus",
            vec![re("-|минус"), numeral(is_positive)],
            |m| double(-m[1].numeral()?.value),
        ),
    ];
    all.extend(shared("точка"));
    all
}

/// The rules Duckling's Russian and Ukrainian numerals write alike (`Duckling/Numeral/{RU,UK}/Rules.hs`):
/// digits with a decimal dot and thousands commas, tens and units ("двадцать пять"), hundreds and the rest
/// ("сто двадцать"), decimals spelled with the language's word for the `point`, and the К/М/Г suffixes.
pub(super) fn shared(point: &'static str) -> Vec<Rule> {
    vec![
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "integer 21..99",
            vec![
                // Duckling's `oneOf`: the value only, whatever its flags.
                numeral(|n| matches!(n.int_value(), Some(20 | 30 | 40 | 50 | 60 | 70 | 80 | 90))),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer 101..999",
            vec![
                numeral(|n| {
                    matches!(
                        n.int_value(),
                        Some(100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900)
                    )
                }),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "number dot number",
            vec![any(Kind::Numeral), re(point), numeral(|n| !has_grain(n))],
            |m| double(m[0].numeral()?.value + decimals_to_double(m[2].numeral()?.value)),
        ),
        Rule::new(
            "numbers suffixes (K, M, G)",
            // Duckling's `(?=[\W$€]|$)` after the suffix is a word boundary: every one of those is a non-word
            // character.
            vec![any(Kind::Numeral), re(r"((к|м|г)|(К|М|Г))\b")],
            |m| {
                let scale = match m[1].group(1)? {
                    "к" | "К" => 1e3,
                    "м" | "М" => 1e6,
                    "г" | "Г" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * scale)
            },
        ),
    ]
}
