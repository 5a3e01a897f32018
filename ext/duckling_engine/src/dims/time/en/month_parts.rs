//! Parts of months, years and weeks: "early march", "end of the month", "beginning of next year", "end of the week": rulePartOfMonth … ruleEndOrBeginningOfWeek.
//!
//! Each part is an Open interval between two days (or months) of the whole: "early" is days 1–10, "mid"
//! 11–20, "late" and "end" from the 21st to the month's last day; a year's beginning is January–March, its end
//! September–December; a week's beginning Monday–Wednesday, its end Friday–Sunday.

use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, day_of_month, day_of_week, intersect, interval,
    is_a_month, is_grain_of_time, month, now,
};
use crate::time::object::TimeIntervalType;

/// Days `first` to `last` of the month `td` (`None` for `last`: to its last day), as an Open interval.
fn days_of_month(td: &TimeData, first: i32, last: Option<i32>) -> Option<Token> {
    let start = intersect(td, &day_of_month(first))?;
    let end = match last {
        Some(d) => intersect(td, &day_of_month(d))?,
        None => cycle_last_of(Grain::Day, td),
    };
    interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
}

/// Regex group `i`, lowercased (Duckling matches caselessly and compares in lower case); "" when unmatched.
fn word(m: &Matched<'_, Token>, i: usize) -> String {
    m.group(i).unwrap_or("").to_lowercase()
}

/// Whether the regex item's first group holds "by": "by the end of the month" runs from now.
fn starts_with_by(m: &Matched<'_, Token>) -> bool {
    word(m, 1).starts_with("by")
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "part of <named-month>",
            vec![re(r"(early|mid|late)-?( of)?"), time(is_a_month)],
            |m| {
                let (first, last) = match word(&m[0], 1).as_str() {
                    "early" => (1, Some(10)),
                    "mid" => (11, Some(20)),
                    "late" => (21, None),
                    _ => return None,
                };
                days_of_month(m[1].time()?, first, last)
            },
        ),
        Rule::new(
            "at the beginning|end of <named-month>",
            vec![re(r"(at the )?(beginning|end) of"), time(is_a_month)],
            |m| {
                let (first, last) = match word(&m[0], 2).as_str() {
                    "beginning" => (1, Some(10)),
                    "end" => (21, None),
                    _ => return None,
                };
                days_of_month(m[1].time()?, first, last)
            },
        ),
        Rule::new(
            "end of month",
            vec![re(r"(by (the )?|(at )?the )?(EOM|end of (the )?month)")],
            |m| {
                let (start, end) = if starts_with_by(&m[0]) {
                    (
                        now(),
                        intersect(&day_of_month(1), &cycle_nth(Grain::Month, 1))?,
                    )
                } else {
                    let this_month = cycle_nth(Grain::Month, 0);
                    (
                        intersect(&day_of_month(21), &this_month)?,
                        cycle_last_of(Grain::Day, &this_month),
                    )
                };
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "beginning of month",
            vec![re(r"((at )?the )?(BOM|beginning of (the )?month)")],
            |_| {
                let this_month = cycle_nth(Grain::Month, 0);
                let start = intersect(&day_of_month(1), &this_month)?;
                let end = intersect(&day_of_month(10), &this_month)?;
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "at the beginning|end of <year>",
            vec![
                re(r"(at the )?(beginning|end) of"),
                time(|td| is_grain_of_time(Grain::Year, td)),
            ],
            |m| {
                let td = m[1].time()?;
                let (start, end) = match word(&m[0], 2).as_str() {
                    "beginning" => (
                        intersect(td, &month(1))?,
                        intersect(td, &cycle_last_of(Grain::Month, &month(4)))?,
                    ),
                    "end" => (
                        intersect(td, &month(9))?,
                        cycle_nth_after(false, Grain::Year, 1, &intersect(td, &month(1))?),
                    ),
                    _ => return None,
                };
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "end of year",
            vec![re(r"(by (the )?|(at )?the )?(EOY|end of (the )?year)")],
            |m| {
                let start = if starts_with_by(&m[0]) {
                    now()
                } else {
                    intersect(&month(9), &cycle_nth(Grain::Year, 0))?
                };
                let end = intersect(&month(1), &cycle_nth(Grain::Year, 1))?;
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "beginning of year",
            vec![re(r"((at )?the )?(BOY|beginning of (the )?year)")],
            |_| {
                let this_year = cycle_nth(Grain::Year, 0);
                let start = intersect(&month(1), &this_year)?;
                let end = intersect(&month(4), &this_year)?;
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
        Rule::new(
            "at the beginning|end of <week>",
            vec![
                re(r"(at the )?(beginning|end) of"),
                time(|td| is_grain_of_time(Grain::Week, td)),
            ],
            |m| {
                let td = m[1].time()?;
                let (first, last) = match word(&m[0], 2).as_str() {
                    "beginning" => (1, 3),
                    "end" => (5, 7),
                    _ => return None,
                };
                let start = intersect(td, &day_of_week(first))?;
                let end = intersect(td, &day_of_week(last))?;
                interval(TimeIntervalType::Open, &start, &end).map(Token::Time)
            },
        ),
    ]
}
