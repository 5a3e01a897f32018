//! Dates: a day of a named month ("15 февраля", "1-го марта 2013"), numbers ("15.02", "31.12.2013",
//! "2013-02-15"), years, and ranges of days ("с 13 по 15 июля", "13.02 - 15.02").

use super::{Words, group_int, int_value, rank, tt};
use crate::dims::numeral::helpers::parse_int;
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::{dom_integer, dom_ordinal};
use crate::dims::time::shared_rules;
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::data::TimeData;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, interval, is_a_month, mk_latent, month_day, year,
    year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The day of the month a token gives: an ordinal's value or a number's.
fn dom(m: &Matched<'_, Token>) -> Option<i32> {
    match m.ordinal() {
        Some(_) => rank(m).map(|r| r + 1),
        None => int_value(m),
    }
}

fn month_and_dom(month: &Matched<'_, Token>, day: &Matched<'_, Token>) -> Option<Token> {
    intersect_dom(month.time()?, dom(day)?).map(Token::Time)
}

/// `(d1, m1)` to `(d2, m2)`, of year `y` when there is one; the first month is the second's when not written.
fn days_between(d1: i32, m1: Option<i32>, d2: i32, m2: i32, y: Option<i32>) -> Option<Token> {
    let date = |m: i32, d: i32| match y {
        Some(y) => year_month_day(y, m, d),
        None => month_day(m, d),
    };
    let from: TimeData = date(m1.unwrap_or(m2), d1);
    interval(TimeIntervalType::Closed, &from, &date(m2, d2)).map(Token::Time)
}

pub(super) fn rules(w: &Words) -> Vec<Rule> {
    vec![
        Rule::new(
            "dd.(mm.)? - dd.mm.(yy[yy]?)? (interval)",
            vec![
                // Duckling's look-behinds `(?<=\.)` (a month or a year only after a dot) as optional groups
                // opened by the dot.
                re(&format!(
                    r"(?:{}\s+)?(10|20|30|31|[012]?[1-9])(?:\.((?:10|11|12|0?[1-9])\.?)?)?",
                    w.from
                )),
                re(r"\-|/|по"),
                re(r"(10|20|30|31|[012]?[1-9])\.(10|11|12|0?[1-9])(?:\.(\d{2,4})?)?"),
            ],
            |m| {
                // Duckling's `parseInt` reads the digits before the first month's trailing dot ("10.").
                let m1 = match m[0].group(2).filter(|g| !g.is_empty()) {
                    Some(g) => Some(i32::try_from(parse_int(g.trim_end_matches('.'))?).ok()?),
                    None => None,
                };
                let y = match m[2].group(3).filter(|g| !g.is_empty()) {
                    Some(_) => Some(group_int(&m[2], 3)?),
                    None => None,
                };
                days_between(
                    group_int(&m[0], 1)?,
                    m1,
                    group_int(&m[2], 1)?,
                    group_int(&m[2], 2)?,
                    y,
                )
            },
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| month_and_dom(&m[1], &m[0]),
        ),
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(day_of_month(dom(&m[0])?))
        }),
        Rule::new(
            "<day-of-month>(ordinal) <named-month>",
            vec![dom_ordinal(), time(is_a_month)],
            |m| month_and_dom(&m[1], &m[0]),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month> year",
            vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, dom(&m[0])?)?;
                intersect(&dom, &year(group_int(&m[2], 1)?)).map(Token::Time)
            },
        ),
        Rule::new(
            "mm/dd",
            vec![re(r"([012]?[1-9]|10|20|30|31)\.(10|11|12|0?[1-9])\.?")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"([012]?[1-9]|10|20|30|31)\.(0?[1-9]|10|11|12)\.(\d{2,4})",
            )],
            |m| {
                let (d, mo, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                re(&format!(r"(?:{}\s+)?([012]?\d|30|31)(го|\.)?", w.from)),
                re(r"\-|по|до"),
                re(r"([012]?\d|30|31)(ое|\.)?"),
                time(is_a_month),
            ],
            |m| {
                let month = m[3].time()?;
                let from = intersect(&day_of_month(group_int(&m[0], 1)?), month)?;
                let to = intersect(&day_of_month(group_int(&m[2], 1)?), month)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| month_and_dom(&m[0], &m[1]),
        ),
        Rule::new(
            "<named-month> <day-of-month> (ordinal)",
            vec![time(is_a_month), dom_ordinal()],
            |m| month_and_dom(&m[0], &m[1]),
        ),
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            tt(year(int_value(&m[0])?))
        }),
        Rule::new("year (latent)", vec![integer_between(25, 999)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        Rule::new("year (latent)", vec![integer_between(2101, 10000)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|10|11|12)-([012]?[1-9]|10|20|30|31)"),
    ]
}
