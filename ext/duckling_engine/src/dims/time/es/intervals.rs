//! Intervals: "9:30 - 11:00", "entre el lunes y el viernes", "del 13 al 15 de julio", "21 de Dic. a 6 de
//! Ene".

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Matched;
use crate::time::helpers::{day_of_month, intersect, interval, is_a_month, is_not_latent};
use crate::time::object::TimeIntervalType;

/// The day of the month a regex item captured.
fn day(m: &Matched<'_, Token>) -> Option<i32> {
    m.group(1)?.parse().ok()
}

/// From time item `a` to time item `b`.
fn open(m: &[Matched<'_, Token>], a: usize, b: usize) -> Option<Token> {
    interval(TimeIntervalType::Open, m[a].time()?, m[b].time()?).map(Token::Time)
}

/// From day `m[first]` to day `m[last]` of the month `m[month]`, both included.
fn month_days(m: &[Matched<'_, Token>], first: usize, last: usize, month: usize) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect(&day_of_month(day(&m[first])?), td)?;
    let to = intersect(&day_of_month(day(&m[last])?), td)?;
    interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
}

/// A day of the month in digits.
const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(is_not_latent), re(r"\-|al?"), time(is_not_latent)],
            |m| open(m, 0, 2),
        ),
        Rule::new(
            "entre <datetime> et <datetime> (interval)",
            vec![re("entre"), any(Kind::Time), re("y"), any(Kind::Time)],
            |m| open(m, 1, 3),
        ),
        Rule::new(
            "de <datetime> - <datetime> (interval)",
            vec![re("del?"), any(Kind::Time), re(r"\-|al?"), any(Kind::Time)],
            |m| open(m, 1, 3),
        ),
        Rule::new(
            "dd-dd <month>(interval)",
            vec![re(DAY), re(r"\-|al?"), re(DAY), re("de"), time(is_a_month)],
            |m| month_days(m, 0, 2, 4),
        ),
        Rule::new(
            "entre dd et dd <month>(interval)",
            vec![
                re("entre( el)?"),
                re("(0?[1-9]|[12]\\d|3[01])"),
                re("y( el)?"),
                re("(0?[1-9]|[12]\\d|3[01])"),
                re("de"),
                time(is_a_month),
            ],
            |m| month_days(m, 1, 3, 5),
        ),
    ]
}
