//! Times of day: "三点", "三點十五分", "三点一刻", "三点半", "三點差五分", "15:30", "3pm", "十二点过五分",
//! "三點搭二" (two times five minutes past three), "三點EST".

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::{TIMEZONE_NAME, in_zone};
use crate::dims::time::helpers::{hours_of, integer_between};
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, is_a_part_of_day, is_a_time_of_day, is_an_hour_of_day, is_not_latent,
    minutes_before, mk_latent, not_latent, time_of_day_ampm,
};

/// Duckling's `isMidnightOrNoon`: a clock time at hour 0 or 12.
fn is_midnight_or_noon(td: &TimeData) -> bool {
    hours_of(td).is_some_and(|(h, _)| h == 0 || h == 12)
}

/// The hour of `m`'s clock time with `minutes` past it, as Duckling's `hourMinute True hours n`.
fn past(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, _) = hours_of(m.time()?)?;
    tt(hour_minute(true, h, minutes))
}

/// `minutes` before `m`'s clock time.
fn before(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    minutes_before(minutes, m.time()?).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "relative minutes to|till|before <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("(点|點)差"),
                integer_between(1, 59),
            ],
            |m| before(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "relative minutes to|till|before noon|midnight",
            vec![time(is_midnight_or_noon), re("差"), integer_between(1, 59)],
            |m| before(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "relative (10-59) minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点|點"),
                integer_between(10, 59),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "relative (10-59) minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点|點"),
                integer_between(10, 59),
                re("分"),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "relative (1-9) minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点零|點零"),
                integer_between(1, 9),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "relative (1-9) minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点零|點零"),
                integer_between(1, 9),
                re("分"),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "number of 5 minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点踏|點踏|点搭|點搭"),
                integer_between(1, 11),
            ],
            |m| past(&m[0], 5 * int_value(&m[2])?),
        ),
        Rule::new(
            "number of 5 minutes after|past <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("点|點"), integer_between(1, 9)],
            |m| past(&m[0], 5 * int_value(&m[2])?),
        ),
        Rule::new(
            "number of 5 minutes after|past <integer> (hour-of-day)",
            vec![
                time(is_an_hour_of_day),
                re("点|點"),
                integer_between(1, 11),
                re("個字"),
            ],
            |m| past(&m[0], 5 * int_value(&m[2])?),
        ),
        Rule::new(
            "relative minutes after|past noon|midnight",
            vec![
                time(is_midnight_or_noon),
                re("过|過"),
                integer_between(1, 59),
            ],
            |m| past(&m[0], int_value(&m[2])?),
        ),
        Rule::new(
            "quarter to|till|before <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("(点|點)差"), re("一刻")],
            |m| before(&m[0], 15),
        ),
        Rule::new(
            "quarter to|till|before noon|midnight",
            vec![time(is_midnight_or_noon), re("差"), re("一刻")],
            |m| before(&m[0], 15),
        ),
        Rule::new(
            "quarter after|past <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("点|點"), re("一刻")],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "quarter after|past noon|midnight",
            vec![time(is_midnight_or_noon), re("过"), re("一刻")],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "half to|till|before <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("(点|點)差"), re("半")],
            |m| before(&m[0], 30),
        ),
        Rule::new(
            "half to|till|before noon|midnight",
            vec![time(is_midnight_or_noon), re("差"), re("半")],
            |m| before(&m[0], 30),
        ),
        Rule::new(
            "half after|past <integer> (hour-of-day)",
            vec![time(is_an_hour_of_day), re("(点|點)(踏|搭)?"), re("半")],
            |m| past(&m[0], 30),
        ),
        Rule::new(
            "half after|past noon|midnight",
            vec![time(is_midnight_or_noon), re("过"), re("半")],
            |m| past(&m[0], 30),
        ),
        Rule::new(
            "hh:mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3])):([0-5]\d)")],
            |m| {
                tt(hour_minute(
                    true,
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                ))
            },
        ),
        Rule::new(
            "hhmm (military time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, min) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, min)))
            },
        ),
        Rule::new(
            "<integer> (latent time-of-day)",
            vec![integer_between(0, 23)],
            |m| tt(mk_latent(hour(true, int_value(&m[0])?))),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![time(is_a_part_of_day), re("点|點")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])(\s|\.)?m?\.?")],
            |m| {
                let am = m[1].group(1)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(am, m[0].time()?))
            },
        ),
        Rule::new(
            "<time-of-day> o'clock",
            vec![time(is_a_time_of_day), re("點|点|時")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                // Duckling's `\b` is ASCII's: a Chinese character before the zone is no word character.
                re(&format!(r"(?-u:\b)({TIMEZONE_NAME})(?-u:\b)")),
            ],
            |m| in_zone(&m[1], m[0].time()?).map(Token::Time),
        ),
    ]
}
