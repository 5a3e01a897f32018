//! Dates: days of the month ("den 15.", "3. mars", "februar 15"), numeric dates ("30/10", "3-3-2015",
//! "2015-03-03"), years, and the intersections that join a date's parts ("Mandag den 18. februar",
//! "Oktober 2014").

use crate::dims::time::helpers::{group_int, tt};
use crate::dims::time::scandinavian::dates as shared;
use crate::dims::token::{Rule, Token, re};
use crate::engine::rule::Matched;
use crate::time::helpers::month_day;

/// A date of regex groups (month, day).
fn md(m: &Matched<'_, Token>, month: usize, day: usize) -> Option<Token> {
    tt(month_day(group_int(m, month)?, group_int(m, day)?))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::comma_after_named_day(),
        shared::day_named_month(),
        shared::day_of_named_month("av|i"),
        shared::ordinal_day(),
        shared::ordinal_day_of_named_month("av|i"),
        shared::ordinal_day_named_month(),
        shared::ordinal_day_named_month_year(),
        shared::dd_mm(r"(3[01]|[12]\d|0?[1-9])[/-](0?[1-9]\b|1[0-2])"),
        shared::dd_mm_yyyy(r"(3[01]|[12]\d|0?[1-9])[/\-\.](0?[1-9]|1[0-2])[/\-\.](\d{2,4})"),
        shared::intersect(),
        shared::intersect_by_comma(),
        shared::intersect_by_of("i"),
        shared::named_month_day(),
        shared::named_month_ordinal_day(),
        shared::on_a_named_day("på en"),
        shared::on_date("den|på"),
        shared::the_day("den"),
        shared::the_ordinal_day("den"),
        shared::ides_of_month("midten af"),
        shared::year(),
        shared::latent_year(25, 999),
        shared::latent_year(2101, 10000),
        shared::yyyy_mm_dd(r"(\d{4})[\-\./](0?[1-9]|1[0-2])[\-\./](3[01]|[12]\d|0?[1-9])"),
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
