//! Clock times ("10:45", "10h45", "3 giờ rưỡi", "11 giờ kém 15", "10 giờ 45 phút", "lúc 2 giờ sáng",
//! "4pm CET"), with the words that fix or hedge them ("đúng", "khoảng", "gần").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{hours_of, in_zone, integer_between, zone_after_time};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_a_time_of_day, is_an_hour_of_day,
    is_grain_finer_than, is_not_latent, minutes_before, mk_latent, not_latent, time_of_day_ampm,
};

/// `minutes` past the hour that item `m` holds.
fn past_hour(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m.time()?)?;
    tt(hour_minute(is_12h, hours, minutes))
}

/// The time of item `m`, no longer latent.
fn fixed(m: &Matched<'_, Token>) -> Option<Token> {
    tt(not_latent(m.time()?.clone()))
}

/// Whether a "sáng|chiều|tối" regex item reads the morning.
fn is_morning(m: &Matched<'_, Token>) -> Option<bool> {
    Some(m.group(1)?.to_lowercase() == "sáng")
}

const HH_MM: &str = r"((?:[01]?\d)|(?:2[0-3]))[:.hg]([0-5]\d)";
const MILITARY: &str = r"((?:1[012]|0?\d))([0-5]\d)";
const AT: &str = "(l(ú)c|v(à)o)( l(ú)c)?";

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "about <time-of-day>",
            vec![re("(v(à)o )?kho(ả)ng"), time(is_a_time_of_day)],
            |m| fixed(&m[1]),
        ),
        Rule::new("at hh:mm", vec![re(AT), re(HH_MM)], |m| {
            tt(hour_minute(
                true,
                group_int(&m[1], 1)?,
                group_int(&m[1], 2)?,
            ))
        }),
        Rule::new(
            "exactly <time-of-day>",
            vec![re("(v(à)o )?(đ)(ú)ng"), time(is_a_time_of_day)],
            |m| fixed(&m[1]),
        ),
        Rule::new("hh:mm", vec![re(HH_MM)], |m| {
            tt(hour_minute(
                true,
                group_int(&m[0], 1)?,
                group_int(&m[0], 2)?,
            ))
        }),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(MILITARY), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                let td = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(is_am, &td))
            },
        ),
        Rule::new(
            "hhmm (military) sáng|chiều|tối",
            vec![re(MILITARY), re("(s(á)ng|chi(ề)u|t(ố)i)")],
            |m| {
                let td = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(time_of_day_ampm(is_morning(&m[1])?, &td))
            },
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                let (h, mi, s) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(hour_minute_second(true, h, mi, s))
            },
        ),
        Rule::new(
            "(hour-of-day) half",
            vec![time(is_an_hour_of_day), re("r(ư)(ỡ)i")],
            |m| past_hour(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> <integer>",
            vec![time(is_an_hour_of_day), integer_between(1, 59)],
            |m| past_hour(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> phút",
            vec![
                time(is_an_hour_of_day),
                integer_between(1, 59),
                re("ph(ú)t"),
            ],
            |m| past_hour(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "(hour-of-day) quarter",
            vec![time(is_an_hour_of_day), re("k(é)m"), integer_between(1, 59)],
            |m| minutes_before(int_value(&m[2])?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"(in the )?([ap])(\s|\.)?m?\.?")],
            |m| {
                let is_am = m[1].group(2)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(is_am, m[0].time()?))
            },
        ),
        Rule::new(
            "<time-of-day> approximately",
            vec![time(is_a_time_of_day), re("g(ầ)n")],
            |m| fixed(&m[0]),
        ),
        Rule::new(
            "time-of-day giờ",
            vec![time(is_a_time_of_day), re("gi(ờ)")],
            |m| fixed(&m[0]),
        ),
        Rule::new(
            "<time-of-day> giờ đúng",
            vec![time(is_a_time_of_day), re("gi(ờ) (đ)(ú)ng")],
            |m| fixed(&m[0]),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            tt(mk_latent(hour(true, int_value(&m[0])?)))
        }),
        Rule::new(
            "time-of-day (latent)",
            vec![re(AT), integer_between(0, 23)],
            |m| tt(mk_latent(hour(false, int_value(&m[1])?))),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![time(is_a_time_of_day), re("(đ)(ú)ng")],
            |m| fixed(&m[0]),
        ),
        Rule::new(
            "<time-of-day> sáng|chiều|tối",
            vec![time(is_a_time_of_day), re("(s(á)ng|chi(ề)u|t(ố)i)")],
            |m| tt(time_of_day_ampm(is_morning(&m[1])?, m[0].time()?)),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_grain_finer_than(Grain::Day, td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ]
}
