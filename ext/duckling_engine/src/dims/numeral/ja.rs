//! Japanese numbers (`Duckling/Numeral/JA/Rules.hs`): kanji numerals built digit by digit ("三十三", "百一",
//! "二千", "五万"), decimals and thousands separators in digits, the K/M/G/千/万 suffixes and negatives.

use super::shared::negative;
use crate::dims::numeral::helpers::{double, integer, lookup, number_between, parse_double};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re};
use crate::engine::rule::Item;

const ZERO_TEN: [(&str, i64); 12] = [
    ("零", 0),
    ("ゼロ", 0),
    ("一", 1),
    ("二", 2),
    ("三", 3),
    ("四", 4),
    ("五", 5),
    ("六", 6),
    ("七", 7),
    ("八", 8),
    ("九", 9),
    ("十", 10),
];

/// Duckling's `oneOf`: the value only, whatever its flags.
fn one_of(values: &'static [i64]) -> Item<Token> {
    numeral(move |n| n.int_value().is_some_and(|v| values.contains(&v)))
}

/// "<n><kanji>": `n` (2..9) times the kanji's power of ten ("三十", "五千").
fn times(name: &'static str, kanji: &'static str, factor: f64) -> Rule {
    Rule::new(
        name,
        vec![numeral(|n| number_between(n, 2.0, 10.0)), re(kanji)],
        move |m| double(m[0].numeral()?.value * factor),
    )
}

/// "<kanji><n>": the kanji's power of ten plus `n` (1 to below `up`: "十四", "百一").
fn plus(name: &'static str, kanji: &'static str, base: f64, up: f64) -> Rule {
    Rule::new(
        name,
        vec![re(kanji), numeral(move |n| number_between(n, 1.0, up))],
        move |m| double(base + m[1].numeral()?.value),
    )
}

/// "<tens or hundreds…><n>": a round number of the list plus `n` (1 to below `up`: "三十三").
fn round_plus(name: &'static str, rounds: &'static [i64], up: f64) -> Rule {
    Rule::new(
        name,
        vec![one_of(rounds), numeral(move |n| number_between(n, 1.0, up))],
        |m| double(m[0].numeral()?.value + m[1].numeral()?.value),
    )
}

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
        Rule::new(
            "integer (0..10)",
            vec![re("(ゼロ|零|一|二|三|四|五|六|七|八|九|十)")],
            |m| integer(lookup(&ZERO_TEN, m[0].group(1)?)?),
        ),
        plus("integer (1000..1999)", "千", 1000.0, 1000.0),
        times("integer (2000..9000)", "千", 1000.0),
        round_plus(
            "integer 2001..9999",
            &[3000, 9000, 7000, 8000, 2000, 4000, 6000, 5000],
            1000.0,
        ),
        Rule::new("integer (10000)", vec![re("万")], |_| integer(10000)),
        plus("integer (10000..19999)", "万", 10000.0, 10000.0),
        times("integer (20000..90000)", "万", 10000.0),
        round_plus(
            "integer 20001..99999",
            &[20000, 40000, 80000, 60000, 30000, 70000, 90000, 50000],
            10000.0,
        ),
        plus("integer (11..19)", "十", 10.0, 10.0),
        times("integer (20..90)", "十", 10.0),
        round_plus("integer 21..99", &[70, 20, 60, 50, 40, 90, 30, 80], 10.0),
        Rule::new("integer (100)", vec![re("百")], |_| integer(100)),
        plus("integer (100..199)", "百", 100.0, 100.0),
        times("integer (200..900)", "百", 100.0),
        round_plus(
            "integer 201..999",
            &[300, 600, 500, 800, 200, 900, 700, 400],
            100.0,
        ),
        Rule::new("integer (1000)", vec![re("千")], |_| integer(1000)),
        Rule::new(
            "integer with thousands separator ,",
            vec![re(r"(\d{1,3}(,\d\d\d){1,5})")],
            |m| double(parse_double(&m[0].group(1)?.replace(',', ""))?),
        ),
        Rule::new("<number>个", vec![any(Kind::Numeral), re("个")], |m| {
            Some(m[0].token()?.clone())
        }),
        negative(r"-|マイナス\s?|負\s?"),
        Rule::new(
            "numbers suffixes (K, M, G, 千, 万)",
            vec![any(Kind::Numeral), re("(k|m|g|千|万)")],
            |m| {
                let factor = match m[1].group(1)?.to_lowercase().as_str() {
                    "k" | "千" => 1e3,
                    "万" => 1e4,
                    "m" => 1e6,
                    "g" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * factor)
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::check_in;
    use crate::dims::token::Kind;

    /// Kanji numerals past a hundred, thousands with a decimal, and the counter "个", which Duckling's JA corpus
    /// never reaches, with the values the real Duckling gives them.
    #[test]
    fn numbers_outside_the_corpus() {
        let number = |v: &str| format!(r#"{{"type": "value", "value": {v}}}"#);
        let examples = [
            ("三百二十", number("320")),
            ("二千二十四", number("2024")),
            ("千五百", number("1500")),
            ("九万九千九百九十九", number("99999")),
            ("1,234.5", number("1234.5")),
            ("3个", number("3")),
        ];
        let examples: Vec<(&str, &str)> = examples.iter().map(|(t, v)| (*t, v.as_str())).collect();
        check_in("ja", Kind::Numeral, &examples);
    }
}
