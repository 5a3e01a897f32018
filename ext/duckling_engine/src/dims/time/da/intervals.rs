//! Intervals ("13-15 juli", "9:30 til 11:00", "fra 9:30 - 11:00", "mellem 9:30 og 11:00", "efter 9:30 men
//! før 11:00") and open ones ("inden kl. 14", "efter kl. 14", "i slutningen af marts"):
//! ruleAfterTimeofday … ruleUntilTimeofday.

use crate::dims::time::helpers::group_int;
use crate::dims::time::scandinavian::intervals as shared;
use crate::dims::token::{Rule, Token, re, time};
use crate::time::helpers::{day_of_month, intersect, interval, is_a_month};
use crate::time::object::TimeIntervalType;

/// A day of the month in figures, "13", "13." or "13ter".
const DAY: &str = r"([012]?\d|30|31)(ter|\.)?";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::after("(engang )?efter"),
        shared::between_datetimes("mellem", "og"),
        shared::between_times_of_day("mellem", "og"),
        shared::by_the_end_of("i slutningen af"),
        shared::datetime_to_datetime(r"\-|til|indtil"),
        shared::from_datetime_to_datetime("fra", r"\-|til|indtil"),
        shared::from_time_of_day_to_time_of_day("(efter|fra)", r"((men )?før)|\-|til|indtil"),
        // The month intersected with each day, where Swedish and Norwegian intersect each day with the
        // month (`scandinavian::dates::month_day_to_day`).
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
        shared::time_of_day_to_time_of_day(r"\-|til|indtil"),
        shared::until("(engang )?inden|indtil|før|op til"),
    ]
}
