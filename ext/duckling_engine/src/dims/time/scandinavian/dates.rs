//! Dates the three languages write alike: a day of the month with a month ("15 februari", "den 3. marts",
//! "februar 15"), numeric dates, years, the words that only mark a date ("den", "på en") and the
//! intersections that join a date's parts ("mandag, 18 februar").

use super::stated;
use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{both, dom_integer, dom_ordinal, get_int_value, group_int, tt};
use crate::dims::time::shared_rules::same;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{
    self as calendar, day_of_month, interval, is_a_day_of_week, is_a_month, is_not_latent,
    mk_latent,
};
use crate::time::object::TimeIntervalType;

/// The date rules the three languages share with others, written once in `dims::time::shared_rules`,
/// listed here so that each language reaches all its date rules through this module.
pub(crate) use crate::dims::time::shared_rules::{
    comma_after_named_day, day_named_month, day_of_named_month, dd_mm, dd_mm_yyyy, intersect,
    intersect_by_comma, latent_year, named_month_day, named_month_ordinal_day, ordinal_day,
    ordinal_day_named_month, ordinal_day_named_month_year, ordinal_day_of_named_month, year,
    yyyy_mm_dd,
};

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
            let day = ides_of(td)?;
            calendar::intersect(&day, td).map(Token::Time)
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
