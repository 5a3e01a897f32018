//! Dates: days of the month ("den 15.", "den tredje marts", "3 marts 2015", "februar 15"), numeric dates
//! ("15/02", "3-3-2015", "2015-03-03"), years, and the intersections that join a date's parts ("Mandag, 18
//! februar", "søndag i sidste uge", "på mandag"): ruleDayofmonthOrdinal … ruleAbsorptionOfAfterNamedDay.

use super::tt;
use crate::dims::time::helpers::ides_of;
use crate::dims::time::helpers::{dom_integer, get_int_value};
use crate::dims::time::scandinavian::dates as shared;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{day_of_month, intersect, is_a_month};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::comma_after_named_day(),
        shared::day_named_month(),
        shared::day_of_named_month("af|i"),
        shared::ordinal_day(),
        shared::ordinal_day_of_named_month("af|i"),
        shared::ordinal_day_named_month(),
        shared::ordinal_day_named_month_year(),
        shared::dd_mm(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])"),
        shared::dd_mm_yyyy(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]|1[0-2])[/-](\d{2,4})"),
        shared::intersect(),
        shared::intersect_by_comma(),
        shared::intersect_by_of("i"),
        shared::named_month_day(),
        shared::named_month_ordinal_day(),
        shared::on_a_named_day("på en"),
        // Danish's "on <date>" keeps the time as it is, where Swedish's and Norwegian's make it not latent
        // (`shared::on_date`); its "the <day-of-month>" is not latent, where theirs is (`shared::the_day`).
        Rule::new("on <date>", vec![re("den|på"), any(Kind::Time)], |m| {
            tt(m[1].time()?.clone())
        }),
        Rule::new(
            "the <day-of-month> (non ordinal)",
            vec![re("den"), dom_integer()],
            |m| tt(day_of_month(get_int_value(&m[1])?)),
        ),
        shared::the_ordinal_day("den"),
        // "midten af": the middle of a month, the 15th of March, May, July and October, else the 13th; the
        // month intersected with the day, where Swedish and Norwegian intersect the day with the month
        // (`shared::ides_of_month`).
        Rule::new(
            "the ides of <named-month>",
            vec![re("midten af"), time(is_a_month)],
            |m| {
                let td = m[1].time()?;
                let day = ides_of(td)?;
                intersect(td, &day).map(Token::Time)
            },
        ),
        shared::year(),
        shared::latent_year(1, 999),
        shared::latent_year(2101, 10000),
        shared::yyyy_mm_dd(r"(\d{2,4})-(0?[1-9]|1[0-2])-(3[01]|[12]\d|0?[1-9])"),
    ]
}
