//! Times of day: "полдень", "15:30", "в 3 часа", "3 30", "1530", with a zone ("15:00 MSK"), and the parts of
//! the day ("утром", "в обед", "этим вечером", "завтра вечером").

use super::{Words, group_int, int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::zone_after_time;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::Form;
use crate::time::helpers::{
    hour, hour_minute, in_timezone, intersect, interval, is_a_part_of_day, is_a_time_of_day,
    is_an_hour_of_day, is_not_latent, mk_latent, not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// A latent part of the day from hour `from` to hour `to` (Duckling's morning, lunch, evening …).
fn latent_part(from: i32, to: i32) -> Option<Token> {
    let hours = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(mk_latent(part_of_day(hours)))
}

pub(super) fn rules(w: &Words) -> Vec<Rule> {
    let mut all = vec![
        Rule::new("afternoon", vec![re(w.afternoon)], |_| latent_part(12, 19)),
        Rule::new(
            "at <time-of-day>",
            vec![re(w.at), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new("evening", vec![re(w.evening)], |_| latent_part(18, 0)),
        Rule::new("hh:mm", vec![re(w.hh_mm)], |m| {
            tt(hour_minute(
                false,
                group_int(&m[0], 1)?,
                group_int(&m[0], 2)?,
            ))
        }),
        Rule::new(
            "hhmm (military)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mi) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, mi)))
            },
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| match m[0].time()?.form {
                Some(Form::TimeOfDay {
                    hours: Some(h),
                    is_12h,
                }) => tt(hour_minute(is_12h, h, int_value(&m[1])?)),
                _ => None,
            },
        ),
        Rule::new("lunch", vec![re(w.lunch)], |_| latent_part(12, 14)),
        Rule::new("midnight|EOD|end of day", vec![re(w.end_of_day)], |_| {
            tt(hour(false, 0))
        }),
        Rule::new("morning", vec![re(w.morning)], |_| latent_part(3, 12)),
        Rule::new("night", vec![re(w.night)], |_| latent_part(0, 4)),
        Rule::new("noon", vec![re(w.noon)], |_| tt(hour(false, 12))),
        Rule::new(
            "<part-of-day> of <time>",
            vec![time(is_a_part_of_day), any(Kind::Time)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re(w.this), time(is_a_part_of_day)],
            |m| tt(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            tt(mk_latent(hour(n < 12, n)))
        }),
        Rule::new(
            "<time-of-day>  o'clock",
            vec![time(is_a_time_of_day), re(w.o_clock)],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| in_timezone(&m[1].group(1)?.to_uppercase(), m[0].time()?).map(Token::Time),
        ),
    ];
    all.extend(
        w.midnight
            .map(|words| Rule::new("midnight", vec![re(words)], |_| tt(hour(false, 0)))),
    );
    all
}
