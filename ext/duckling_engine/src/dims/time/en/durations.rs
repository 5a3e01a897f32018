//! Times from durations: "in 2 hours", "3 days ago", "the last 2 weeks", "2 days after tomorrow", "for 2 weeks from monday": ruleDurationInWithinAfter … ruleIntervalFromTimeForDuration, ruleInNumeral.

use crate::dims::token::{Kind, Rule, Token, any, duration, numeral, re, time};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::duration::{self as dur, DurationData};
use crate::time::helpers::{
    cycle_n, duration_after, duration_ago, duration_before, duration_interval_ago, in_duration,
    in_duration_interval, intersect, interval, is_a_day_of_week, is_a_time_of_day,
    is_duration_greater_than, is_grain_of_time, is_not_latent, now, pred_nth, with_direction,
};
use crate::time::object::TimeIntervalType;

/// Regex group 1 in lower case ("" when it took no part, as Duckling's empty group).
fn word(m: &Matched<'_, Token>) -> String {
    m.group(1).unwrap_or("").to_lowercase()
}

/// A day or a month ("monday", "march"): what "<day> in <duration>" and "<day> <duration> ago" accept.
fn day_or_month(td: &TimeData) -> bool {
    is_grain_of_time(Grain::Day, td) || is_grain_of_time(Grain::Month, td)
}

/// From `td` to `td` moved by `dd`, Closed: "for 2 weeks from monday".
fn for_duration_from(td: &TimeData, dd: &DurationData) -> Option<Token> {
    interval(TimeIntervalType::Closed, td, &duration_after(dd, td)).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "in|within|after <duration>",
            vec![re("(in|within|after)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                match word(&m[0]).as_str() {
                    "within" => {
                        interval(TimeIntervalType::Open, &now(), &in_duration(dd)).map(Token::Time)
                    }
                    "after" => Some(Token::Time(with_direction(
                        IntervalDirection::After,
                        in_duration(dd),
                    ))),
                    "in" => Some(Token::Time(in_duration(dd))),
                    _ => None,
                }
            },
        ),
        Rule::new(
            "last|past|next <duration>",
            vec![re("([lp]ast|next)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                let n = i32::try_from(dd.value).ok()?;
                let n = match word(&m[0]).as_str() {
                    "next" => n,
                    "last" | "past" => n.checked_neg()?,
                    _ => return None,
                };
                Some(Token::Time(cycle_n(true, dd.grain, n)))
            },
        ),
        Rule::new(
            "<integer> <named-day> ago|back",
            vec![
                numeral(|n| n.is_natural()),
                time(is_a_day_of_week),
                re("ago|back"),
            ],
            |m| {
                let n = i32::try_from(m[0].numeral()?.int_value()?).ok()?;
                Some(Token::Time(pred_nth(-n, false, m[1].time()?)))
            },
        ),
        Rule::new(
            "<duration> hence|ago",
            vec![any(Kind::Duration), re("(hence|ago)")],
            |m| {
                let dd = m[0].duration()?;
                Some(Token::Time(if word(&m[1]) == "ago" {
                    duration_ago(dd)
                } else {
                    in_duration(dd)
                }))
            },
        ),
        Rule::new(
            "<day> <duration> hence|ago",
            vec![
                time(day_or_month),
                any(Kind::Duration),
                re("(from now|hence|ago)"),
            ],
            |m| {
                let dd = m[1].duration()?;
                let block = if word(&m[2]) == "ago" {
                    duration_interval_ago(dd)
                } else {
                    in_duration_interval(dd)
                };
                intersect(m[0].time()?, &block).map(Token::Time)
            },
        ),
        Rule::new(
            "<day> in <duration>",
            vec![
                time(day_or_month),
                re("in"),
                duration(|dd| is_duration_greater_than(Grain::Hour, dd)),
            ],
            |m| intersect(m[0].time()?, &in_duration_interval(m[2].duration()?)).map(Token::Time),
        ),
        Rule::new(
            "in <duration> at <time-of-day>",
            vec![
                re("in"),
                duration(|dd| is_duration_greater_than(Grain::Hour, dd)),
                re("at"),
                time(is_a_time_of_day),
            ],
            |m| intersect(m[3].time()?, &in_duration_interval(m[1].duration()?)).map(Token::Time),
        ),
        Rule::new(
            "in <number> (implicit minutes)",
            vec![
                re("in"),
                numeral(|n| n.ok_for_any_time && n.is_integer_between(0, 60)),
            ],
            |m| {
                let minutes = m[1].numeral()?.int_value()?;
                Some(Token::Time(in_duration(&dur::duration(
                    Grain::Minute,
                    minutes,
                ))))
            },
        ),
        Rule::new(
            "<duration> after|before|from|past <time>",
            vec![
                any(Kind::Duration),
                re("(after|before|from|past)"),
                any(Kind::Time),
            ],
            |m| {
                let (dd, td) = (m[0].duration()?, m[2].time()?);
                Some(Token::Time(if word(&m[1]) == "before" {
                    duration_before(dd, td)
                } else {
                    duration_after(dd, td)
                }))
            },
        ),
        Rule::new(
            "for <duration> from <time>",
            vec![
                re("for"),
                any(Kind::Duration),
                re("(from|starting|beginning|after|starting from)"),
                any(Kind::Time),
            ],
            |m| for_duration_from(m[3].time()?, m[1].duration()?),
        ),
        Rule::new(
            "<time> for <duration>",
            vec![time(is_not_latent), re("for"), any(Kind::Duration)],
            |m| for_duration_from(m[0].time()?, m[2].duration()?),
        ),
        Rule::new(
            "from <time> for <duration>",
            vec![
                re("(from|starting|beginning|after|starting from)"),
                time(is_not_latent),
                re("for"),
                any(Kind::Duration),
            ],
            |m| for_duration_from(m[1].time()?, m[3].duration()?),
        ),
    ]
}
