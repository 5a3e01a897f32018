//! Times of day: "um 3", "15 Uhr", "15:30", "viertel nach 3", "halb vier", "mittags", "gegen 8", "3 Uhr CET":
//! ruleTimeofdayLatent … ruleTimezone.

use crate::dims::time::helpers::zone_after_time;
use crate::dims::time::helpers::{group_int, hours_of};
use crate::dims::time::helpers::{int_value, integer_between};
use crate::dims::token::{Rule, Token, re, time};
use crate::engine::rule::Matched;
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, in_timezone, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent, time_of_day_ampm,
};

/// `minutes` past the hour of the clock time `td`.
fn past(td: &TimeData, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(td)?;
    Some(Token::Time(hour_minute(is_12h, h, minutes)))
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
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            Some(Token::Time(mk_latent(hour(n < 12, n))))
        }),
        Rule::new(
            "hh:mm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:.h]([0-5]\d)(?:uhr|h)?")],
            |m| {
                Some(Token::Time(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                )))
            },
        ),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let hm = hour_minute(false, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                Some(Token::Time(mk_latent(hm)))
            },
        ),
        Rule::new(
            "hhmm (military) am|pm",
            vec![
                re(r"((?:1[012]|0?\d))([0-5]\d)"),
                re(r#"([ap])\.?m\.?(?:[\s'"-_{}\[\]()]|$)"#),
            ],
            |m| {
                let hm = hour_minute(true, group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                let am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(am, &hm)))
            },
        ),
        Rule::new(
            "<time-of-day>  o'clock",
            vec![time(is_a_time_of_day), re(r#"uhr|h(?:[\s'"-_{}\[\]()]|$)"#)],
            |m| stated(m, 0),
        ),
        Rule::new(
            "at <time-of-day>",
            vec![re("um|@"), time(is_a_time_of_day)],
            |m| stated(m, 1),
        ),
        Rule::new(
            "about <time-of-day>",
            vec![
                re(
                    r"so( um)?|(so |um |so um )?circa|zirka|ca\.?|ungef(ä)hr|(etwa|gegen)( so| um| so um)?",
                ),
                time(is_a_time_of_day),
            ],
            |m| stated(m, 1),
        ),
        Rule::new(
            "exactly <time-of-day>",
            vec![
                re("genau|exakt|p(ü)nktlich|punkt( um)?"),
                time(is_a_time_of_day),
            ],
            |m| stated(m, 1),
        ),
        Rule::new(
            "<time-of-day> sharp",
            vec![
                time(is_a_time_of_day),
                re("genau|exakt|p(ü)nktlich|punkt( um)?"),
            ],
            |m| stated(m, 0),
        ),
        Rule::new(
            "<time-of-day> approximately",
            vec![
                time(is_a_time_of_day),
                re(r"ca\.?|circa|zirka|ungef(ä)hr|(in )?etwa"),
            ],
            |m| stated(m, 0),
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
            "relative minutes after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("nach"), time(is_an_hour_of_day)],
            |m| past(m[2].time()?, int_value(&m[0])?),
        ),
        Rule::new(
            "relative minutes to|till|before <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("vor"), time(is_an_hour_of_day)],
            |m| before(m[2].time()?, int_value(&m[0])?),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![re("vie?rtel nach"), time(is_an_hour_of_day)],
            |m| past(m[1].time()?, 15),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![re("vie?rtel vor"), time(is_an_hour_of_day)],
            |m| before(m[1].time()?, 15),
        ),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![re("halbe? nach"), time(is_an_hour_of_day)],
            |m| past(m[1].time()?, 30),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![re("halbe? vor"), time(is_an_hour_of_day)],
            |m| before(m[1].time()?, 30),
        ),
        Rule::new(
            "half <integer> (german style hour-of-day)",
            vec![re("halb"), time(is_an_hour_of_day)],
            |m| before(m[1].time()?, 30),
        ),
        Rule::new(
            "<hour-of-day> <quarter> (as relative minutes)",
            vec![time(is_an_hour_of_day), re("vie?rtel")],
            |m| past(m[0].time()?, 15),
        ),
        Rule::new(
            "<hour-of-day> <half> (as relative minutes)",
            vec![time(is_an_hour_of_day), re("halbe?")],
            |m| past(m[0].time()?, 30),
        ),
        Rule::new("noon", vec![re("mittags?|zw(ö)lf (uhr)?")], |_| {
            Some(Token::Time(hour(false, 12)))
        }),
        Rule::new(
            "midnight|EOD|end of day",
            vec![re("mitternacht|EOD|tagesende|ende (des)? tag(es)?")],
            |_| Some(Token::Time(hour(false, 0))),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| {
                let zone = m[1].group(1)?.to_uppercase();
                in_timezone(&zone, m[0].time()?).map(Token::Time)
            },
        ),
    ]
}
