//! Dates: days of the month ("mồng 3 tháng ba", "ngày 12 tháng 10"), numeric dates ("3/3/2017", "ngày
//! 20/4"), months and years by number ("tháng 6", "năm 2017"), quarters ("quý 4 năm 2018"), and the
//! intersections that join them ("thứ 2 ngày 6 tháng 2", "thứ tư của tuần tới").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{dom_integer, integer_between, quarter};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, intersect, intersect_dom, is_a_month, is_not_latent, month,
    month_day, year, year_month_day,
};

/// Day `m[day]` of the month `m[other]`.
fn dom_of(m: &[Matched<'_, Token>], day: usize, other: usize) -> Option<Token> {
    intersect_dom(m[other].time()?, int_value(&m[day])?).map(Token::Time)
}

/// Quarter `m[n]` of the time `m[of]`.
fn quarter_of(m: &[Matched<'_, Token>], n: usize, of: usize) -> Option<Token> {
    let n = int_value(&m[n])?;
    tt(cycle_nth_after(false, Grain::Quarter, n - 1, m[of].time()?))
}

const DD_MM_YYYY: &str = r"(3[01]|[12]\d|0?[1-9])[-/](0?[1-9]|1[0-2])[/-](\d{2,4})";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<day-of-month> (numeric with day symbol) <named-month>",
            vec![
                re("(ng(à)y|m(ồ)ng)( m(ồ)ng)?"),
                dom_integer(),
                time(is_a_month),
            ],
            |m| dom_of(m, 1, 2),
        ),
        Rule::new(
            "<day-of-month> <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| dom_of(m, 0, 1),
        ),
        Rule::new(
            "dd/mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])/(0?[1-9]|1[0-2])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new("dd/mm/yyyy", vec![re(DD_MM_YYYY)], |m| {
            let (d, mo, y) = (
                group_int(&m[0], 1)?,
                group_int(&m[0], 2)?,
                group_int(&m[0], 3)?,
            );
            tt(year_month_day(y, mo, d))
        }),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "intersect by \"of\", \"from\", \"'s\"",
            vec![time(is_not_latent), re("c(ủ)a|trong"), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "month (numeric with month symbol)",
            vec![re("th(á)ng"), integer_between(1, 12)],
            |m| tt(month(int_value(&m[1])?)),
        ),
        Rule::new(
            "ngày dd/mm",
            vec![re("ng(à)y"), re(r"(3[01]|[12]\d|0?[1-9])/(1[0-2]|0?[1-9])")],
            |m| tt(month_day(group_int(&m[1], 2)?, group_int(&m[1], 1)?)),
        ),
        Rule::new(
            "ngày dd/mm/yyyy",
            vec![
                re("ng(à)y"),
                re(r"(3[01]|[12]\d|0?[1-9])[-/](1[0-2]|0?[1-9])[/-](\d{2,4})"),
            ],
            |m| {
                let (d, mo, y) = (
                    group_int(&m[1], 1)?,
                    group_int(&m[1], 2)?,
                    group_int(&m[1], 3)?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        Rule::new(
            "quarter <number>",
            vec![quarter(), any(Kind::Numeral)],
            |m| {
                let n = int_value(&m[1])?;
                let this_year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, n - 1, &this_year))
            },
        ),
        Rule::new(
            "quarter <number> of <year>",
            vec![
                quarter(),
                any(Kind::Numeral),
                re("c(ủ)a|trong"),
                any(Kind::Time),
            ],
            |m| quarter_of(m, 1, 3),
        ),
        Rule::new(
            "quarter <number> <year>",
            vec![quarter(), any(Kind::Numeral), any(Kind::Time)],
            |m| quarter_of(m, 1, 2),
        ),
        Rule::new(
            "year (numeric with year symbol)",
            vec![re("n(ă)m"), integer_between(1000, 9999)],
            |m| tt(year(int_value(&m[1])?)),
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
    ]
}
