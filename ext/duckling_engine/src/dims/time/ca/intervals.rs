//! Intervals ("del 2 al 5 de juny", "entre el 3 i el 7 de març", "dilluns - dimecres"), the last or next
//! named day or month ("dilluns passat", "juny vinent"), n cycles before or after now ("els 3 propers dies",
//! "2 setmanes passades"), nth times ("el segon dilluns de març"), quarters, and the holidays named in rules.
//!
//! Duckling's second "<named-month|named-day> past" (the word first: "passat dilluns") reads its first item,
//! a regex, as the time, so it never produces: it has no rule here. Nor has its "<ordinal> quarter <year>"
//! (ordinal, quarter, "del? ?", year), whose production reads the regex's token where it wants the year's, as
//! Spanish's does: "segon trimestre de 2024" is the second quarter of this year and the year 2024 there, and
//! "segon trimestre de 2013" that quarter by "intersect by `de`".

use crate::dims::time::helpers::tt;
use crate::dims::time::helpers::{int_value, integer_between, ordinal_value, quarter};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, day_of_month, duration_ago, in_duration, intersect,
    interval, is_a_day_of_week, is_a_month, is_not_latent, month_day, pred_last_of, pred_nth,
};
use crate::time::object::TimeIntervalType;

/// From the time of item `a` to that of item `b`, open at its end.
fn open(m: &[Matched<'_, Token>], a: usize, b: usize) -> Option<Token> {
    interval(TimeIntervalType::Open, m[a].time()?, m[b].time()?).map(Token::Time)
}

/// Days `m[a]` to `m[b]` (regex items, group 1) of the month `m[month]`, both included.
fn days_of(m: &[Matched<'_, Token>], a: usize, b: usize, month: usize) -> Option<Token> {
    let td = m[month].time()?;
    let day = |i: usize| -> Option<TimeData> {
        intersect(&day_of_month(m[i].group(1)?.parse().ok()?), td)
    };
    interval(TimeIntervalType::Closed, &day(a)?, &day(b)?).map(Token::Time)
}

/// The nth (`m[n]`, an ordinal) time `m[td1]` of the time `m[td2]`.
fn nth_of(m: &[Matched<'_, Token>], n: usize, td1: usize, td2: usize) -> Option<Token> {
    let n = ordinal_value(&m[n])?;
    tt(pred_nth(
        n - 1,
        false,
        &intersect(m[td2].time()?, m[td1].time()?)?,
    ))
}

const DAY: &str = r"(3[01]|[12]\d|0?[1-9])";
const PAST: &str = "passa(ts?|da|des)|darrer(s|a|es)?";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("ano nuevo", vec![re("cap d'any")], |_| tt(month_day(1, 1))),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\s?-\s?|\sal?\s"),
                time(is_not_latent),
            ],
            |m| open(m, 0, 2),
        ),
        Rule::new(
            "dd-dd <month>(interval)",
            vec![
                re(DAY),
                re(r"\-|al?"),
                re(DAY),
                re("de|d'"),
                time(is_a_month),
            ],
            |m| days_of(m, 0, 2, 4),
        ),
        Rule::new(
            "de <datetime> - <datetime> (interval)",
            vec![
                re("(des )?del?"),
                any(Kind::Time),
                re(r"\-|(fins )?al?"),
                any(Kind::Time),
            ],
            |m| open(m, 1, 3),
        ),
        Rule::new(
            "entre <datetime> et <datetime> (interval)",
            vec![
                re("(entre|entre les|entre la)"),
                any(Kind::Time),
                re("(i|i les|i la)"),
                any(Kind::Time),
            ],
            |m| open(m, 1, 3),
        ),
        Rule::new(
            "entre dd et dd <month>(interval)",
            vec![
                re("entre( el)?|des del?"),
                re("(0?[1-9]|[12]\\d|3[01])"),
                re("i( el)?|fins al?"),
                re("(0?[1-9]|[12]\\d|3[01])"),
                re("de|d'"),
                time(is_a_month),
            ],
            |m| days_of(m, 1, 3, 5),
        ),
        Rule::new(
            "n <cycle> (proximo|que viene)",
            vec![
                integer_between(2, 9999),
                any(Kind::TimeGrain),
                re("(vinents?)"),
            ],
            |m| tt(cycle_n(true, m[1].time_grain()?, int_value(&m[0])?)),
        ),
        Rule::new(
            "n pasados <cycle>",
            vec![integer_between(2, 9999), re(PAST), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[0])?)),
        ),
        Rule::new(
            "n proximas <cycle>",
            vec![
                integer_between(2, 9999),
                re("proper(a|es|s)?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[0])?)),
        ),
        Rule::new(
            "<named-month|named-day> next",
            vec![any(Kind::Time), re("vinents?")],
            |m| tt(pred_nth(1, false, m[0].time()?)),
        ),
        Rule::new(
            "<named-month|named-day> past",
            vec![any(Kind::Time), re("passat")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new(
            "Nochevieja",
            vec![re("(nit de cap d'any|darrer dia de l'any)")],
            |_| tt(month_day(12, 31)),
        ),
        Rule::new(
            "nth <time> de <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("de|d'"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 0, 1, 3),
        ),
        Rule::new(
            "nth <time> de <time>",
            vec![
                re("(el|la)"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("de|d'"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 1, 2, 4),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), quarter()],
            |m| {
                let n = ordinal_value(&m[0])?;
                let this_year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(false, Grain::Quarter, n - 1, &this_year))
            },
        ),
        Rule::new(
            "pasados n <cycle>",
            vec![re(PAST), integer_between(2, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
        Rule::new(
            "proximas n <cycle>",
            vec![
                re("proper(a|s|es)?"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "ultimo <day-of-week> de <time>",
            vec![
                re("darrer"),
                time(is_a_day_of_week),
                re("de|d'"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new("in <duration>", vec![re("en"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new("<duration> ago", vec![re("fa"), any(Kind::Duration)], |m| {
            tt(duration_ago(m[1].duration()?))
        }),
    ]
}
