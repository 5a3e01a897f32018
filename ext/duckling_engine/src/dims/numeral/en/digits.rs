//! Numbers in digits as English writes them: the digit rules of `Duckling/Numeral/EN/Rules.hs` (decimals,
//! thousands separated by commas, the K/M/G suffixes). Integers and fractions are every language's
//! ([`super::common`]).

use crate::dims::numeral::helpers::{double, parse_double};
use crate::dims::token::{Kind, Rule, any, re};

pub(super) fn rules() -> Vec<Rule> {
    vec![
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
