//! Clock times: "15h", "15:30", "3 heures et quart", "midi moins le quart", "8 heures 20 minutes", "à 4h",
//! "15h CET".

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{hours_of, integer_between};
use crate::dims::time::helpers::{in_zone, zone_after_time};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, is_a_time_of_day, is_an_hour_of_day, is_not_latent, minutes_before,
    mk_latent, not_latent,
};

/// The hour of `m[0]` (a clock time of a whole hour) with `minutes`, keeping its 12-hour reading.
fn at_minutes(m: &[Matched<'_, Token>], minutes: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m[0].time()?)?;
    tt(hour_minute(is_12h, hours, minutes))
}

fn explicit_hour(td: &TimeData) -> bool {
    is_not_latent(td) && is_an_hour_of_day(td)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            tt(mk_latent(hour(n < 12, n)))
        }),
        Rule::new(
            "hh(:|h)mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:h]([0-5]\d)")],
            |m| {
                let h = group_int(&m[0], 1)?;
                tt(hour_minute(h < 12, h, group_int(&m[0], 2)?))
            },
        ),
        Rule::new(
            "hhmm (military time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                tt(mk_latent(hour_minute(
                    false,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                )))
            },
        ),
        Rule::new(
            "<time-of-day> heures",
            vec![time(is_a_time_of_day), re(r"h\.?(eure)?s?")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "à|vers <time-of-day>",
            vec![
                re("(vers|autour de|(a|à) environ|aux alentours de|(a|à))"),
                time(|t| is_a_time_of_day(t) && is_not_latent(t)),
            ],
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new(
            "<hour-of-day> et quart",
            vec![time(is_an_hour_of_day), re("(et )?quart")],
            |m| at_minutes(m, 15),
        ),
        Rule::new(
            "<hour-of-day> et demi",
            vec![time(is_an_hour_of_day), re("et demie?")],
            |m| at_minutes(m, 30),
        ),
        Rule::new(
            "<hour-of-day> et trois quarts",
            vec![time(is_an_hour_of_day), re("(et )?(3|trois) quarts?")],
            |m| at_minutes(m, 45),
        ),
        Rule::new(
            "<hour-of-day> et|passé de <number>",
            vec![
                time(is_an_hour_of_day),
                re("et|(pass(é|e)e? de)"),
                integer_between(1, 59),
            ],
            |m| at_minutes(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> et|passé de <number> minutes",
            vec![
                time(is_an_hour_of_day),
                re("et|(pass(é|e)e? de)"),
                integer_between(1, 59),
                re(r"min\.?(ute)?s?"),
            ],
            |m| at_minutes(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|t| explicit_hour(t) && t.direction.is_none()),
                integer_between(1, 59),
            ],
            |m| at_minutes(m, int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> minutes",
            vec![
                time(explicit_hour),
                integer_between(1, 59),
                re(r"min\.?(ute)?s?"),
            ],
            |m| at_minutes(m, int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> moins <integer> (as relative minutes)",
            vec![
                time(is_an_hour_of_day),
                re("moins( le)?"),
                integer_between(1, 59),
            ],
            |m| tt(minutes_before(int_value(&m[2])?, m[0].time()?)?),
        ),
        Rule::new(
            "<hour-of-day> moins quart",
            vec![time(is_an_hour_of_day), re("moins( le)? quart")],
            |m| tt(minutes_before(15, m[0].time()?)?),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(&zone_after_time()),
            ],
            |m| tt(in_zone(&m[1], m[0].time()?)?),
        ),
    ]
}
