//! Intervals: "du 3 au 5 mars", "entre 14h et 16h", "de lundi à mercredi", "13-15 juillet", "début mars",
//! "la deuxième quinzaine d'avril", "avant 17h", "après demain midi".
//!
//! Duckling's `isDOMValue` accepts an ordinal or a number, two token kinds; a pattern item here accepts one
//! kind, so such a rule is built once per kind of each of its day items (English's `dom_value_rules` and
//! `two_dom_rules`).

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::dom_value_rules;
use crate::dims::time::helpers::two_dom_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    cycle_last_of, day_of_month, intersect, intersect_dom, interval, is_a_day_of_week, is_a_month,
    is_a_time_of_day, is_grain_of_time, is_not_latent, same_grain, with_direction,
};
use crate::time::object::TimeIntervalType;

/// A day of the month in digits, as a regex item.
const DD: &str = r"(3[01]|[12]\d|0?[1-9])";

/// From `m[from]` to `m[to]`, both included.
fn closed(m: &[Matched<'_, Token>], from: usize, to: usize) -> Option<Token> {
    tt(interval(
        TimeIntervalType::Closed,
        m[from].time()?,
        m[to].time()?,
    )?)
}

/// The same, only between times of one grain.
fn closed_same_grain(m: &[Matched<'_, Token>], from: usize, to: usize) -> Option<Token> {
    if same_grain(m[from].time()?, m[to].time()?) {
        closed(m, from, to)
    } else {
        None
    }
}

/// Days `first` to `last` of each instance of `td`, as an interval of `kind`.
fn days_of(kind: TimeIntervalType, td: &TimeData, first: i32, last: i32) -> Option<Token> {
    let from = intersect(&day_of_month(first), td)?;
    let to = intersect(&day_of_month(last), td)?;
    tt(interval(kind, &from, &to)?)
}

/// Days `m[first]` to `m[last]` (day-of-month items) of the month `m[month]`, both included.
fn month_days(m: &[Matched<'_, Token>], month: usize, first: usize, last: usize) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect_dom(td, int_value(&m[first])?)?;
    let to = intersect_dom(td, int_value(&m[last])?)?;
    tt(interval(TimeIntervalType::Closed, &from, &to)?)
}

/// From the day `m[from]` of the month `m[month]` to its day `m[day]`.
fn from_day_to_dom(
    m: &[Matched<'_, Token>],
    from: usize,
    day: usize,
    month: usize,
) -> Option<Token> {
    let td = m[month].time()?;
    let start = intersect(td, m[from].time()?)?;
    let end = intersect_dom(td, int_value(&m[day])?)?;
    tt(interval(TimeIntervalType::Closed, &start, &end)?)
}

/// From day `first` to the last day of the month `m[month]`.
fn to_month_end(m: &[Matched<'_, Token>], month: usize, first: i32) -> Option<Token> {
    let td = m[month].time()?;
    let from = intersect(&day_of_month(first), td)?;
    tt(interval(
        TimeIntervalType::Closed,
        &from,
        &cycle_last_of(Grain::Day, td),
    )?)
}

fn explicit(td: &TimeData) -> bool {
    is_not_latent(td)
}

fn is_a_day(td: &TimeData) -> bool {
    is_grain_of_time(Grain::Day, td)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(explicit), re(r"\-|au|jusqu'(au?|à)"), time(explicit)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "de <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(midi )?de"),
                time(is_a_time_of_day),
                re(r"\-|(jusqu')?(à|au?)"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "entre <time-of-day> et <time-of-day> (interval)",
            vec![
                re("entre"),
                time(is_a_time_of_day),
                re("et"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re(r"\-|(jusqu')?(au?|à)"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "entre <datetime> et <datetime> (interval)",
            vec![re("entre"), any(Kind::Time), re("et"), any(Kind::Time)],
            |m| closed_same_grain(m, 1, 3),
        ),
        Rule::new(
            "de <datetime> - <datetime> (interval)",
            vec![
                re("de|depuis|du"),
                any(Kind::Time),
                re(r"\-|au|jusqu'(au?|à)"),
                any(Kind::Time),
            ],
            |m| closed_same_grain(m, 1, 3),
        ),
        Rule::new(
            "avant <time-of-day>",
            vec![
                re("(n[ ']importe quand )?(avant|jusqu'(a|à))"),
                any(Kind::Time),
            ],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "après <time-of-day|day>",
            vec![
                re("(apr(e|è)s|(a|à) partir de|(un peu )?plus tard que)"),
                any(Kind::Time),
            ],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "dd-dd <month>(interval)",
            vec![re(DD), re(r"\-|(jusqu')?au"), re(DD), time(is_a_month)],
            |m| {
                let td = m[3].time()?;
                let from = intersect(td, &day_of_month(group_int(&m[0], 1)?))?;
                let to = intersect(td, &day_of_month(group_int(&m[2], 1)?))?;
                tt(interval(TimeIntervalType::Closed, &from, &to)?)
            },
        ),
        Rule::new(
            "du dd-<day-of-week> dd <month>(interval)",
            vec![
                re("du"),
                re(DD),
                re(r"\-|(jusqu')?au"),
                time(is_a_day_of_week),
                re(DD),
                time(is_a_month),
            ],
            |m| {
                let td = m[5].time()?;
                let from = intersect(&day_of_month(group_int(&m[1], 1)?), td)?;
                let to = intersect(&day_of_month(group_int(&m[4], 1)?), td)?;
                tt(interval(TimeIntervalType::Closed, &from, &to)?)
            },
        ),
        Rule::new(
            "<day-of-week> 1er-<day-of-week> dd <month>(interval)",
            vec![
                time(is_a_day_of_week),
                re(r"premier|prem\.?|1er|1 er"),
                re(r"\-|(jusqu')?au"),
                time(is_a_day_of_week),
                re(DD),
                time(is_a_month),
            ],
            |m| {
                days_of(
                    TimeIntervalType::Closed,
                    m[5].time()?,
                    1,
                    group_int(&m[4], 1)?,
                )
            },
        ),
        Rule::new(
            "début <named-month>(interval)",
            vec![re("d(é|e)but( du mois d[e'] ?)?"), time(is_a_month)],
            |m| days_of(TimeIntervalType::Closed, m[1].time()?, 1, 5),
        ),
        Rule::new("<named-month>", vec![re("mi[- ]"), time(is_a_month)], |m| {
            days_of(TimeIntervalType::Open, m[1].time()?, 10, 19)
        }),
        Rule::new(
            "fin <named-month>(interval)",
            vec![re("fin( du mois d[e']? ?)?"), time(is_a_month)],
            |m| to_month_end(m, 1, 21),
        ),
        Rule::new(
            "première quinzaine de <named-month>(interval)",
            vec![
                re("(premi(è|e)re|1 ?(è|e)re) (quinzaine|15 ?aine) d[e']"),
                time(is_a_month),
            ],
            |m| days_of(TimeIntervalType::Closed, m[1].time()?, 1, 14),
        ),
        Rule::new(
            "deuxième quinzaine de <named-month>(interval)",
            vec![
                re("(deuxi(è|e)me|2 ?(è|e)me) (quinzaine|15 ?aine) d[e']"),
                time(is_a_month),
            ],
            |m| to_month_end(m, 1, 15),
        ),
    ];
    rules.extend(dom_value_rules(
        "du <datetime>-<day-of-week> dd <month>(interval)",
        |day| {
            vec![
                re("du"),
                any(Kind::Time),
                re(r"\-|(jusqu')?au"),
                time(is_a_day_of_week),
                day,
                time(is_a_month),
            ]
        },
        |m| from_day_to_dom(m, 1, 4, 5),
    ));
    rules.extend(dom_value_rules(
        "<datetime>-<day-of-week> dd <month>(interval)",
        |day| {
            vec![
                time(is_a_day),
                re(r"\-|(jusqu')?au"),
                time(is_a_day_of_week),
                day,
                time(is_a_month),
            ]
        },
        |m| from_day_to_dom(m, 0, 3, 4),
    ));
    rules.extend(dom_value_rules(
        "<datetime>-dd <month>(interval)",
        |day| vec![time(is_a_day), re(r"\-|(jusqu')?au"), day, time(is_a_month)],
        |m| from_day_to_dom(m, 0, 2, 3),
    ));
    rules.extend(two_dom_rules(
        "du dd au dd (interval) (latent month)",
        |first, last| vec![re("du"), first, re("(jusqu')?au"), last],
        |m| {
            let from = day_of_month(int_value(&m[1])?);
            let to = day_of_month(int_value(&m[3])?);
            tt(interval(TimeIntervalType::Closed, &from, &to)?)
        },
    ));
    rules.extend(two_dom_rules(
        "entre dd et dd <month>(interval)",
        |first, last| {
            vec![
                re("entre( le)?"),
                first,
                re("et( le)?"),
                last,
                time(is_a_month),
            ]
        },
        |m| month_days(m, 4, 1, 3),
    ));
    rules.extend(two_dom_rules(
        "du dd/nth au dd/nth month (interval)",
        |first, last| {
            vec![
                re("du"),
                first,
                re(r"\-|au|jusqu'(au?|à)"),
                last,
                time(is_a_month),
            ]
        },
        |m| month_days(m, 4, 1, 3),
    ));
    rules
}
