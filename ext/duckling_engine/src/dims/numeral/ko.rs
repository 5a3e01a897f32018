//! Korean numbers (`Duckling/Numeral/KO/Rules.hs`): Sino-Korean digits and powers of ten ("삼만오천"), native
//! counts ("서른다섯", "열한"), decimals spoken with 점 ("삼점사"), fractions ("사분의삼") and negatives.
//!
//! Every Hangul syllable is a character class of its own for the edges, so "이십오" is read as 이, 십 and 오
//! composed, as Duckling reads it.

use super::helpers::{
    addend, decimals_to_double, double, has_grain, integer, lookup, parse_double, power_of_ten, sum,
};
use super::shared::compose_by_multiplication;
use crate::dims::token::{Kind, Rule, any, numeral, re};

/// The counting forms of 1 to 4 that stand before a counter ("한 개", "첫째").
const FOR_ORDINALS: [(&str, i64); 5] = [("한", 1), ("첫", 1), ("두", 2), ("세", 3), ("네", 4)];

const NATIVE_TENS: [(&str, i64); 9] = [
    ("열", 10),
    ("스물", 20),
    ("서른", 30),
    ("마흔", 40),
    ("쉰", 50),
    ("예순", 60),
    ("일흔", 70),
    ("여든", 80),
    ("아흔", 90),
];

const SINO_DIGITS: [(&str, i64); 10] = [
    ("영", 0),
    ("일", 1),
    ("이", 2),
    ("삼", 3),
    ("사", 4),
    ("오", 5),
    ("육", 6),
    ("칠", 7),
    ("팔", 8),
    ("구", 9),
];

const POWERS_OF_TEN: [(&str, u8); 6] = [
    ("십", 1),
    ("백", 2),
    ("천", 3),
    ("만", 4),
    ("억", 8),
    ("조", 12),
];

const NATIVE_UNITS: [(&str, i64); 9] = [
    ("하나", 1),
    ("둘", 2),
    ("셋", 3),
    ("넷", 4),
    ("다섯", 5),
    ("여섯", 6),
    ("일곱", 7),
    ("여덟", 8),
    ("아홉", 9),
];

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new("few 몇", vec![re("몇")], |_| integer(3)),
        Rule::new(
            "fraction",
            vec![any(Kind::Numeral), re("분(의|에)"), any(Kind::Numeral)],
            |m| double(m[2].numeral()?.value / m[0].numeral()?.value),
        ),
        Rule::new("half - 반", vec![re("반")], |_| double(0.5)),
        Rule::new("integer 0", vec![re("영|공|빵")], |_| integer(0)),
        Rule::new(
            "integer (1..4) - for ordinals",
            vec![re("(한|첫|두|세|네)")],
            |m| integer(lookup(&FOR_ORDINALS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer - TYPE 1",
            vec![re("(영|일|이|삼|사|오|육|칠|팔|구)")],
            |m| integer(lookup(&SINO_DIGITS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer - TYPE 1: powers of ten",
            vec![re("(십|백|천|만|억|조)")],
            |m| power_of_ten(lookup(&POWERS_OF_TEN, m[0].group(1)?)?),
        ),
        // Duckling's `hasGrain` wants a grain above 1: 십 (grain 1) adds its units through "integer (21..99)".
        Rule::new(
            "intersect 2 numbers",
            vec![numeral(has_grain), numeral(addend)],
            |m| sum(m[0].numeral()?, m[1].numeral()?),
        ),
        compose_by_multiplication(),
        Rule::new(
            "integer (1..10) - TYPE 2",
            vec![re("(하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉)")],
            |m| integer(lookup(&NATIVE_UNITS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer (21..99) - TYPE 2",
            // Duckling's `oneOf`: the value only, whatever its flags (십 is a multipliable 10).
            vec![
                numeral(|n| {
                    matches!(
                        n.int_value(),
                        Some(10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90)
                    )
                }),
                numeral(|n| n.is_integer_between(1, 9)),
            ],
            |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
        ),
        Rule::new(
            "integer (20..90) - TYPE 2 and ordinals",
            vec![re("(열|스물|서른|마흔|쉰|예순|일흔|여든|아흔)")],
            |m| integer(lookup(&NATIVE_TENS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "number dot number - 삼점사",
            vec![
                any(Kind::Numeral),
                re("(점|쩜)((영|일|이|삼|사|오|육|칠|팔|구)+)"),
            ],
            |m| {
                let digits: String = m[1]
                    .group(2)?
                    .chars()
                    .filter_map(|c| lookup(&SINO_DIGITS, c.encode_utf8(&mut [0; 4])))
                    .map(|d| char::from(b'0' + d as u8))
                    .collect();
                double(m[0].numeral()?.value + decimals_to_double(parse_double(&digits)?))
            },
        ),
        Rule::new(
            "numbers prefix with -, 마이너스, or 마이나스",
            vec![re(r"-|마이너스\s?|마이나스\s?"), any(Kind::Numeral)],
            |m| double(-m[1].numeral()?.value),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// 조 (10¹²) and 몇 ("a few", 3), which Duckling's KO corpus never tries.
    #[test]
    fn words_outside_the_corpus() {
        check_in(
            "ko",
            Kind::Numeral,
            &[
                ("삼조", r#"{"type": "value", "value": 3000000000000}"#),
                ("몇", r#"{"type": "value", "value": 3}"#),
            ],
        );
    }
}
