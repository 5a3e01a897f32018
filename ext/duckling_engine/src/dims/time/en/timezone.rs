//! Explicit zones: "3pm CET", "10am (GMT)", "9-10am PST": ruleTimezone, ruleTimezoneBracket, ruleIntervalDashTimezone.
//!
//! The zone is matched case-insensitively (as every Duckling regex is) and looked up in capitals, so "pst"
//! is PST. A clock time that already carries a zone takes no second one.

use crate::dims::time::helpers::{TIMEZONE_NAME, in_zone, zone_after_time};
use crate::dims::token::{Rule, Token, re, time};
use crate::time::data::TimeData;
use crate::time::helpers::{has_no_timezone, interval, is_a_time_of_day, is_not_latent};
use crate::time::object::TimeIntervalType;

/// A clock time that may take a zone: not latent, no zone yet.
fn zoneable(td: &TimeData) -> bool {
    is_not_latent(td) && is_a_time_of_day(td) && has_no_timezone(td)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<time> timezone",
            vec![time(zoneable), re(&zone_after_time())],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time> (timezone)",
            vec![time(zoneable), re(&format!(r"\(({TIMEZONE_NAME})\)"))],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval) timezone",
            vec![
                time(|td| is_a_time_of_day(td) && has_no_timezone(td)),
                re(r"\-|to|th?ru|through|(un)?til(l)?"),
                time(|td| is_a_time_of_day(td) && has_no_timezone(td)),
                re(&zone_after_time()),
            ],
            |m| {
                let from = in_zone(&m[3], m[0].time()?)?;
                let to = in_zone(&m[3], m[2].time()?)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
    ]
}
