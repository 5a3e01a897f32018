//! Clock times: hours ("kl 15", "klockan tre"), minutes after and before them ("20 över 3", "kvart i 4",
//! "halvtimme över 3", "15:30"), the words around a clock time ("cirka", "precis", "exakt") and zones.

use super::{get_int_value, group_int, tt};
use crate::dims::time::helpers::{a_time_of_day, an_hour, hours_of, integer_between};
use crate::dims::time::helpers::{in_zone, zone_after_time};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent,
};

/// "en kvart", "kvart", "kvarter": a quarter of an hour.
const QUARTER: &str = "(en)? ?(kvart)(er)?";

/// `minutes` after the hour of `m`, read as a 12-hour clock whatever was written (Duckling's `hourMinute
/// True hours n`).
fn past(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, _) = hours_of(m.time()?)?;
    tt(hour_minute(true, h, minutes))
}

/// `minutes` before the hour of `m`.
fn before(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    minutes_before(minutes, m.time()?).map(Token::Time)
}

/// The clock time `m` holds, no longer latent.
fn plain(m: &Matched<'_, Token>) -> Option<Token> {
    tt(not_latent(m.time()?.clone()))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "relative minutes to|till|before <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("i"), an_hour()],
            |m| before(&m[2], get_int_value(&m[0])?),
        ),
        Rule::new(
            "relative minutes after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("över"), an_hour()],
            |m| past(&m[2], get_int_value(&m[0])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| past(&m[0], get_int_value(&m[1])?),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![re(QUARTER), re("i"), an_hour()],
            |m| before(&m[2], 15),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re(QUARTER), re("över"), an_hour()],
            |m| past(&m[2], 15),
        ),
        Rule::new(
            "<hour-of-day> quarter (as relative minutes)",
            vec![an_hour(), re(QUARTER)],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re("halvtimme"), re("i"), an_hour()],
            |m| before(&m[2], 30),
        ),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![re("halvtimme"), re("över"), an_hour()],
            |m| past(&m[2], 30),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![an_hour(), re("halvtimme")],
            |m| past(&m[0], 30),
        ),
        Rule::new("noon", vec![re(r"middag|(kl(\.|ockan)?)? tolv")], |_| {
            tt(hour(false, 12))
        }),
        Rule::new("midnight|EOD|end of day", vec![re("midnatt|EOD")], |_| {
            tt(hour(false, 0))
        }),
        Rule::new(
            "<time-of-day> approximately",
            vec![a_time_of_day(), re(r"(cirka|ca\.|-?ish)")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "exactly <time-of-day>",
            vec![re("(precis|exakt)( kl.| klockan)?"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![a_time_of_day(), re("(sharp|precis|exakt)")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "about <time-of-day>",
            vec![
                re(r"(omkring|cirka|vid|runt|ca\.)( kl\.| klockan)?"),
                a_time_of_day(),
            ],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "at <time-of-day>",
            vec![re("klockan|kl.|kl|@"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "<time-of-day> o'clock",
            vec![a_time_of_day(), re("( )?h")],
            |m| plain(&m[0]),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            tt(mk_latent(hour(false, get_int_value(&m[0])?)))
        }),
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)")],
            |m| {
                tt(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute_second(false, h, mi, group_int(&m[0], 3)?))
            },
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ]
}
