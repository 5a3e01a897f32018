//! Intervals ("13-15 juli", "9:30 til 11:00", "fra 9:30 - 11:00", "mellem 9:30 og 11:00", "efter 9:30 men
//! før 11:00") and open ones ("inden kl. 14", "efter kl. 14", "i slutningen af marts"):
//! ruleAfterTimeofday … ruleUntilTimeofday.

use super::{group_int, tt};
use crate::dims::time::helpers::{a_time_of_day, closed};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    day_of_month, intersect, interval, is_a_month, is_a_time_of_day, is_not_latent, now,
    with_direction,
};
use crate::time::object::TimeIntervalType;

/// A day of the month in figures, "13", "13." or "13ter".
const DAY: &str = r"([012]?\d|30|31)(ter|\.)?";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "after <time-of-day>",
            vec![re("(engang )?efter"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![re("mellem"), any(Kind::Time), re("og"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![re("mellem"), a_time_of_day(), re("og"), a_time_of_day()],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("i slutningen af"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|til|indtil"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re("fra"),
                any(Kind::Time),
                re(r"\-|til|indtil"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(efter|fra)"),
                a_time_of_day(),
                re(r"((men )?før)|\-|til|indtil"),
                a_time_of_day(),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![re(DAY), re(r"\-|til"), re(DAY), time(is_a_month)],
            |m| {
                let month = m[3].time()?;
                let from = intersect(month, &day_of_month(group_int(&m[0], 1)?))?;
                let to = intersect(month, &day_of_month(group_int(&m[2], 1)?))?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(r"\-|til|indtil"),
                a_time_of_day(),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("(engang )?inden|indtil|før|op til"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
    ]
}
