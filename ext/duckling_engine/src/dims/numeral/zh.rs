//! Chinese numbers (`Duckling/Numeral/ZH/Rules.hs`): digits, the characters of everyday and financial writing
//! ("三", "參"), the powers of ten written after a number ("三百", "五万") or before a digit ("千一" is 1100),
//! "零" between non-consecutive places ("二百零三"), fractions ("二分之一") and the counters "个", "打", "對".

use super::helpers::{
    divide, double, integer, is_positive, lookup, number_between, parse_double, power_of_ten,
};
use super::shared::{compose_by_multiplication, negative, number_dot_number};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};

const INTEGERS: [(&str, i64); 24] = [
    ("〇", 0),
    ("零", 0),
    ("一", 1),
    ("壹", 1),
    ("兩", 2),
    ("两", 2),
    ("二", 2),
    ("貳", 2),
    ("三", 3),
    ("參", 3),
    ("四", 4),
    ("肆", 4),
    ("五", 5),
    ("伍", 5),
    ("六", 6),
    ("陸", 6),
    ("七", 7),
    ("柒", 7),
    ("八", 8),
    ("捌", 8),
    ("九", 9),
    ("玖", 9),
    ("十", 10),
    ("拾", 10),
];

const TENS: [(&str, i64); 3] = [("廿", 20), ("卅", 30), ("卌", 40)];

/// Duckling's `numeralSuffixList`: each suffix's rule name, regex and power of ten.
const SUFFIXES: [(&str, &str, u8); 8] = [
    ("number suffix: K", "K", 3),
    ("number suffix: M", "M", 6),
    ("number suffix: G", "G", 9),
    ("number suffix: 十|拾", "十|拾", 1),
    ("number suffix: 百|佰", "百|佰", 2),
    ("number suffix: 千|仟", "千|仟", 3),
    ("number suffix: 万|萬", "万|萬", 4),
    ("number suffix: 亿|億", "亿|億", 8),
];

/// Duckling's `withMultipliable` over a plain number ("半", "打").
fn multipliable(value: f64, ok_for_any_time: bool) -> Option<Token> {
    Some(Token::Numeral(NumeralData {
        multipliable: true,
        ok_for_any_time,
        ..NumeralData::new(value)
    }))
}

/// Duckling's `diffIntegerDigits`: how many more digits the integer part of `a` has than that of `b`.
fn diff_integer_digits(a: f64, b: f64) -> i32 {
    let digits = |x: f64| {
        let mut n = x.abs().floor() as u64;
        let mut d = 0;
        while n > 0 {
            n /= 10;
            d += 1;
        }
        d
    };
    digits(a) - digits(b)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new("decimal number", vec![re(r"(\d*\.\d+)")], |m| {
            double(parse_double(m[0].group(1)?)?)
        }),
        Rule::new(
            "decimal with thousands separator",
            vec![re(r"(\d+(,\d\d\d)+\.\d+)")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "integer (0..10)",
            vec![re(
                "(〇|零|一|二|两|兩|三|四|五|六|七|八|九|十|壹|貳|參|肆|伍|陸|柒|捌|玖|拾)",
            )],
            |m| integer(lookup(&INTEGERS, m[0].group(1)?)?),
        ),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new(
            "<number>个/個",
            vec![any(Kind::Numeral), re("个|個")],
            |m| Some(Token::Numeral(*m[0].numeral()?)),
        ),
        Rule::new(
            "integer with consecutive unit modifiers",
            vec![numeral(is_positive), numeral(is_positive)],
            |m| {
                let (a, b) = (m[0].numeral()?.value, m[1].numeral()?.value);
                (diff_integer_digits(a, b) == 1).then_some(())?;
                double(a + b)
            },
        ),
        Rule::new(
            "integer with nonconsecutive unit modifiers",
            vec![numeral(is_positive), re("零|〇"), numeral(is_positive)],
            |m| {
                let (a, b) = (m[0].numeral()?.value, m[2].numeral()?.value);
                (diff_integer_digits(a, b) > 1).then_some(())?;
                double(a + b)
            },
        ),
        negative("-|负|負"),
        compose_by_multiplication(),
        Rule::new("integer (20,30,40)", vec![re("(廿|卅|卌)")], |m| {
            integer(lookup(&TENS, m[0].group(1)?)?)
        }),
        Rule::new(
            "integer 21..49",
            vec![
                // Duckling's `oneOf`: the value only, whatever its flags.
                numeral(|n| matches!(n.int_value(), Some(20 | 30 | 40))),
                re(r"[\s\-]+"),
                numeral(|n| number_between(n, 1.0, 10.0)),
            ],
            |m| double(m[0].numeral()?.value + m[2].numeral()?.value),
        ),
        Rule::new("half", vec![re("(1|一)?半(半|个|個)?")], |_| {
            multipliable(0.5, true)
        }),
        number_dot_number("one point 2", "點"),
        Rule::new("a dozen of", vec![re("打")], |_| multipliable(12.0, false)),
        Rule::new("a pair", vec![re("雙|對")], |_| multipliable(2.0, false)),
        Rule::new(
            "fraction",
            vec![any(Kind::Numeral), re("分之|分|份"), any(Kind::Numeral)],
            |m| divide(m[2].numeral()?.value, m[0].numeral()?.value),
        ),
        Rule::new(
            " mixed fraction",
            vec![
                any(Kind::Numeral),
                re("又"),
                any(Kind::Numeral),
                re("分之|分|份"),
                any(Kind::Numeral),
            ],
            |m| {
                let whole = m[0].numeral()?.value;
                double(m[4].numeral()?.value / m[2].numeral()?.value + whole)
            },
        ),
        Rule::new(
            "one hundred and <integer> (short form)",
            vec![re("百|佰"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| double(100.0 + m[1].numeral()?.value * 10.0),
        ),
        Rule::new(
            "one thousand and <integer> (short form)",
            vec![re("千|仟"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| double(1000.0 + m[1].numeral()?.value * 100.0),
        ),
        Rule::new(
            "ten thousand and <integer> (short form)",
            vec![re("万|萬"), numeral(|n| number_between(n, 1.0, 10.0))],
            |m| double(10000.0 + m[1].numeral()?.value * 1000.0),
        ),
    ];
    all.extend(SUFFIXES.iter().map(|&(name, suffix, grain)| {
        Rule::new(name, vec![re(suffix)], move |_| power_of_ten(grain))
    }));
    all
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Rules Duckling's ZH corpus never reaches, with the values the real Duckling gives.
    #[test]
    fn rules_outside_the_corpus() {
        check_in(
            "zh",
            Kind::Numeral,
            &[
                ("廿 三", r#"{"type": "value", "value": 23}"#),
                ("三亿", r#"{"type": "value", "value": 300000000}"#),
                ("两千零五", r#"{"type": "value", "value": 2005}"#),
            ],
        );
    }
}
