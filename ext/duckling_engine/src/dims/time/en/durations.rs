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

#[cfg(test)]
mod tests {
    use crate::dims::time::testing::check;

    /// Duckling's EN corpus lines this family derives (with the durations, numerals and names).
    const EXAMPLES: [(&str, &str); 118] = [
        (
            "March in 1 year",
            r#"{"type": "value", "value": "2014-03-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "March in a year",
            r#"{"type": "value", "value": "2014-03-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "at 7 in 3 years",
            r#"{"type": "value", "value": "2016-02-01T07:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "15 minutes past 3pm",
            r#"{"type": "value", "value": "2013-02-12T15:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "15 minutes past 15h",
            r#"{"type": "value", "value": "2013-02-12T15:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "20 minutes past 3pm",
            r#"{"type": "value", "value": "2013-02-12T15:20:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "30 minutes past 3 pm",
            r#"{"type": "value", "value": "2013-02-12T15:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "15 minutes past noon",
            r#"{"type": "value", "value": "2013-02-12T12:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "15 minutes from 1pm",
            r#"{"type": "value", "value": "2013-02-12T13:15:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in a sec",
            r#"{"type": "value", "value": "2013-02-12T04:30:01.000-02:00", "grain": "second"}"#,
        ),
        (
            "one second from now",
            r#"{"type": "value", "value": "2013-02-12T04:30:01.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1\"",
            r#"{"type": "value", "value": "2013-02-12T04:30:01.000-02:00", "grain": "second"}"#,
        ),
        (
            "in a minute",
            r#"{"type": "value", "value": "2013-02-12T04:31:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in one minute",
            r#"{"type": "value", "value": "2013-02-12T04:31:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1'",
            r#"{"type": "value", "value": "2013-02-12T04:31:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 2 minutes",
            r#"{"type": "value", "value": "2013-02-12T04:32:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 2 more minutes",
            r#"{"type": "value", "value": "2013-02-12T04:32:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "2 minutes from now",
            r#"{"type": "value", "value": "2013-02-12T04:32:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in a couple of minutes",
            r#"{"type": "value", "value": "2013-02-12T04:32:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in a pair of minutes",
            r#"{"type": "value", "value": "2013-02-12T04:32:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in three minutes",
            r#"{"type": "value", "value": "2013-02-12T04:33:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in a few minutes",
            r#"{"type": "value", "value": "2013-02-12T04:33:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 60 minutes",
            r#"{"type": "value", "value": "2013-02-12T05:30:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in a quarter of an hour",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/4h",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/4 h",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/4 hour",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in half an hour",
            r#"{"type": "value", "value": "2013-02-12T05:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/2h",
            r#"{"type": "value", "value": "2013-02-12T05:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/2 h",
            r#"{"type": "value", "value": "2013-02-12T05:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 1/2 hour",
            r#"{"type": "value", "value": "2013-02-12T05:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in three-quarters of an hour",
            r#"{"type": "value", "value": "2013-02-12T05:15:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 3/4h",
            r#"{"type": "value", "value": "2013-02-12T05:15:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 3/4 h",
            r#"{"type": "value", "value": "2013-02-12T05:15:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 3/4 hour",
            r#"{"type": "value", "value": "2013-02-12T05:15:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 2.5 hours",
            r#"{"type": "value", "value": "2013-02-12T07:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 2 and an half hours",
            r#"{"type": "value", "value": "2013-02-12T07:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in one hour",
            r#"{"type": "value", "value": "2013-02-12T05:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in 1h",
            r#"{"type": "value", "value": "2013-02-12T05:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in a couple hours",
            r#"{"type": "value", "value": "2013-02-12T06:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in a couple of hours",
            r#"{"type": "value", "value": "2013-02-12T06:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in a few hours",
            r#"{"type": "value", "value": "2013-02-12T07:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in few hours",
            r#"{"type": "value", "value": "2013-02-12T07:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in 24 hours",
            r#"{"type": "value", "value": "2013-02-13T04:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "in a day",
            r#"{"type": "value", "value": "2013-02-13T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a day from now",
            r#"{"type": "value", "value": "2013-02-13T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a day from right now",
            r#"{"type": "value", "value": "2013-02-13T04:30:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "3 years from today",
            r#"{"type": "value", "value": "2016-02-12T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "in 7 days",
            r#"{"type": "value", "value": "2013-02-19T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "in 7 days at 5pm",
            r#"{"type": "value", "value": "2013-02-19T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "in 4 years at 5pm",
            r#"{"type": "value", "value": "2017-02-01T17:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "in 1 week",
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "in a week",
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "in about half an hour",
            r#"{"type": "value", "value": "2013-02-12T05:00:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "7 days ago",
            r#"{"type": "value", "value": "2013-02-05T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "14 days Ago",
            r#"{"type": "value", "value": "2013-01-29T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a fortnight ago",
            r#"{"type": "value", "value": "2013-01-29T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a week ago",
            r#"{"type": "value", "value": "2013-02-05T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "one week ago",
            r#"{"type": "value", "value": "2013-02-05T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "1 week ago",
            r#"{"type": "value", "value": "2013-02-05T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "2 thursdays back",
            r#"{"type": "value", "value": "2013-01-31T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "2 thursdays ago",
            r#"{"type": "value", "value": "2013-01-31T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "three weeks ago",
            r#"{"type": "value", "value": "2013-01-22T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "three months ago",
            r#"{"type": "value", "value": "2012-11-12T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "two years ago",
            r#"{"type": "value", "value": "2011-02-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "7 days hence",
            r#"{"type": "value", "value": "2013-02-19T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "14 days hence",
            r#"{"type": "value", "value": "2013-02-26T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a fortnight hence",
            r#"{"type": "value", "value": "2013-02-26T04:00:00.000-02:00", "grain": "hour"}"#,
        ),
        (
            "a week hence",
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "one week hence",
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "1 week hence",
            r#"{"type": "value", "value": "2013-02-19T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "three weeks hence",
            r#"{"type": "value", "value": "2013-03-05T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "three months hence",
            r#"{"type": "value", "value": "2013-05-12T00:00:00.000-02:00", "grain": "day"}"#,
        ),
        (
            "two years hence",
            r#"{"type": "value", "value": "2015-02-01T00:00:00.000-02:00", "grain": "month"}"#,
        ),
        (
            "for 10 days from 18th Dec",
            r#"{"type": "interval", "from": {"value": "2013-12-18T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-12-29T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "from 18th Dec for 10 days",
            r#"{"type": "interval", "from": {"value": "2013-12-18T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-12-29T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "18th Dec for 10 days",
            r#"{"type": "interval", "from": {"value": "2013-12-18T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-12-29T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "for 30' starting from 4pm",
            r#"{"type": "interval", "from": {"value": "2013-02-12T16:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "from 4pm for thirty minutes",
            r#"{"type": "interval", "from": {"value": "2013-02-12T16:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "4pm for 30 mins",
            r#"{"type": "interval", "from": {"value": "2013-02-12T16:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "16h for 30 mins",
            r#"{"type": "interval", "from": {"value": "2013-02-12T16:00:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T16:31:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "last 2 seconds",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:29:58.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "last two seconds",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:29:58.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "next 3 seconds",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:01.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T04:30:04.000-02:00", "grain": "second"}}"#,
        ),
        (
            "next three seconds",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:01.000-02:00", "grain": "second"}, "to": {"value": "2013-02-12T04:30:04.000-02:00", "grain": "second"}}"#,
        ),
        (
            "last 2 minutes",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:28:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "last two minutes",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:28:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "next 3 minutes",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:31:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T04:34:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "next three minutes",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:31:00.000-02:00", "grain": "minute"}, "to": {"value": "2013-02-12T04:34:00.000-02:00", "grain": "minute"}}"#,
        ),
        (
            "last 1 hour",
            r#"{"type": "interval", "from": {"value": "2013-02-12T03:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T04:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "last one hour",
            r#"{"type": "interval", "from": {"value": "2013-02-12T03:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T04:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "next 3 hours",
            r#"{"type": "interval", "from": {"value": "2013-02-12T05:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T08:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "next three hours",
            r#"{"type": "interval", "from": {"value": "2013-02-12T05:00:00.000-02:00", "grain": "hour"}, "to": {"value": "2013-02-12T08:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "last 2 days",
            r#"{"type": "interval", "from": {"value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-12T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "last two days",
            r#"{"type": "interval", "from": {"value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-12T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "past 2 days",
            r#"{"type": "interval", "from": {"value": "2013-02-10T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-12T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "next 3 days",
            r#"{"type": "interval", "from": {"value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "next three days",
            r#"{"type": "interval", "from": {"value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "next few days",
            r#"{"type": "interval", "from": {"value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}, "to": {"value": "2013-02-16T00:00:00.000-02:00", "grain": "day"}}"#,
        ),
        (
            "last 2 weeks",
            r#"{"type": "interval", "from": {"value": "2013-01-28T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}}"#,
        ),
        (
            "last two weeks",
            r#"{"type": "interval", "from": {"value": "2013-01-28T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}}"#,
        ),
        (
            "past 2 weeks",
            r#"{"type": "interval", "from": {"value": "2013-01-28T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-02-11T00:00:00.000-02:00", "grain": "week"}}"#,
        ),
        (
            "next 3 weeks",
            r#"{"type": "interval", "from": {"value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-03-11T00:00:00.000-02:00", "grain": "week"}}"#,
        ),
        (
            "next three weeks",
            r#"{"type": "interval", "from": {"value": "2013-02-18T00:00:00.000-02:00", "grain": "week"}, "to": {"value": "2013-03-11T00:00:00.000-02:00", "grain": "week"}}"#,
        ),
        (
            "last 2 months",
            r#"{"type": "interval", "from": {"value": "2012-12-01T00:00:00.000-02:00", "grain": "month"}, "to": {"value": "2013-02-01T00:00:00.000-02:00", "grain": "month"}}"#,
        ),
        (
            "last two months",
            r#"{"type": "interval", "from": {"value": "2012-12-01T00:00:00.000-02:00", "grain": "month"}, "to": {"value": "2013-02-01T00:00:00.000-02:00", "grain": "month"}}"#,
        ),
        (
            "next 3 months",
            r#"{"type": "interval", "from": {"value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}, "to": {"value": "2013-06-01T00:00:00.000-02:00", "grain": "month"}}"#,
        ),
        (
            "next three months",
            r#"{"type": "interval", "from": {"value": "2013-03-01T00:00:00.000-02:00", "grain": "month"}, "to": {"value": "2013-06-01T00:00:00.000-02:00", "grain": "month"}}"#,
        ),
        (
            "last 2 years",
            r#"{"type": "interval", "from": {"value": "2011-01-01T00:00:00.000-02:00", "grain": "year"}, "to": {"value": "2013-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "last two years",
            r#"{"type": "interval", "from": {"value": "2011-01-01T00:00:00.000-02:00", "grain": "year"}, "to": {"value": "2013-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "next 3 years",
            r#"{"type": "interval", "from": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}, "to": {"value": "2017-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "next three years",
            r#"{"type": "interval", "from": {"value": "2014-01-01T00:00:00.000-02:00", "grain": "year"}, "to": {"value": "2017-01-01T00:00:00.000-02:00", "grain": "year"}}"#,
        ),
        (
            "Within 2 weeks",
            r#"{"type": "interval", "from": {"value": "2013-02-12T04:30:00.000-02:00", "grain": "second"}, "to": {"value": "2013-02-26T00:00:00.000-02:00", "grain": "second"}}"#,
        ),
        (
            "today in one hour",
            r#"{"type": "value", "value": "2013-02-12T05:30:00.000-02:00", "grain": "minute"}"#,
        ),
        (
            "after 5 days",
            r#"{"type": "interval", "from": {"value": "2013-02-17T04:00:00.000-02:00", "grain": "hour"}}"#,
        ),
        (
            "in 15 minutes",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 15'",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
        (
            "in 15",
            r#"{"type": "value", "value": "2013-02-12T04:45:00.000-02:00", "grain": "second"}"#,
        ),
    ];

    #[test]
    fn corpus_examples() {
        check("en", &EXAMPLES);
    }
}
