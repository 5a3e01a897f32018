//! Bulgarian numbers (`Duckling/Numeral/BG/Rules.hs`): words up to 999 ("петстотин двадесет и пет"), both
//! spellings of the teens ("единадесет", "единайсет"), "милион" and "милиард" alone, decimals spelled "цяло и",
//! digits with a decimal dot and thousands commas, the к/м/г suffixes and negatives.

use super::shared::{number_dot_number, tens_units};
use crate::dims::numeral::helpers::{
    double, integer, lookup, number_between, parse_double, with_grain,
};
use crate::dims::token::{Kind, Rule, any, numeral, re};

const ZERO_TO_NINETEEN: [(&str, i64); 32] = [
    ("нула", 0),
    ("един", 1),
    ("една", 1),
    ("едно", 1),
    ("два", 2),
    ("две", 2),
    ("три", 3),
    ("четири", 4),
    ("пет", 5),
    ("шест", 6),
    ("седем", 7),
    ("осем", 8),
    ("девет", 9),
    ("десет", 10),
    ("единадесет", 11),
    ("единайсет", 11),
    ("дванадесет", 12),
    ("дванайсет", 12),
    ("тринадесет", 13),
    ("тринайсет", 13),
    ("четиринадесет", 14),
    ("четиринайсет", 14),
    ("петнадесет", 15),
    ("петнайсет", 15),
    ("шестнадесет", 16),
    ("шестнайсет", 16),
    ("седемнадесет", 17),
    ("седемнайсет", 17),
    ("осемнадесет", 18),
    ("осемнайсет", 18),
    ("деветнадесет", 19),
    ("деветнайсет", 19),
];

const HUNDREDS: [(&str, i64); 9] = [
    ("сто", 100),
    ("двеста", 200),
    ("триста", 300),
    ("четиристотин", 400),
    ("петстотин", 500),
    ("шестстотин", 600),
    ("седемстотин", 700),
    ("осемстотин", 800),
    ("деветстотин", 900),
];

/// Duckling looks the whole match up here, so only the bare "милион" and "милиард" are found: "хиляда",
/// "хиляди", "милиона" and "милиарда" match the regex and make nothing.
const POWERS: [(&str, u8); 3] = [("хиляд", 3), ("милион", 6), ("милиард", 9)];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "number (0..19)",
            vec![re(
                "(нула|едина(де|й)сет|двана(де|й)сет|трина(де|й)сет|четирина(де|й)сет|петна(де|й)сет|шестна(де|й)сет|седемна(де|й)сет|осемна(де|й)сет|деветна(де|й)сет|един|една|едно|два|две|три|четири|пет|шест|седем|осем|девет|десет)",
            )],
            |m| integer(lookup(&ZERO_TO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re("((два|три|четири|пет|шест|седем|осем|девет)десет)")],
            |m| integer(lookup(&ZERO_TO_NINETEEN, m[0].group(2)?)? * 10),
        ),
        Rule::new(
            "powers of tens",
            vec![re("(хиляд(а|и)|милион(а|и)?|милиард(а|и)?)")],
            |m| {
                let grain = lookup(&POWERS, m[0].group(1)?)?;
                with_grain(10f64.powi(grain.into()), grain, true)
            },
        ),
        tens_units("integer 21..99", Some("и")),
        Rule::new(
            "integer (100..900)",
            vec![re(
                "(сто|двеста|триста|(четири|пет|шест|седем|осем|девет)стотин)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer 101..999",
            vec![
                // Duckling's `oneOf [200, 300..900]`: not "сто".
                numeral(|n| {
                    matches!(
                        n.int_value(),
                        Some(200 | 300 | 400 | 500 | 600 | 700 | 800 | 900)
                    )
                }),
                numeral(|n| number_between(n, 1.0, 100.0)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        number_dot_number("one point 2", "цяло и"),
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "comma-separated numbers",
            vec![re(r"(\d+(,\d\d\d)+(\.\d+)?)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "suffixes (K,M,G))",
            // Duckling's `(?=[\W$€¢£]|$)` after the suffix is a word boundary: every one of those is a non-word
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
        Rule::new(
            "negative numbers",
            vec![re(r"-|минус\s?"), any(Kind::Numeral)],
            |m| double(-m[1].numeral()?.value),
        ),
    ]
}
