//! Dates: days of the month ("1 martie", "Marți pe 19", "Luni, 18 Februarie"), numeric dates ("31/10/1974",
//! "2013-02-12"), years, quarters ("al doilea trimestru"), and the intersections that join them.

use super::{int_value, tt};
use crate::dims::time::helpers::{dom_integer, group_int, integer_between};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, ordinal, re, time, time_grain};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_month, intersect, intersect_dom, interval, is_a_day_of_week,
    is_a_month, is_not_latent, mk_latent, month_day, year, year_month_day,
};
use crate::time::object::TimeIntervalType;

/// Day `m[day]` of the month (or day of the week) `m[other]`.
fn dom_of(m: &[Matched<'_, Token>], day: usize, other: usize) -> Option<Token> {
    intersect_dom(m[other].time()?, int_value(&m[day])?).map(Token::Time)
}

fn quarter() -> crate::engine::rule::Item<Token> {
    time_grain(|g| g == Grain::Quarter)
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<ordinal> trimestru <year>",
            vec![ordinal(|_| true), quarter(), any(Kind::Time)],
            |m| {
                let n = int_value(&m[0])?;
                tt(cycle_nth_after(false, Grain::Quarter, n - 1, m[2].time()?))
            },
        ),
        Rule::new(
            "in <named-month>",
            vec![re("(i|î)n"), time(is_a_month)],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new(
            "intr-o <named-day>",
            vec![re(r"((i|î)n(tr)?(\-?o)?)"), time(is_a_day_of_week)],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                time(is_a_month),
                re(r"(3[01]|[12]\d|0?[1-9])"),
                re(r"\-"),
                re(r"(3[01]|[12]\d|0?[1-9])"),
            ],
            |m| {
                let month = m[0].time()?;
                let from = intersect(&day_of_month(group_int(&m[1], 1)?), month)?;
                let to = intersect(&day_of_month(group_int(&m[3], 1)?), month)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new("year (latent)", vec![integer_between(2101, 10000)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        Rule::new(
            "trimestru <number> <year>",
            vec![quarter(), any(Kind::Numeral), any(Kind::Time)],
            |m| {
                let n = int_value(&m[1])?;
                tt(cycle_nth_after(false, Grain::Quarter, n - 1, m[2].time()?))
            },
        ),
        Rule::new(
            "dd/mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])/(0?[1-9]|1[0-2])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new("<day-of-month> (number)", vec![dom_integer()], |m| {
            tt(mk_latent(day_of_month(int_value(&m[0])?)))
        }),
        Rule::new(
            "mm/dd",
            vec![re(r"(0?[1-9]|1[0-2])/(3[01]|[12]\d|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 1)?, group_int(&m[0], 2)?)),
        ),
        Rule::new(
            "<named-day> pe <day-of-month> (number)",
            vec![time(is_a_day_of_week), re("pe"), dom_integer()],
            |m| dom_of(m, 2, 0),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<day-of-month>(number) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "pe <day-of-month> (non ordinal)",
            vec![re("pe"), dom_integer()],
            |m| tt(mk_latent(day_of_month(int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (number)",
            vec![re("pe"), dom_integer()],
            |m| tt(day_of_month(int_value(&m[1])?)),
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        Rule::new(
            "<day-of-month> (number) of <named-month>",
            vec![dom_integer(), re("din"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("din"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new("year (latent)", vec![integer_between(1, 999)], |m| {
            tt(mk_latent(year(int_value(&m[0])?)))
        }),
        Rule::new("year", vec![integer_between(1000, 2100)], |m| {
            tt(year(int_value(&m[0])?))
        }),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new("pe <date>", vec![re("pe"), any(Kind::Time)], |m| {
            Some(m[1].token()?.clone())
        }),
        Rule::new(
            "<day-of-month>(number) <named-month> year",
            vec![dom_integer(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, int_value(&m[0])?)?;
                intersect(&dom, &year(group_int(&m[2], 1)?)).map(Token::Time)
            },
        ),
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| Some(m[0].token()?.clone()),
        ),
        Rule::new(
            "<ordinal> trimestru",
            vec![ordinal(|_| true), quarter()],
            |m| {
                let n = int_value(&m[0])?;
                let this_year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, n - 1, &this_year))
            },
        ),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[-/](0?[1-9]|1[0-2])[/-](\d{2,4})",
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
            "mm/dd/yyyy",
            vec![re(
                r"(0?[1-9]|1[0-2])[/-](3[01]|[12]\d|0?[1-9])[-/](\d{2,4})",
            )],
            |m| {
                let (mo, d, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        Rule::new(
            "<named-day> <day-of-month> (number)",
            vec![time(is_a_day_of_week), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
    ]
}
