//! Clock times: hours ("alle 3", "una"), minutes after and before them ("le 3 e 20", "le 4 meno 10",
//! "3:20"), quarters and halves ("le 3 e un quarto", "le 3 e mezzo", "tre quarti alle 4"), in the afternoon
//! or evening ("le 3 e 20 del pomeriggio"), and the words around a clock time ("circa", "precise").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::zone_after_time;
use crate::dims::time::helpers::{an_hour, integer_between};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::engine::rule::Item;
use crate::time::data::{Form, TimeData};
use crate::time::helpers::{
    hour, hour_minute, in_timezone, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent,
};

/// "del pomeriggio", "di sera", "della notte", "di stanotte": the hour is after noon.
const AFTERNOON: &str = "d(i|el(la)?) (pomeriggio|(sta)?(sera|notte))";

/// The written hour and whether it may be am or pm, of an hour-of-day token.
fn hours(m: &Matched<'_, Token>) -> Option<(i32, bool)> {
    match m.time()?.form {
        Some(Form::TimeOfDay {
            hours: Some(h),
            is_12h,
        }) => Some((h, is_12h)),
        _ => None,
    }
}

/// `minutes` after the hour of `m`, as written.
fn past(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours(m)?;
    tt(hour_minute(is_12h, h, minutes))
}

/// `minutes` after the hour of `m` in the afternoon or evening (Duckling adds 12 up to noon).
fn past_pm(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, _) = hours(m)?;
    let h = if h > 12 { h } else { h + 12 };
    tt(hour_minute(false, h, minutes))
}

/// `minutes` before the hour of `m`.
fn before(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    minutes_before(minutes, m.time()?).map(Token::Time)
}

fn an_hour_not_latent() -> Item<Token> {
    time(|td| is_not_latent(td) && is_an_hour_of_day(td))
}

fn minutes() -> Item<Token> {
    integer_between(1, 59)
}

/// The names of the six rules of a fixed number of minutes, in the order `fixed_minutes` builds them.
struct Fixed {
    minutes: i32,
    words: &'static str,
    and_pm: &'static str,
    plain: &'static str,
    and: &'static str,
    to: &'static str,
    minus: &'static str,
    pm: &'static str,
}

const FIXED: [Fixed; 3] = [
    Fixed {
        minutes: 15,
        words: "un quarto",
        and_pm: "hh quart del pomeriggio(time-of-day)",
        plain: "<hour-of-day> quart",
        and: "<hour-of-day> and a quart",
        to: "a quart to <integer> (as hour-of-day)",
        minus: "<hour-of-day> minus quart",
        pm: "hh quart del pomeriggio(time-of-day)",
    },
    Fixed {
        minutes: 30,
        words: "mezzo",
        and_pm: "hh half del pomeriggio(time-of-day)",
        plain: "<hour-of-day> half",
        and: "<hour-of-day> and half",
        to: "half to <integer> (as hour-of-day)",
        minus: "<hour-of-day> minus half",
        pm: "hh half del pomeriggio(time-of-day)",
    },
    Fixed {
        minutes: 45,
        words: "(3|tre) quarti?",
        and_pm: "hh three quarters del pomeriggio(time-of-day)",
        plain: "<hour-of-day> three quarters",
        and: "<hour-of-day> and three quarters",
        to: "three quarter to <integer> (as hour-of-day)",
        minus: "<hour-of-day> minus three quarter",
        pm: "hh three quarter del pomeriggio(time-of-day)",
    },
];

/// The rules of a quarter, a half or three quarters after or before an hour.
fn fixed_minutes(f: &Fixed) -> Vec<Rule> {
    let n = f.minutes;
    let w = f.words;
    vec![
        Rule::new(
            f.and_pm,
            vec![an_hour(), re(&format!("e {w} {AFTERNOON}"))],
            move |m| past_pm(&m[0], n),
        ),
        Rule::new(f.plain, vec![an_hour(), re(w)], move |m| past(&m[0], n)),
        Rule::new(f.and, vec![an_hour(), re(&format!("e {w}"))], move |m| {
            past(&m[0], n)
        }),
        Rule::new(f.to, vec![re(&format!("{w} a")), an_hour()], move |m| {
            before(&m[1], n)
        }),
        Rule::new(
            f.minus,
            vec![an_hour(), re(&format!("meno {w}"))],
            move |m| before(&m[0], n),
        ),
        Rule::new(
            f.pm,
            vec![an_hour(), re(&format!("{w} {AFTERNOON}"))],
            move |m| past_pm(&m[0], n),
        ),
    ]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "<integer> (latent time-of-day)",
            vec![integer_between(0, 24)],
            |m| tt(mk_latent(hour(false, int_value(&m[0])?))),
        ),
        Rule::new("una", vec![re("una")], |_| tt(mk_latent(hour(true, 1)))),
        Rule::new("noon", vec![re("mezz?ogiorno")], |_| tt(hour(false, 12))),
        Rule::new("midnight", vec![re("mez?zanott?e")], |_| tt(hour(false, 0))),
        Rule::new(
            "hh(:|h)mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:h]([0-5]\d)")],
            |m| {
                tt(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new(
            "hh(:|h)mm (time-of-day)",
            vec![re(&format!(
                r"((?:0?\d)|(?:1[0-2]))[:h]([0-5]\d) {AFTERNOON}"
            ))],
            |m| {
                let h = group_int(&m[0], 1)?;
                tt(hour_minute(false, h + 12, group_int(&m[0], 2)?))
            },
        ),
        Rule::new(
            "hhmm (military time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, mi)))
            },
        ),
        Rule::new(
            "<integer 0 12> del <part of day>",
            vec![integer_between(0, 12), re(AFTERNOON)],
            |m| tt(hour(false, 12 + int_value(&m[0])?)),
        ),
        // Minutes as a number.
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![an_hour_not_latent(), minutes()],
            |m| past(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes>",
            vec![an_hour(), re("e"), minutes()],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> minutes",
            vec![an_hour_not_latent(), minutes(), re(r"min(ut[oi]|\.)?")],
            |m| past(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> and <integer> minutes",
            vec![an_hour(), re("e"), minutes(), re(r"min(ut[oi]|\.)?")],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "hh <relative-minutes> del pomeriggio(time-of-day)",
            vec![an_hour(), re("e"), minutes(), re(AFTERNOON)],
            |m| past_pm(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "hh <relative-minutes> del pomeriggio(time-of-day)",
            vec![an_hour_not_latent(), minutes(), re(AFTERNOON)],
            |m| past_pm(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "hh <relative-minutes> minutes del pomeriggio(time-of-day)",
            vec![
                an_hour(),
                re("e"),
                minutes(),
                re(&format!(r"min(ut[oi]|\.)? {AFTERNOON}")),
            ],
            |m| past_pm(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "hh <integer> minutes del pomeriggio(time-of-day)",
            vec![
                an_hour(),
                minutes(),
                re(&format!(r"min(ut[oi]|\.)? {AFTERNOON}")),
            ],
            |m| past_pm(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "relative minutes to <integer> (as hour-of-day)",
            vec![minutes(), re("a"), an_hour()],
            |m| before(&m[2], int_value(&m[0])?),
        ),
        Rule::new(
            "<hour-of-day> minus <integer> (as relative minutes)",
            vec![an_hour(), re("meno"), minutes()],
            |m| before(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "minutes to <integer> (as hour-of-day)",
            vec![minutes(), re(r"min(ut[oi]|\.)? a"), an_hour()],
            |m| before(&m[2], int_value(&m[0])?),
        ),
        Rule::new(
            "<hour-of-day> minus <integer> minutes",
            vec![an_hour(), re("meno"), minutes(), re(r"min(ut[oi]|\.)?")],
            |m| before(&m[0], int_value(&m[2])?),
        ),
        // The words around a clock time.
        Rule::new(
            "at <time-of-day>",
            vec![re("(al)?l[e']|a"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day> ora",
            vec![re("or[ea]"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day> precise",
            vec![time(is_a_time_of_day), re("precise")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day> circa",
            vec![time(is_a_time_of_day), re("circa")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "circa per le <time-of-day>",
            vec![
                re("(circa )?per( le)?|circa( alle)?|verso( le)?"),
                time(is_a_time_of_day),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?),
        ),
    ];
    all.extend(FIXED.iter().flat_map(fixed_minutes));
    all
}

/// `td` read in the zone the regex item `zone` captured.
fn in_zone(zone: &Matched<'_, Token>, td: &TimeData) -> Option<Token> {
    in_timezone(&zone.group(1)?.to_uppercase(), td).map(Token::Time)
}
