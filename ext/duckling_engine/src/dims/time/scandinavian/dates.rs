//! Dates the three languages write alike: a day of the month with a month ("15 februari", "den 3. marts",
//! "februar 15"), numeric dates, years, the words that only mark a date ("den", "på en") and the
//! intersections that join a date's parts ("mandag, 18 februar").

use super::stated;
use crate::dims::time::helpers::{
    both, dom_integer, dom_of, dom_ordinal, get_int_value, group_int, integer_between, tt,
};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::data::Form;
use crate::time::helpers::{
    self as calendar, day_of_month, intersect_dom, interval, is_a_day_of_week, is_a_month,
    is_not_latent, mk_latent, month_day, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// The time of item `i` as it is.
fn same(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(m[i].time()?.clone())
}

/// The date of regex groups `year`, `month` and `day` of item 0.
fn ymd(m: &[Matched<'_, Token>], year: usize, month: usize, day: usize) -> Option<Token> {
    let m = &m[0];
    tt(year_month_day(
        group_int(m, year)?,
        group_int(m, month)?,
        group_int(m, day)?,
    ))
}

/// "mandag,": the comma after a day of the week.
pub(crate) fn comma_after_named_day() -> Rule {
    Rule::new(
        "absorption of , after named day",
        vec![time(is_a_day_of_week), re(",")],
        |m| same(m, 0),
    )
}

/// "15 februari".
pub(crate) fn day_named_month() -> Rule {
    Rule::new(
        "<day-of-month> (non ordinal) <named-month>",
        vec![dom_integer(), time(is_a_month)],
        |m| dom_of(m, 0, 1),
    )
}

/// "15 i februari", `of` the word between.
pub(crate) fn day_of_named_month(of: &str) -> Rule {
    Rule::new(
        "<day-of-month> (non ordinal) of <named-month>",
        vec![dom_integer(), re(of), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    )
}

/// "15.", latent alone: a day only beside a month or after "den".
pub(crate) fn ordinal_day() -> Rule {
    Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
        tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
    })
}

/// "15:e i februari", `of` the word between.
pub(crate) fn ordinal_day_of_named_month(of: &str) -> Rule {
    Rule::new(
        "<day-of-month> (ordinal) of <named-month>",
        vec![dom_ordinal(), re(of), time(is_a_month)],
        |m| dom_of(m, 0, 2),
    )
}

/// "15. februar".
pub(crate) fn ordinal_day_named_month() -> Rule {
    Rule::new(
        "<day-of-month>(ordinal) <named-month>",
        vec![dom_ordinal(), time(is_a_month)],
        |m| dom_of(m, 0, 1),
    )
}

/// "15. februar 2015".
pub(crate) fn ordinal_day_named_month_year() -> Rule {
    Rule::new(
        "<day-of-month>(ordinal) <named-month> year",
        vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
        |m| {
            let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
            calendar::intersect(&dom, &calendar::year(group_int(&m[2], 1)?)).map(Token::Time)
        },
    )
}

/// "februar 15".
pub(crate) fn named_month_day() -> Rule {
    Rule::new(
        "<named-month> <day-of-month> (non ordinal)",
        vec![time(is_a_month), dom_integer()],
        |m| dom_of(m, 1, 0),
    )
}

/// "februar 15.".
pub(crate) fn named_month_ordinal_day() -> Rule {
    Rule::new(
        "<named-month> <day-of-month> (ordinal)",
        vec![time(is_a_month), dom_ordinal()],
        |m| dom_of(m, 1, 0),
    )
}

/// "15/2", `pattern` capturing the day, then the month.
pub(crate) fn dd_mm(pattern: &str) -> Rule {
    Rule::new("dd/mm", vec![re(pattern)], |m| {
        tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?))
    })
}

/// "15/2/2013", `pattern` capturing the day, the month, then the year.
pub(crate) fn dd_mm_yyyy(pattern: &str) -> Rule {
    Rule::new("dd/mm/yyyy", vec![re(pattern)], |m| ymd(m, 3, 2, 1))
}

/// "2013-02-15", `pattern` capturing the year, the month, then the day.
pub(crate) fn yyyy_mm_dd(pattern: &str) -> Rule {
    Rule::new("yyyy-mm-dd", vec![re(pattern)], |m| ymd(m, 1, 2, 3))
}

/// A year in figures, 1000 to 2100.
pub(crate) fn year() -> Rule {
    Rule::new("year", vec![integer_between(1000, 2100)], |m| {
        tt(calendar::year(get_int_value(&m[0])?))
    })
}

/// A number from `low` to `high` as a latent year.
pub(crate) fn latent_year(low: i64, high: i64) -> Rule {
    Rule::new("year (latent)", vec![integer_between(low, high)], |m| {
        tt(mk_latent(calendar::year(get_int_value(&m[0])?)))
    })
}

/// "mandag 18 februar": two times that are not latent, one after the other.
pub(crate) fn intersect() -> Rule {
    Rule::new(
        "intersect",
        vec![time(is_not_latent), time(is_not_latent)],
        |m| both(m, 0, 1),
    )
}

/// "mandag, 18 februar".
pub(crate) fn intersect_by_comma() -> Rule {
    Rule::new(
        "intersect by \",\"",
        vec![time(is_not_latent), re(","), time(is_not_latent)],
        |m| both(m, 0, 2),
    )
}

/// "søndag i sidste uge", `of` the word between.
pub(crate) fn intersect_by_of(of: &str) -> Rule {
    Rule::new(
        "intersect by \"of\", \"from\", \"'s\"",
        vec![time(is_not_latent), re(of), time(is_not_latent)],
        |m| both(m, 0, 2),
    )
}

/// "på en måndag": the day of the week as it is.
pub(crate) fn on_a_named_day(on_a: &str) -> Rule {
    Rule::new(
        "on a named-day",
        vec![re(on_a), time(is_a_day_of_week)],
        |m| same(m, 1),
    )
}

/// "på måndag": any time, no longer latent (Danish keeps it as it is: `da::dates`).
pub(crate) fn on_date(on: &str) -> Rule {
    Rule::new("on <date>", vec![re(on), any(Kind::Time)], |m| stated(m, 1))
}

/// "den 15", latent (Danish's is not: `da::dates`).
pub(crate) fn the_day(the: &str) -> Rule {
    Rule::new(
        "the <day-of-month> (non ordinal)",
        vec![re(the), dom_integer()],
        |m| tt(mk_latent(day_of_month(get_int_value(&m[1])?))),
    )
}

/// "den 15:e".
pub(crate) fn the_ordinal_day(the: &str) -> Rule {
    Rule::new(
        "the <day-of-month> (ordinal)",
        vec![re(the), dom_ordinal()],
        |m| tt(day_of_month(get_int_value(&m[1])?)),
    )
}

/// The middle of a month ("mitten av mars"): the 15th of March, May, July and October, else the 13th.
/// Danish intersects the other way round (`da::dates`).
pub(crate) fn ides_of_month(middle_of: &str) -> Rule {
    Rule::new(
        "the ides of <named-month>",
        vec![re(middle_of), time(is_a_month)],
        |m| {
            let td = m[1].time()?;
            let Some(Form::Month(month)) = td.form else {
                return None;
            };
            let day = if [3, 5, 7, 10].contains(&month) {
                15
            } else {
                13
            };
            calendar::intersect(&day_of_month(day), td).map(Token::Time)
        },
    )
}

/// "13-15 juli": `day` a day of the month in figures (its first group the number), `to` the word between.
/// Danish intersects the other way round (`da::intervals`).
pub(crate) fn month_day_to_day(day: &str, to: &str) -> Rule {
    Rule::new(
        "<month> dd-dd (interval)",
        vec![re(day), re(to), re(day), time(is_a_month)],
        |m| {
            let month = m[3].time()?;
            let from = calendar::intersect(&day_of_month(group_int(&m[0], 1)?), month)?;
            let to = calendar::intersect(&day_of_month(group_int(&m[2], 1)?), month)?;
            interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
        },
    )
}
