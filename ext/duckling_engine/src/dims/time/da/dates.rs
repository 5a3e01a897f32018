//! Dates: days of the month ("den 15.", "den tredje marts", "3 marts 2015", "februar 15"), numeric dates
//! ("15/02", "3-3-2015", "2015-03-03"), years, and the intersections that join a date's parts ("Mandag, 18
//! februar", "søndag i sidste uge", "på mandag"): ruleDayofmonthOrdinal … ruleAbsorptionOfAfterNamedDay.

use super::{group_int, tt};
use crate::dims::time::helpers::{
    both, dom_integer, dom_of, dom_ordinal, get_int_value, integer_between,
};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::data::Form;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, is_not_latent, mk_latent,
    month_day, year, year_month_day,
};

/// Item `i` as it is.
fn same(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(m[i].time()?.clone())
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| same(m, 0),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("af|i"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        // Latent alone: "3." is a day only beside a month or after "den".
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "<day-of-month> (ordinal) of <named-month>",
            vec![dom_ordinal(), re("af|i"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month>",
            vec![dom_ordinal(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month>(ordinal) <named-month> year",
            vec![dom_ordinal(), time(is_a_month), re(r"(\d{2,4})")],
            |m| {
                let dom = intersect_dom(m[1].time()?, get_int_value(&m[0])?)?;
                intersect(&dom, &year(group_int(&m[2], 1)?)).map(Token::Time)
            },
        ),
        Rule::new(
            "dd/mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])[/-](\d{2,4})",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 3)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 1)?,
                ))
            },
        ),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| both(m, 0, 1),
        ),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "intersect by \"of\", \"from\", \"'s\"",
            vec![time(is_not_latent), re("i"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "<named-month> <day-of-month> (non ordinal)",
            vec![time(is_a_month), dom_integer()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "<named-month> <day-of-month> (ordinal)",
            vec![time(is_a_month), dom_ordinal()],
            |m| dom_of(m, 1, 0),
        ),
        Rule::new(
            "on a named-day",
            vec![re("på en"), time(is_a_day_of_week)],
            |m| same(m, 1),
        ),
        Rule::new("on <date>", vec![re("den|på"), any(Kind::Time)], |m| {
            same(m, 1)
        }),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("den"), integer_between(1, 31)],
            |m| tt(day_of_month(get_int_value(&m[1])?)),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("den"), dom_ordinal()],
            |m| tt(day_of_month(get_int_value(&m[1])?)),
        ),
        // "midten af": the middle of a month, the 15th of March, May, July and October, else the 13th.
        Rule::new(
            "the ides of <named-month>",
            vec![re("midten af"), time(is_a_month)],
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
                intersect(td, &day_of_month(day)).map(Token::Time)
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
        Rule::new(
            "yyyy-mm-dd",
            vec![re(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])")],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                ))
            },
        ),
    ]
}
