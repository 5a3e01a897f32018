//! Intervals and open intervals: "13-15 juli", "9:30 til 11:00", "mellom 9:30 og 11:00", "etter kl. 14", "før
//! kl. 11", "i slutten av" a time.

use crate::dims::time::helpers::{closed, group_int};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Matched;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    day_of_month, intersect, interval, is_a_month, is_a_time_of_day, is_not_latent, now,
    with_direction,
};
use crate::time::object::TimeIntervalType;

/// Item `i`'s time, open towards `direction`.
fn open(m: &[Matched<'_, Token>], i: usize, direction: IntervalDirection) -> Option<Token> {
    Some(Token::Time(with_direction(direction, m[i].time()?.clone())))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "after <time-of-day>",
            vec![re("(engang )?etter"), any(Kind::Time)],
            |m| open(m, 1, IntervalDirection::After),
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![re("mellom"), any(Kind::Time), re("og"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("mellom"),
                time(is_a_time_of_day),
                re("og"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("i slutten av"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|til|tilogmed"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re("fra"),
                any(Kind::Time),
                re(r"\-|til|tilogmed"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(etter|fra)"),
                time(is_a_time_of_day),
                re(r"((men )?før)|\-|tilogmed|til"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                re(r"([012]?\d|30|31)(ter|\.)?"),
                re(r"\-|til"),
                re(r"([012]?\d|30|31)(ter|\.)?"),
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
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(r"\-|tilogmed|til"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("(engang )?innen|før|opptil"), any(Kind::Time)],
            |m| open(m, 1, IntervalDirection::Before),
        ),
    ]
}
