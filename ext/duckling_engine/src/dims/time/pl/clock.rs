//! Clock times: hours ("o 3", "o trzeciej"), minutes after and before them ("10 po 3", "kwadrans do 4", "3
//! pół", "15:30"), in the morning or the evening ("o 7 rano", "o 8 wieczorem"), the words around a clock time
//! ("około", "równo", "godzina") and zones.

use super::{get_int_value, group_int, tt};
use crate::dims::time::helpers::{a_time_of_day, an_hour, hours_of, integer_between};
use crate::dims::time::helpers::{in_zone, zone_after_time};
use crate::dims::time::shared_rules;
use crate::dims::token::{Matched, Rule, Token, ordinal, re, time};
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent, time_of_day_ampm,
};

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
            vec![integer_between(1, 59), re("do|przed"), an_hour()],
            |m| before(&m[2], get_int_value(&m[0])?),
        ),
        Rule::new(
            "relative minutes after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("po"), an_hour()],
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
            vec![re("kwadrans(ie|owi|em|a)? *(do|przed)"), an_hour()],
            |m| before(&m[1], 15),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re("kwadrans(ie|owi|em|a)? *po"), an_hour()],
            |m| past(&m[1], 15),
        ),
        Rule::new(
            "<hour-of-day> quarter (as relative minutes)",
            vec![an_hour(), re("kwadrans(ie|owi|em|a)?")],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re("p(o|ó)(l|ł) *(do|przed)"), an_hour()],
            |m| before(&m[1], 30),
        ),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![re("p(o|ó)(l|ł) *po"), an_hour()],
            |m| past(&m[1], 30),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![an_hour(), re("p(o|ó)(l|ł)")],
            |m| past(&m[0], 30),
        ),
        Rule::new(
            "<time-of-day> approximately",
            vec![a_time_of_day(), re("o?ko(l|ł)o|mniej wi(e|ę)cej")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "<ordinal> (as hour)",
            vec![ordinal(|o| (1..=24).contains(&o.value))],
            |m| tt(mk_latent(hour(true, get_int_value(&m[0])?))),
        ),
        Rule::new("noon", vec![re("po(l|ł)udni(em|e|a|u)")], |_| {
            tt(hour(false, 12))
        }),
        Rule::new(
            "exactly <time-of-day>",
            vec![re("(r(o|ó)wno|dok(l|ł)adnie)( o)?"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "<integer> (latent time-of-day)",
            vec![integer_between(0, 23)],
            |m| tt(mk_latent(hour(true, get_int_value(&m[0])?))),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![a_time_of_day(), re("r(o|ó)wno|dok(l|ł)adnie")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "<time-of-day> rano",
            vec![a_time_of_day(), re("(z )?ran(o|a|u|em)")],
            |m| tt(time_of_day_ampm(true, m[0].time()?)),
        ),
        Rule::new(
            "about <time-of-day>",
            vec![re("o?ko(l|ł)o|mniej wi(e|ę)cej|tak o"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "at <time-of-day>",
            vec![re("o|na|@"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "<time-of-day> popołudniu/wieczorem/w nocy",
            vec![
                a_time_of_day(),
                re("(w )?noc(y|(a|ą))|(po ?)?po(l|ł)udni(em|e|a|u)|wiecz(o|ó)r(i|u|a|owi|em|rze)"),
            ],
            |m| tt(time_of_day_ampm(false, m[0].time()?)),
        ),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, mi)))
            },
        ),
        Rule::new(
            "hhmm (military) am|pm",
            vec![re(r"((?:1[012]|0?\d))([0-5]\d)"), re(r"([ap])\.?m?\.?")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                let am = m[1].group(1)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(am, &hour_minute(true, h, mi)))
            },
        ),
        Rule::new(
            "<time-of-day> o'clock",
            vec![a_time_of_day(), re("godzina")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)[:.]([0-5]\d)")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute_second(true, h, mi, group_int(&m[0], 3)?))
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
