//! Dates: days of the month with a month ("15 lutego", "lutego 15", "piętnastego lutego 2013"), numeric
//! dates, month first ("2/15", "2/15/2013", "2013-02-15"), years, and a day of the week or a date with
//! "w"/"we" before it.

use super::{get_int_value, group_int, tt};
use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::{dom_integer, dom_ordinal};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::engine::rule::Item;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, interval, is_a_day_of_week, is_a_month, mk_latent,
    month_day, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// Day `m[day]` of the month `m[month]`.
fn dom_of(m: &[Matched<'_, Token>], day: usize, month: usize) -> Option<Token> {
    intersect_dom(m[month].time()?, get_int_value(&m[day])?).map(Token::Time)
}

fn a_month() -> Item<Token> {
    time(is_a_month)
}

/// A day of the month in digits, as "<month> dd-dd (interval)" reads it ("lipiec 13-15").
const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), a_month()],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("of|in"), a_month()],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "<day-of-month> (ordinal) of <named-month>",
            vec![dom_ordinal(), re("of|in"), a_month()],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month>",
            vec![dom_ordinal(), a_month()],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month> year",
            vec![dom_ordinal(), a_month(), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
                intersect(&dom, &year(group_int(&m[2], 1)?)).map(Token::Time)
            },
        ),
        Rule::new(
            "mm/dd",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "mm/dd/yyyy",
            vec![re(
                r"(0?[1-9]|1[0-2])[/-](3[01]|[12]\d|0?[1-9])[-/](\d{2,4})",
            )],
            |m| {
                let (mm, dd) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(year_month_day(group_int(&m[0], 3)?, mm, dd))
            },
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                a_month(),
                re(DAY),
                re("\\-|do|po|aż do|az do|aż po|az po"),
                re(DAY),
            ],
            |m| {
                let month = m[0].time()?;
                let from = intersect(&day_of_month(group_int(&m[1], 1)?), month)?;
                let to = intersect(&day_of_month(group_int(&m[3], 1)?), month)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![a_month(), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<named-month> <day-of-month> (ordinal)",
            vec![a_month(), dom_ordinal()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "on a named-day",
            vec![re("we?"), time(is_a_day_of_week)],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new("on <date>", vec![re("we?"), any(Kind::Time)], |m| {
            Some(m[1].token()?.clone())
        }),
        Rule::new(
            "the ides of <named-month>",
            vec![re("the ides? of"), a_month()],
            |m| {
                let td = m[1].time()?;
                let day = ides_of(td)?;
                intersect(&day, td).map(Token::Time)
            },
        ),
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            tt(year(get_int_value(&m[0])?))
        }),
        Rule::new("year (latent)", vec![integer_between(1, 999)], |m| {
            tt(mk_latent(year(get_int_value(&m[0])?)))
        }),
        Rule::new("year (latent)", vec![integer_between(2101, 10000)], |m| {
            tt(mk_latent(year(get_int_value(&m[0])?)))
        }),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| Some(m[0].token()?.clone()),
        ),
    ]
}
