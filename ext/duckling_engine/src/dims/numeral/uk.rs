//! Ukrainian numbers (`Duckling/Numeral/UK/Rules.hs`): words up to 999 ("п‘ятдесят", with the apostrophe
//! Duckling writes, U+2018), negatives, and the rules Russian writes alike (`ru::shared`).

use super::ru::shared;
use crate::dims::numeral::helpers::{double, integer, lookup};
use crate::dims::token::{Kind, Rule, any, re};

const TWENTY_TO_NINETY: [(&str, i64); 8] = [
    ("двадцять", 20),
    ("тридцять", 30),
    ("сорок", 40),
    ("п‘ятдесят", 50),
    ("шістдесят", 60),
    ("сімдесят", 70),
    ("дев‘яносто", 90),
    ("вісімдесят", 80),
];

const HUNDREDS: [(&str, i64); 9] = [
    ("сто", 100),
    ("двісті", 200),
    ("триста", 300),
    ("чотириста", 400),
    ("п‘ятсот", 500),
    ("шістсот", 600),
    ("сімсот", 700),
    ("вісімсот", 800),
    ("дев‘ятсот", 900),
];

const THREE_TO_NINETEEN: [(&str, i64); 17] = [
    ("три", 3),
    ("чотири", 4),
    ("п‘ять", 5),
    ("шість", 6),
    ("сім", 7),
    ("вісім", 8),
    ("дев‘ять", 9),
    ("десять", 10),
    ("одинадцять", 11),
    ("дванадцять", 12),
    ("тринадцять", 13),
    ("чотирнадцять", 14),
    ("п‘ятнадцять", 15),
    ("шістнадцять", 16),
    ("сімнадцять", 17),
    ("вісімнадцять", 18),
    ("дев‘ятнадцять", 19),
];

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new("integer 0", vec![re("(нуль)")], |_| integer(0)),
        Rule::new(
            "integer 1",
            vec![re("(один|одна|одну|одне|одного)")],
            |_| integer(1),
        ),
        Rule::new(
            "integer 2",
            vec![re("(два|дві|двоє|пара|пару|парочку|парочка)")],
            |_| integer(2),
        ),
        Rule::new(
            "integer (3..19)",
            vec![re(
                "(три|чотирнадцять|чотири|п‘ятнадцять|п‘ять|шістнадцять|шість|сімнадцять|сім|вісімнадцять|вісім|дев‘ятнадцять|дев‘ять|десять|одинадцять|дванадцять|тринадцять)",
            )],
            |m| integer(lookup(&THREE_TO_NINETEEN, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (20..90)",
            vec![re(
                "(двадцять|тридцять|сорок|п‘ятдесят|шістдесят|сімдесят|вісімдесят|дев‘яносто)",
            )],
            |m| integer(lookup(&TWENTY_TO_NINETY, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (100..900)",
            vec![re(
                "(сто|двісті|триста|чотириста|п‘ятсот|шістсот|сімсот|вісімсот|дев‘ятсот)",
            )],
            |m| integer(lookup(&HUNDREDS, m[0].group(1)?)?),
        ),
        Rule::new(
            "numbers prefix with -, minus",
            vec![re(r"-|мінус\s?"), any(Kind::Numeral)],
            |m| double(-m[1].numeral()?.value),
        ),
    ];
    all.extend(shared("крапка"));
    all
}
