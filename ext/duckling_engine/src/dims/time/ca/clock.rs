//! Minutes after the hour ("les tres i quart", "a les 3 i 20 minuts", "15 i mitja"), am/pm, time zones, and a
//! time of day with its part of the day ("a les 8 del vespre").
//!
//! Duckling's fourteen rules of minutes before the hour ("un quart de", "dos quarts i mig de", "tres quarts
//! de" …) read their first item, a regex, as the hour, so they never produce: they have no rule here.

use crate::dims::time::helpers::{hours_of, in_zone, int_value, integer_between, zone_after_time};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::helpers::{
    hour_minute, intersect, is_a_part_of_day, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    not_latent, time_of_day_ampm,
};

/// `minutes` past the hour that item `m` holds.
fn past_hour(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m.time()?)?;
    Some(Token::Time(hour_minute(is_12h, hours, minutes)))
}

const MINUTES: &str = r"min\.?(ut)?s?";

pub(super) fn rules() -> Vec<Rule> {
    let hour = || time(is_an_hour_of_day);
    vec![
        Rule::new(
            "<hour-of-day> and <relative minutes>",
            vec![hour(), re("i"), integer_between(1, 59)],
            |m| past_hour(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![hour(), integer_between(1, 59)],
            |m| past_hour(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<time-of-day> <part-of-day>",
            vec![time(is_a_time_of_day), time(is_a_part_of_day)],
            |m| {
                let td = intersect(m[0].time()?, m[1].time()?)?;
                Some(Token::Time(not_latent(td)))
            },
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(is_am, m[0].time()?)))
            },
        ),
        Rule::new(
            "<hour-of-day> and 3 quarters",
            vec![hour(), re(r"i (tres|3)(\squarts|\/4)")],
            |m| past_hour(&m[0], 45),
        ),
        Rule::new(
            "<hour-of-day> and half",
            vec![hour(), re(r"i (mitja|(2|dos)(\squarts|\/4))")],
            |m| past_hour(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> and quarter",
            vec![hour(), re("i quart")],
            |m| past_hour(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes> minutes",
            vec![hour(), re("i"), integer_between(1, 59), re(MINUTES)],
            |m| past_hour(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> three quarters (as relative minutes)",
            vec![hour(), re(r"(3|tres)(\squarts|\/4)")],
            |m| past_hour(&m[0], 45),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![hour(), re(r"mitja|(2|dos)(\squarts|\/4)")],
            |m| past_hour(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> quarter (as relative minutes)",
            vec![hour(), re("quart")],
            |m| past_hour(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes) minutes",
            vec![hour(), integer_between(1, 59), re(MINUTES)],
            |m| past_hour(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_a_time_of_day(td) && is_not_latent(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ]
}
