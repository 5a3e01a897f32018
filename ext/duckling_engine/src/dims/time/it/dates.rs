//! Dates: days of the month ("il 3 marzo", "martedì 5", "le idi di marzo"), dates in digits ("15/2/2013",
//! "2013-02-15"), years, and the days of the month Duckling reads after "dal", "entro il".

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{dom_integer, latent_year_between, year_between};
use crate::dims::time::shared_rules;
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::data::{Form, IntervalDirection};
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, interval, is_a_day_of_week, is_a_month, month_day,
    with_direction, year_month_day,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<day-of-month> <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| intersect_dom(m[1].time()?, int_value(&m[0])?).map(Token::Time),
        ),
        Rule::new(
            "il <day-of-month> <named-month>",
            vec![re("il|l'"), dom_integer(), time(is_a_month)],
            |m| intersect_dom(m[2].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        Rule::new(
            "<named-day> <day-of-month>",
            vec![time(is_a_day_of_week), dom_integer()],
            |m| intersect_dom(m[0].time()?, int_value(&m[1])?).map(Token::Time),
        ),
        Rule::new("il <day-of-month>", vec![re("il|l'"), dom_integer()], |m| {
            tt(day_of_month(int_value(&m[1])?))
        }),
        Rule::new("day of month (1st)", vec![re("(primo|1o|1º|1°)")], |_| {
            tt(day_of_month(1))
        }),
        Rule::new(
            "in <named-month>",
            vec![re("in|del mese( di)?"), time(is_a_month)],
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new(
            "le idi di <named-month>",
            vec![re("(le )?idi di"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let Some(Form::Month(month)) = td.form else {
                    return None;
                };
                let day = if matches!(month, 3 | 5 | 7 | 10) {
                    15
                } else {
                    13
                };
                intersect(&day_of_month(day), td).map(Token::Time)
            },
        ),
        Rule::new(
            "dd-dd <month> (interval)",
            vec![
                re(r"(3[01]|[12]\d|0?[1-9])"),
                re(r"\-"),
                re(r"(3[01]|[12]\d|0?[1-9])"),
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
            "dd[/-]mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "dd[/-]mm[/-]yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])[/-](\d{2,4})",
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
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
        year_between("year (1000-2100 not latent)", 1000, 2100),
        latent_year_between("year (latent)", 2101, 10000),
        Rule::new("dal <integer", vec![re("dal"), dom_integer()], |m| {
            tt(with_direction(
                IntervalDirection::After,
                day_of_month(int_value(&m[1])?),
            ))
        }),
        Rule::new(
            "entro il <integer>",
            vec![re("entro il|prima del"), dom_integer()],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    day_of_month(int_value(&m[1])?),
                ))
            },
        ),
        Rule::new(
            "dal <integer> al <integer> (interval)",
            vec![
                re("dal(?:l')?"),
                dom_integer(),
                re("([fs]ino )?al(l')?"),
                dom_integer(),
            ],
            |m| dom_interval(&m[1], &m[3]),
        ),
        Rule::new(
            "tra il <integer> e il <integer> (interval)",
            vec![
                re("tra( (il|l'))?"),
                dom_integer(),
                re("e( (il|l'))?"),
                dom_integer(),
            ],
            |m| dom_interval(&m[1], &m[3]),
        ),
    ]
}

/// From day `a` to day `b` of the month.
fn dom_interval(a: &Matched<'_, Token>, b: &Matched<'_, Token>) -> Option<Token> {
    let from = day_of_month(int_value(a)?);
    let to = day_of_month(int_value(b)?);
    interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
}
