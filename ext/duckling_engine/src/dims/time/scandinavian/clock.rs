//! Clock times the three languages write alike: hours and minutes in figures, minutes before an hour
//! ("10 i 3"), noon and midnight, the words around a clock time ("kl.", "cirka", "præcis") and zones. The
//! minutes past an hour are here as Swedish and Norwegian read them, always on a 12-hour clock; Danish keeps
//! the hour's own reading (`da::clock`).

use crate::dims::time::helpers::{
    an_hour, get_int_value, group_int, hours_of, in_zone, integer_between, tod_not_latent, tt,
    zone_after_time,
};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_an_hour_of_day, is_not_latent, minutes_before,
    mk_latent,
};

/// The clock-time rules the three languages share with others, written once in `dims::time::shared_rules`,
/// listed here so that each language reaches all its clock-time rules through this module.
pub(crate) use crate::dims::time::shared_rules::{
    about, approximately, at, exactly, hh_mm, midnight, noon, oclock, sharp,
};

/// `minutes` after the hour of item `i`, read as a 12-hour clock whatever was written (Duckling's
/// `hourMinute True hours n`).
pub(crate) fn past(m: &[Matched<'_, Token>], i: usize, minutes: i32) -> Option<Token> {
    let (h, _) = hours_of(m[i].time()?)?;
    tt(hour_minute(true, h, minutes))
}

/// `minutes` before the hour of item `i`.
pub(crate) fn before(m: &[Matched<'_, Token>], i: usize, minutes: i32) -> Option<Token> {
    minutes_before(minutes, m[i].time()?).map(Token::Time)
}

/// "10 i 3", `to` the word between.
pub(crate) fn minutes_to_hour(to: &str) -> Rule {
    Rule::new(
        "relative minutes to|till|before <integer> (hour-of-day)",
        vec![integer_between(1, 59), re(to), an_hour()],
        |m| before(m, 2, get_int_value(&m[0])?),
    )
}

/// "20 över 3", `words` the word between.
pub(crate) fn minutes_past_hour(words: &str) -> Rule {
    Rule::new(
        "relative minutes after|past <integer> (hour-of-day)",
        vec![integer_between(1, 59), re(words), an_hour()],
        |m| past(m, 2, get_int_value(&m[0])?),
    )
}

/// "kl 3 20": an hour that is not latent, then its minutes.
pub(crate) fn hour_minutes() -> Rule {
    Rule::new(
        "<hour-of-day> <integer> (as relative minutes)",
        vec![
            time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
            integer_between(1, 59),
        ],
        |m| past(m, 0, get_int_value(&m[1])?),
    )
}

/// "kvart i 3" in one regex, `quarter_to` ("kvart i").
pub(crate) fn quarter_to_hour(quarter_to: &str) -> Rule {
    Rule::new(
        "quarter to|till|before <integer> (hour-of-day)",
        vec![re(quarter_to), an_hour()],
        |m| before(m, 1, 15),
    )
}

/// "halv time i 3" in one regex, `half_to` ("halv time i").
pub(crate) fn half_to_hour(half_to: &str) -> Rule {
    Rule::new(
        "half to|till|before <integer> (hour-of-day)",
        vec![re(half_to), an_hour()],
        |m| before(m, 1, 30),
    )
}

/// "3 kvart", `quarter` the word after the hour.
pub(crate) fn hour_quarter(quarter: &str) -> Rule {
    Rule::new(
        "<hour-of-day> quarter (as relative minutes)",
        vec![an_hour(), re(quarter)],
        |m| past(m, 0, 15),
    )
}

/// "3 halv time", `half` the word after the hour.
pub(crate) fn hour_half(half: &str) -> Rule {
    Rule::new(
        "<hour-of-day> half (as relative minutes)",
        vec![an_hour(), re(half)],
        |m| past(m, 0, 30),
    )
}

/// A bare number from 0 to 23 as a latent hour.
pub(crate) fn latent_hour() -> Rule {
    Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
        tt(mk_latent(hour(false, get_int_value(&m[0])?)))
    })
}

/// "15:30:20".
pub(crate) fn hh_mm_ss() -> Rule {
    Rule::new(
        "hh:mm:ss",
        vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
        |m| {
            tt(hour_minute_second(
                false,
                group_int(&m[0], 1)?,
                group_int(&m[0], 2)?,
                group_int(&m[0], 3)?,
            ))
        },
    )
}

/// "kl 16 CET".
pub(crate) fn timezone() -> Rule {
    Rule::new(
        "<time> timezone",
        vec![time(tod_not_latent), re(&zone_after_time())],
        |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
    )
}
