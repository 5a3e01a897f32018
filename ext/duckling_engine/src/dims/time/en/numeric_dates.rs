//! Numeric dates in ISO-like orders: "2014-10", "10/2014", "2014-10-31", "2018Q4": ruleMMYYYY, ruleYYYYMM, ruleYYYYMMDD, ruleYYYYQQ.

use crate::dims::time::shared_rules;
use crate::dims::token::{Rule, Token, re};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::helpers::{cycle_nth_after, year, year_month};

/// Regex group `i` of the only item, as a number.
fn group(m: &[Matched<'_, Token>], i: usize) -> Option<i32> {
    m[0].group(i)?.parse().ok()
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("yyyyqq", vec![re(r"(\d{2,4})q([1-4])")], |m| {
            let (y, q) = (group(m, 1)?, group(m, 2)?);
            Some(Token::Time(cycle_nth_after(
                true,
                Grain::Quarter,
                q - 1,
                &year(y),
            )))
        }),
        Rule::new(
            "yyyy-mm",
            vec![re(r"(\d{4})\s*[/-]\s*(1[0-2]|0?[1-9])")],
            |m| Some(Token::Time(year_month(group(m, 1)?, group(m, 2)?))),
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new("mm/yyyy", vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")], |m| {
            Some(Token::Time(year_month(group(m, 2)?, group(m, 1)?)))
        }),
    ]
}
