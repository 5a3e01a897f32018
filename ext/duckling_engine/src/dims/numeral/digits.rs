//! Numbers in digits: Duckling's language-independent `Duckling/Numeral/Rules.hs` (integers, fractions) and
//! the digit rules of `Duckling/Numeral/EN/Rules.hs` (decimals, thousands separated by commas, the K/M/G
//! suffixes).

use super::helpers::{divide, double, integer, not_ok_for_any_time, parse_double, parse_int};
use crate::dims::token::{Kind, Rule, Token, any, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("integer (numeric)", vec![re(r"(\d{1,18})")], |m| {
            integer(parse_int(m[0].group(1)?)?)
        }),
        Rule::new("fractional number", vec![re(r"(\d+)/(\d+)")], |m| {
            let n = parse_double(m[0].group(1)?)?;
            let d = parse_double(m[0].group(2)?)?;
            match divide(n, d)? {
                Token::Numeral(q) => not_ok_for_any_time(q),
                _ => None,
            }
        }),
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
            vec![any(Kind::Numeral), re(r"(k|m|g)\b")],
            |m| {
                let scale = match m[1].group(1)? {
                    "k" | "K" => 1e3,
                    "m" | "M" => 1e6,
                    "g" | "G" => 1e9,
                    _ => return None,
                };
                double(m[0].numeral()?.value * scale)
            },
        ),
    ]
}
