//! Cycles: "this week", "next month", "the day after tomorrow", "the third week of 2018", "the 2nd quarter", "upcoming 2 weeks": ruleCycleThisLastNext … ruleCycleOrdinalQuarterYear, ruleDOMOfTimeMonth, ruleUpcomingGrain, ruleUpcomingGrainAlt.

use super::day_of_month::{dom_number, dom_value_rules};
use crate::dims::token::{Kind, Rule, Token, any, numeral, re, time, time_grain};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{cycle_nth, cycle_nth_after, intersect_dom, is_grain_of_time};

/// The ordinal an item matched, as Duckling's `getIntValue` reads it.
fn ordinal_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.ordinal()?.value).ok()
}

/// The count of a natural number item ("upcoming 2 weeks"); Duckling floors the value.
fn natural_value(m: &Matched<'_, Token>) -> Option<i32> {
    i32::try_from(m.numeral()?.int_value()?).ok()
}

/// "after" is the next period, "before" the previous one.
fn after_or_before(m: &Matched<'_, Token>) -> i32 {
    if m.group(1).is_some_and(|w| w.eq_ignore_ascii_case("after")) {
        1
    } else {
        -1
    }
}

/// The `n`th period of `grain` counted back from the end of `td` ("the 2nd last week of May"): Duckling
/// counts from the period of `td`'s own grain after it.
fn nth_last_of(grain: Grain, n: i32, td: &TimeData) -> Token {
    let after = cycle_nth_after(true, td.grain, 1, td);
    Token::Time(cycle_nth_after(true, grain, -n, &after))
}

/// The `n`th quarter (from 1) of the year `year`.
fn nth_quarter(not_immediate: bool, n: i32, year: &TimeData) -> Option<Token> {
    Some(Token::Time(cycle_nth_after(
        not_immediate,
        Grain::Quarter,
        n.checked_sub(1)?,
        year,
    )))
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![Rule::new(
        "this|last|next <cycle>",
        vec![
            re(r"(this|current|coming|next|(the( following)?)|last|past|previous|upcoming)"),
            any(Kind::TimeGrain),
        ],
        |m| {
            let n = match m[0].group(1)?.to_lowercase().as_str() {
                "this" | "current" | "the" => 0,
                "coming" | "next" | "upcoming" | "the following" => 1,
                "last" | "past" | "previous" => -1,
                _ => return None,
            };
            Some(Token::Time(cycle_nth(m[1].time_grain()?, n)))
        },
    )];
    rules.extend(dom_value_rules(
        "<day-of-month> (ordinal or number) of <month>",
        |dom| {
            vec![
                dom,
                re("of( the)?"),
                time(|td| is_grain_of_time(Grain::Month, td)),
            ]
        },
        |m| intersect_dom(m[2].time()?, dom_number(&m[0])?).map(Token::Time),
    ));
    rules.extend([
        Rule::new(
            "the <cycle> after|before <time>",
            vec![
                re("the"),
                any(Kind::TimeGrain),
                re("(after|before)"),
                any(Kind::Time),
            ],
            |m| {
                let n = after_or_before(&m[2]);
                Some(Token::Time(cycle_nth_after(
                    false,
                    m[1].time_grain()?,
                    n,
                    m[3].time()?,
                )))
            },
        ),
        Rule::new(
            "<cycle> after|before <time>",
            vec![any(Kind::TimeGrain), re("(after|before)"), any(Kind::Time)],
            |m| {
                let n = after_or_before(&m[1]);
                Some(Token::Time(cycle_nth_after(
                    false,
                    m[0].time_grain()?,
                    n,
                    m[2].time()?,
                )))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| {
                let n = ordinal_value(&m[0])?.checked_sub(1)?;
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    n,
                    m[3].time()?,
                )))
            },
        ),
        Rule::new(
            "<ordinal> last <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                re("last"),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| {
                Some(nth_last_of(
                    m[2].time_grain()?,
                    ordinal_value(&m[0])?,
                    m[4].time()?,
                ))
            },
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| {
                let n = ordinal_value(&m[1])?.checked_sub(1)?;
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    n,
                    m[4].time()?,
                )))
            },
        ),
        Rule::new(
            "the <ordinal> last <cycle> of <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                re("last"),
                any(Kind::TimeGrain),
                re("of|in|from"),
                any(Kind::Time),
            ],
            |m| {
                Some(nth_last_of(
                    m[3].time_grain()?,
                    ordinal_value(&m[1])?,
                    m[5].time()?,
                ))
            },
        ),
        Rule::new(
            "the <cycle> of the <time grain>",
            vec![
                re("the"),
                any(Kind::TimeGrain),
                re("of( the)?"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let whole = cycle_nth(m[3].time_grain()?, 0);
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    0,
                    &whole,
                )))
            },
        ),
        Rule::new(
            "the <cycle> of <time>",
            vec![re("the"), any(Kind::TimeGrain), re("of"), any(Kind::Time)],
            |m| {
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    0,
                    m[3].time()?,
                )))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| {
                let n = ordinal_value(&m[0])?.checked_sub(1)?;
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    n,
                    m[3].time()?,
                )))
            },
        ),
        // Duckling names this one like the rule above (ruleCycleTheOrdinalAfterTime).
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| {
                let n = ordinal_value(&m[1])?.checked_sub(1)?;
                Some(Token::Time(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    n,
                    m[4].time()?,
                )))
            },
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
            |m| nth_quarter(true, ordinal_value(&m[0])?, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "the <ordinal> quarter",
            vec![
                re("the"),
                any(Kind::Ordinal),
                time_grain(|g| g == Grain::Quarter),
            ],
            |m| nth_quarter(true, ordinal_value(&m[1])?, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "<ordinal> quarter <year>",
            vec![
                any(Kind::Ordinal),
                time_grain(|g| g == Grain::Quarter),
                any(Kind::Time),
            ],
            |m| nth_quarter(false, ordinal_value(&m[0])?, m[2].time()?),
        ),
        Rule::new(
            "upcoming <integer> <cycle>",
            vec![
                re("upcoming"),
                numeral(|n| n.is_natural()),
                any(Kind::TimeGrain),
            ],
            |m| {
                Some(Token::Time(cycle_nth(
                    m[2].time_grain()?,
                    natural_value(&m[1])?,
                )))
            },
        ),
        Rule::new(
            "<integer> upcoming <cycle>",
            vec![
                numeral(|n| n.is_natural()),
                re("upcoming"),
                any(Kind::TimeGrain),
            ],
            |m| {
                Some(Token::Time(cycle_nth(
                    m[2].time_grain()?,
                    natural_value(&m[0])?,
                )))
            },
        ),
    ]);
    rules
}

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines this family derives (with the grains, ordinals and names).
    const EXAMPLES: [(&str, &str); 107] = [
        (
            "this week",
            r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "current week",
            r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "last week",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "past week",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "previous week",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "next week",
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the following week",
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "around next week",
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "upcoming week",
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "coming week",
            r#"{"type": "value", "value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "last month",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "next month",
            r#"{"type": "value", "value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "20 of next month",
            r#"{"type": "value", "value": "2013-03-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "20th of the next month",
            r#"{"type": "value", "value": "2013-03-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "20th day of next month",
            r#"{"type": "value", "value": "2013-03-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "20th of the current month",
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "20 of this month",
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "20th of the previous month",
            r#"{"type": "value", "value": "2013-01-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "this quarter",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "this qtr",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "next quarter",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "next qtr",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "third quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "3rd quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "third qtr",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "3rd qtr",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "the 3rd qtr",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "4th quarter 2018",
            r#"{"type": "value", "value": "2018-10-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "4th qtr 2018",
            r#"{"type": "value", "value": "2018-10-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "the 4th qtr of 2018",
            r#"{"type": "value", "value": "2018-10-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "last year",
            r#"{"type": "value", "value": "2012-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "last yr",
            r#"{"type": "value", "value": "2012-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "this year",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "current year",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "this yr",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "next year",
            r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "next yr",
            r#"{"type": "value", "value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "sunday from last week",
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "last week's sunday",
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "wednesday of next week",
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "wednesday next week",
            r#"{"type": "value", "value": "2013-02-20T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "monday of this week",
            r#"{"type": "value", "value": "2013-02-11T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "tuesday of this week",
            r#"{"type": "value", "value": "2013-02-12T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "wednesday of this week",
            r#"{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the day after tomorrow",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "day after tomorrow 5pm",
            r#"{"type": "value", "value": "2013-02-14T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "the day before yesterday",
            r#"{"type": "value", "value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "day before yesterday 8am",
            r#"{"type": "value", "value": "2013-02-10T08:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "third day of october",
            r#"{"type": "value", "value": "2013-10-03T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "first week of october 2014",
            r#"{"type": "value", "value": "2014-10-06T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "third last week of 2018",
            r#"{"type": "value", "value": "2018-12-10T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the third last week of 2018",
            r#"{"type": "value", "value": "2018-12-10T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the 3rd last week of 2018",
            r#"{"type": "value", "value": "2018-12-10T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "2nd last week of October 2018",
            r#"{"type": "value", "value": "2018-10-15T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the second last week of October 2018",
            r#"{"type": "value", "value": "2018-10-15T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "fifth last day of May",
            r#"{"type": "value", "value": "2013-05-27T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the 5th last day of May",
            r#"{"type": "value", "value": "2013-05-27T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the week of october 6th",
            r#"{"type": "value", "value": "2013-10-07T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the week of october 7th",
            r#"{"type": "value", "value": "2013-10-07T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "the first Monday of this month",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the first Monday of the month",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "the first Monday in this month",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "first Monday in the month",
            r#"{"type": "value", "value": "2013-02-04T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "by the end of next month",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-04-01T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "upcoming two weeks",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "upcoming two week",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "upcoming 2 weeks",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "upcoming 2 week",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "two upcoming weeks",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "two upcoming week",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "2 upcoming weeks",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "2 upcoming week",
            r#"{"type": "value", "value": "2013-02-25T00:00:00.000-02:00", "grain": "week"}"#,
        ),
        (
            "upcoming two days",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "upcoming two day",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "upcoming 2 days",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "upcoming 2 day",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "two upcoming days",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "two upcoming day",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "2 upcoming days",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "2 upcoming day",
            r#"{"type": "value", "value": "2013-02-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "upcoming two months",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "upcoming two month",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "upcoming 2 months",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "upcoming 2 month",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "two upcoming months",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "two upcoming month",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "2 upcoming months",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "2 upcoming month",
            r#"{"type": "value", "value": "2013-04-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "upcoming two quarters",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "upcoming two quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "upcoming 2 quarters",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "upcoming 2 quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "two upcoming quarters",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "two upcoming quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "2 upcoming quarters",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "2 upcoming quarter",
            r#"{"type": "value", "value": "2013-07-01T00:00:00.000-02:00", "grain": "quarter"}"#,
        ),
        (
            "upcoming two years",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "upcoming two year",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "upcoming 2 years",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "upcoming 2 year",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "two upcoming years",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "two upcoming year",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "2 upcoming years",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "2 upcoming year",
            r#"{"type": "value", "value": "2015-01-01T00:00:00.000-02:00", "grain": "year"}"#,
        ),
        (
            "first monday of last month",
            r#"{"type": "value", "value": "2013-01-07T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "first tuesday of last month",
            r#"{"type": "value", "value": "2013-01-01T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "second monday of last month",
            r#"{"type": "value", "value": "2013-01-14T00:00:00.000-02:00", "grain": "day"}"#,
        ),
    ];

    #[test]
    fn corpus_examples() {
        check("en", &EXAMPLES);
    }
}
