//! Times of day: "klokken 3", "15h", "3:18", "kvart over 15", "20 over 15", "halv 3", "midnatt", "16h CET":
//! ruleTimeofdayLatent … ruleTimezone.

use crate::dims::time::helpers::{
    group_int, hours_of, in_zone, int_value, integer_between, zone_after_time,
};
use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent,
};

/// `minutes` past the hour of the clock time `td`, which Duckling's NB rules always read as 12-hour.
fn past(td: &TimeData, minutes: i32) -> Option<Token> {
    let (h, _) = hours_of(td)?;
    Some(Token::Time(hour_minute(true, h, minutes)))
}

/// `minutes` before the hour of the clock time `td`.
fn before(td: &TimeData, minutes: i32) -> Option<Token> {
    minutes_before(minutes, td).map(Token::Time)
}

/// The clock time of item `i`, no longer latent.
fn stated(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    Some(Token::Time(not_latent(m[i].time()?.clone())))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "about <time-of-day>",
            vec![
                re(r"(omkring|cirka|ca\.)( kl\.| klokken | klokka)?"),
                time(is_a_time_of_day),
            ],
            |m| stated(m, 1),
        ),
        Rule::new(
            "at <time-of-day>",
            vec![re("klokken|klokka|kl.|@"), time(is_a_time_of_day)],
            |m| stated(m, 1),
        ),
        Rule::new(
            "exactly <time-of-day>",
            vec![
                re("presis( kl.| klokken | klokka)?"),
                time(is_a_time_of_day),
            ],
            |m| stated(m, 1),
        ),
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)")],
            |m| {
                Some(Token::Time(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                )))
            },
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                Some(Token::Time(hour_minute_second(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                )))
            },
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| past(m[0].time()?, int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> quarter (as relative minutes)",
            vec![time(is_an_hour_of_day), re("(et)? ?(kvart)(er)?")],
            |m| past(m[0].time()?, 15),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![time(is_an_hour_of_day), re("halv time")],
            |m| past(m[0].time()?, 30),
        ),
        Rule::new("midnight|EOD|end of day", vec![re("midnatt|EOD")], |_| {
            Some(Token::Time(hour(false, 0)))
        }),
        Rule::new("noon", vec![re(r"middag|(kl(\.|okken)?)? tolv")], |_| {
            Some(Token::Time(hour(false, 12)))
        }),
        Rule::new(
            "relative minutes after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("over"), time(is_an_hour_of_day)],
            |m| past(m[2].time()?, int_value(&m[0])?),
        ),
        Rule::new(
            "relative minutes to|till|before <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("på"), time(is_an_hour_of_day)],
            |m| before(m[2].time()?, int_value(&m[0])?),
        ),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![re("halv time *over"), time(is_an_hour_of_day)],
            |m| past(m[1].time()?, 30),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![
                re("halv time *på|halvtime *på|halv"),
                time(is_an_hour_of_day),
            ],
            |m| before(m[1].time()?, 30),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re("(et)? ?(kvart)(er)? *over"), time(is_an_hour_of_day)],
            |m| past(m[1].time()?, 15),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![re("(et)? ?(kvart)(er)? *på"), time(is_an_hour_of_day)],
            |m| before(m[1].time()?, 15),
        ),
        Rule::new(
            "<time-of-day> approximately",
            vec![time(is_a_time_of_day), re(r"(cirka|ca\.|-?ish)")],
            |m| stated(m, 0),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            Some(Token::Time(mk_latent(hour(false, int_value(&m[0])?))))
        }),
        Rule::new(
            "<time-of-day> o'clock",
            vec![time(is_a_time_of_day), re("h")],
            |m| stated(m, 0),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![time(is_a_time_of_day), re("(sharp|presis)")],
            |m| stated(m, 0),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
        Rule::new("24:00", vec![re("24[.:]00")], |_| {
            Some(Token::Time(hour_minute(false, 24, 0)))
        }),
    ]
}
