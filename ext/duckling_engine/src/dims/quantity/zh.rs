//! Chinese quantities (`Duckling/Quantity/ZH/Rules.hs`): grams by any of their Chinese or metric units ("2克",
//! "1.5公斤", "35毫克", "三斤"), and catties with taels ("3斤5两", "三斤半", "九兩半"), all in grams.

use crate::dims::measure::units::Unit;
use crate::dims::measure::{Amount, MeasureData};
use crate::dims::numeral::helpers::{is_positive, lookup, number_between};
use crate::dims::token::{Rule, Token, numeral, re};

/// Duckling's `opsMap`: how many grams each unit is (a gram, "克" or "g", is not listed: one).
const GRAMS: [(&str, f64); 8] = [
    ("千克", 1000.0),
    ("公斤", 1000.0),
    ("kg", 1000.0),
    ("斤", 500.0),
    ("两", 50.0),
    ("兩", 50.0),
    ("毫克", 0.001),
    ("mg", 0.001),
];

fn grams(value: f64) -> Option<Token> {
    Some(Token::Quantity(MeasureData::new(
        Amount::Value(value),
        Unit::Gram,
    )))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<quantity> catty <quantity> tael",
            vec![
                numeral(is_positive),
                re("斤"),
                numeral(|n| number_between(n, 1.0, 10.0)),
                re("两|兩"),
            ],
            |m| grams(m[0].numeral()?.value * 500.0 + m[2].numeral()?.value * 50.0),
        ),
        Rule::new(
            "<quantity> catty half",
            vec![numeral(is_positive), re("斤半")],
            |m| grams(m[0].numeral()?.value * 500.0 + 250.0),
        ),
        Rule::new(
            "<quantity> tael half",
            vec![numeral(is_positive), re("(两|兩)半")],
            |m| grams(m[0].numeral()?.value * 50.0 + 25.0),
        ),
        Rule::new(
            "<quantity> grams",
            vec![
                numeral(is_positive),
                re("(千克|公斤|斤|两|兩|克|毫克|kg|g|mg)"),
            ],
            |m| {
                let per_unit = lookup(&GRAMS, m[1].group(1)?).unwrap_or(1.0);
                let value = m[0].numeral()?.value;
                // Duckling divides for the milligram: 35 / 1000 is 0.035, where 35 * 0.001 is not.
                grams(match per_unit < 1.0 {
                    true => value / 1000.0,
                    false => value * per_unit,
                })
            },
        ),
    ]
}
