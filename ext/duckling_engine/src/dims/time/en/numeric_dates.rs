//! Numeric dates in ISO-like orders: "2014-10", "10/2014", "2014-10-31", "2018Q4": ruleMMYYYY, ruleYYYYMM, ruleYYYYMMDD, ruleYYYYQQ.

use crate::dims::token::{Rule, Token, re};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::helpers::{cycle_nth_after, year, year_month, year_month_day};

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
        Rule::new(
            "yyyy-mm-dd",
            vec![re(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])")],
            |m| {
                let (y, mo, d) = (group(m, 1)?, group(m, 2)?, group(m, 3)?);
                Some(Token::Time(year_month_day(y, mo, d)))
            },
        ),
        Rule::new("mm/yyyy", vec![re(r"(0?[1-9]|1[0-2])[/-](\d{4})")], |m| {
            Some(Token::Time(year_month(group(m, 2)?, group(m, 1)?)))
        }),
    ]
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines whose derivation ends in a rule of this family.
    const EXAMPLES: &[(&str, &str)] = &[
        (
            r#"2/2013"#,
            r#"{"type": "value", "value": "2013-02-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"2015-3-3"#,
            r#"{"type": "value", "value": "2015-03-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"2015-03-03"#,
            r#"{"type": "value", "value": "2015-03-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            r#"2014-10"#,
            r#"{"type": "value", "value": "2014-10-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"2014/10"#,
            r#"{"type": "value", "value": "2014-10-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            r#"18q4"#,
            r#"{"type": "value", "value": "2018-10-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            r#"2018Q4"#,
            r#"{"type": "value", "value": "2018-10-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
    ];

    #[test]
    fn examples() {
        check("en", EXAMPLES);
    }
}
