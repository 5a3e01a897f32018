//! Clock times ("15:30", "la 3", "3 și un sfert", "3 jumătate", "la 5 fix"), their intervals ("între 3 și
//! 5", "după 3 până la 5"), time zones, and the bounds "de la", "după", "până la".

use super::{int_value, tt};
use crate::dims::time::helpers::{
    closed, group_int, hours_of, in_zone, integer_between, zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    hour, hour_minute, hour_minute_second, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    mk_latent, not_latent, with_direction,
};

/// `minutes` past the hour that item `m` holds.
fn past_hour(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m.time()?)?;
    tt(hour_minute(is_12h, hours, minutes))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "about <time-of-day>",
            vec![
                re("(cam|aproximativ|(i|î)n jur de)"),
                time(is_a_time_of_day),
            ],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "since <time-of-day>",
            vec![re("de|din"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "after <time-of-day>",
            vec![re("dup(a|ă)"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("p(a|î)n(a|ă) ((i|î)n|la)"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("(i|î)ntre"),
                time(is_a_time_of_day),
                re("(s|ș)i"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(dup(a|ă)|(i|î)ncep(a|â)nd cu)"),
                time(is_a_time_of_day),
                re("(dar |(s|ș)i )?((i|î)nainte|p(a|â)n(a|ă) la( de)?)"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "intre <datetime> si <datetime> (interval)",
            // Duckling's regex, "înre" without its t.
            vec![
                re("(i|î)nre"),
                any(Kind::Time),
                re("(s|ș)i"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "la <time-of-day>",
            vec![re("la|@ (ora)?"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| past_hour(&m[0], int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> sfert",
            vec![time(is_an_hour_of_day), re("((s|ș)i )?(un )?sfert")],
            |m| past_hour(&m[0], 15),
        ),
        Rule::new(
            "<hour-of-day> sfert",
            vec![time(is_an_hour_of_day), re("((s|ș)i )?jum(a|ă)tate|jumate")],
            |m| past_hour(&m[0], 30),
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            tt(mk_latent(hour(true, int_value(&m[0])?)))
        }),
        Rule::new(
            "<time-of-day> fix",
            vec![time(is_a_time_of_day), re("(fix|exact)")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        shared_rules::ambiguous_hh_mm(r"((?:[01]?\d)|(?:2[0-3]))[:.]([0-5]\d)"),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(&zone_after_time()),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
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
    ]
}
