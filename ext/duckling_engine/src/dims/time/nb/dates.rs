//! Dates: days of the month ("den 15.", "3. mars", "februar 15"), numeric dates ("30/10", "3-3-2015",
//! "2015-03-03"), years, and the intersections that join a date's parts ("Mandag den 18. februar",
//! "Oktober 2014").

use crate::dims::time::helpers::{both, dom_of, group_int, int_value, tt};
use crate::dims::time::helpers::{dom_integer, dom_ordinal, get_int_value, integer_between};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Matched;
use crate::time::data::Form;
use crate::time::helpers::{
    day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month, is_not_latent, mk_latent,
    month_day, not_latent, year, year_month_day,
};

/// A date of regex groups (month, day).
fn md(m: &Matched<'_, Token>, month: usize, day: usize) -> Option<Token> {
    tt(month_day(group_int(m, month)?, group_int(m, day)?))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| tt(m[0].time()?.clone()),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "<day-of-month> (non ordinal) of <named-month>",
            vec![dom_integer(), re("av|i"), time(is_a_month)],
            |m| dom_of(m, 0, 2),
        ),
        Rule::new("<day-of-month> (ordinal)", vec![dom_ordinal()], |m| {
            tt(mk_latent(day_of_month(get_int_value(&m[0])?)))
        }),
        Rule::new(
            "<day-of-month> (ordinal) of <named-month>",
            vec![dom_ordinal(), re("av|i"), time(is_a_month)],
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
            vec![re(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]\b|1[0-2])")],
            |m| md(&m[0], 2, 1),
        ),
        Rule::new(
            "dd/mm/yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/\-\.](0?[1-9]|1[0-2])[/\-\.](\d{2,4})",
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
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new("on <date>", vec![re("den|på"), any(Kind::Time)], |m| {
            tt(not_latent(m[1].time()?.clone()))
        }),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("den"), dom_integer()],
            |m| tt(mk_latent(day_of_month(int_value(&m[1])?))),
        ),
        Rule::new(
            "the <day-of-month> (ordinal)",
            vec![re("den"), dom_ordinal()],
            |m| tt(day_of_month(get_int_value(&m[1])?)),
        ),
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
                intersect(&day_of_month(day), td).map(Token::Time)
            },
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
        Rule::new(
            "yyyy-mm-dd",
            vec![re(
                r"(\d{4})[\-\./](0?[1-9]|1[0-2])[\-\./](3[01]|[12]\d|0?[1-9])",
            )],
            |m| {
                tt(year_month_day(
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                ))
            },
        ),
        Rule::new("d/mm", vec![re(r"([1-9])[/\.\-]([1-9]\b|1[0-2]\b)")], |m| {
            md(&m[0], 2, 1)
        }),
        Rule::new("dd/m", vec![re(r"([0-2]\d|3[01])[/\.\-]([1-9])")], |m| {
            md(&m[0], 2, 1)
        }),
        Rule::new("dd.mm", vec![re(r"(2[5-9]|3[01])\.(0[1-9]|1[0-2])")], |m| {
            md(&m[0], 2, 1)
        }),
    ]
}
