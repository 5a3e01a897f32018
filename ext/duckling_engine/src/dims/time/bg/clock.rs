//! Clock times and parts of the day: "в 3", "3 часа", "3:18 сутринта", "20ч30", "4 и половина", "5 без
//! четвърт", "обед", "тази вечер", "снощи", "около 4", zones ("15:00 CET").
//!
//! Duckling's "hhhmm" and "hhmm (latent)" regexes look around their match, which Rust's `regex` cannot: the
//! productions check the characters around it, as English does.

use super::{group_int, int_value, tt};
use crate::dims::numeral::helpers::lookup;
use crate::dims::time::en::time_of_day::{after_match, before_match, starts_with_digit};
use crate::dims::time::helpers::{
    TIMEZONE_NAME, a_time_of_day, an_hour, hours_of, in_zone, integer_between, zone_after_time,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::duration::duration;
use crate::time::helpers::{
    duration_before, has_no_timezone, hour, hour_minute, hour_minute_second, intersect, interval,
    is_a_part_of_day, is_a_time_of_day, is_grain_finer_than, is_not_latent, minutes_after,
    minutes_before, mk_latent, not_latent, part_of_day, time_of_day_ampm, today,
};
use crate::time::object::TimeIntervalType;

/// The clock time `m` holds, no longer latent.
fn plain(m: &Matched<'_, Token>) -> Option<Token> {
    tt(not_latent(m.time()?.clone()))
}

/// `minutes` past the hour `m` holds, as written (Duckling's `hourMinute is12H hours n`).
fn past(m: &Matched<'_, Token>, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(m.time()?)?;
    tt(hour_minute(is_12h, h, minutes))
}

/// From hour `start` to hour `end` of today, a part of the day.
fn today_between(start: i32, end: i32) -> Option<Token> {
    let td = interval(
        TimeIntervalType::Open,
        &hour(false, start),
        &hour(false, end),
    )?;
    tt(part_of_day(not_latent(intersect(&today(), &td)?)))
}

/// The hours each word of "part of days" spans; "следобед" and "по обед" in all their spellings are the
/// afternoon, 12 to 19, unless listed.
const PARTS_OF_DAY: [(&str, (i32, i32)); 11] = [
    ("сутрин", (4, 12)),
    ("сутринта", (4, 12)),
    ("вечер", (18, 0)),
    ("вечерта", (18, 0)),
    ("нощ", (0, 4)),
    ("нощта", (0, 4)),
    ("през нощта", (0, 4)),
    ("обед", (12, 14)),
    ("по обед", (12, 14)),
    ("обяд", (12, 14)),
    ("по обяд", (12, 14)),
];

pub(super) fn rules() -> Vec<Rule> {
    let zone = || time(|t| is_not_latent(t) && is_a_time_of_day(t) && has_no_timezone(t));
    vec![
        Rule::new("last night", vec![re("(късно )?снощи")], |m| {
            let late = m[0].group(1).is_some_and(|g| g.to_lowercase() == "късно ");
            let start = duration_before(&duration(Grain::Hour, if late { 3 } else { 6 }), &today());
            let td = interval(TimeIntervalType::Open, &start, &today())?;
            tt(part_of_day(not_latent(td)))
        }),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let n = int_value(&m[0])?;
            tt(mk_latent(hour(n < 13, n)))
        }),
        Rule::new("at <time-of-day>", vec![re("в"), a_time_of_day()], |m| {
            plain(&m[1])
        }),
        Rule::new(
            "<time-of-day> o'clock",
            vec![a_time_of_day(), re("часа")],
            |m| plain(&m[0]),
        ),
        Rule::new(
            "<time-of-day> am",
            vec![a_time_of_day(), re("сутрин(та)?")],
            |m| tt(time_of_day_ampm(true, m[0].time()?)),
        ),
        Rule::new(
            "<time-of-day> pm",
            vec![a_time_of_day(), re("вечер(та)?|след об(е|я)д")],
            |m| tt(time_of_day_ampm(false, m[0].time()?)),
        ),
        shared_rules::hh_mm(),
        // Duckling: `(?<!/)((?:[01]?\d)|(?:2[0-3]))ч(([0-5]\d)|(?!\d))`.
        Rule::new(
            "hhhmm",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))ч([0-5]\d)?")],
            |m| {
                let minutes = m[0].group(2);
                if before_match(&m[0]).ends_with('/')
                    || (minutes.is_none() && starts_with_digit(after_match(&m[0])))
                {
                    return None;
                }
                let minutes = minutes.map_or(Some(0), |_| group_int(&m[0], 2))?;
                tt(hour_minute(false, group_int(&m[0], 1)?, minutes))
            },
        ),
        // Duckling: `((?:[01]?\d)|(?:2[0-3]))([0-5]\d)(?!.\d)`.
        Rule::new(
            "hhmm (latent)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let mut after = after_match(&m[0]).chars();
                if let (Some(c), Some(d)) = (after.next(), after.next())
                    && c != '\n'
                    && d.is_ascii_digit()
                {
                    return None;
                }
                let (h, min) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(mk_latent(hour_minute(false, h, min)))
            },
        ),
        Rule::new(
            "hh:mm:ss",
            vec![re(r"((?:[01]?\d)|(?:2[0-3])):([0-5]\d):([0-5]\d)")],
            |m| {
                let (h, min) = (group_int(&m[0], 1)?, group_int(&m[0], 2)?);
                tt(hour_minute_second(false, h, min, group_int(&m[0], 3)?))
            },
        ),
        Rule::new(
            "<hour-of-day> <integer>",
            vec![an_hour(), integer_between(1, 59)],
            |m| {
                let td = m[0].time()?;
                let (h, is_12h) = hours_of(td)?;
                let hm = hour_minute(is_12h, h, int_value(&m[1])?);
                tt(if td.latent { mk_latent(hm) } else { hm })
            },
        ),
        Rule::new(
            "<hour-of-day> half",
            vec![an_hour(), re("и половина")],
            |m| past(&m[0], 30),
        ),
        Rule::new(
            "<hour-of-day> quarter",
            vec![an_hour(), re("и (четвърт|(петнайсе(т)?))")],
            |m| past(&m[0], 15),
        ),
        Rule::new(
            "<integer> to|till|before <hour-of-day>",
            vec![an_hour(), re("без"), integer_between(1, 59)],
            |m| tt(minutes_before(int_value(&m[2])?, m[0].time()?)?),
        ),
        Rule::new(
            "quarter to|till|before <hour-of-day>",
            vec![an_hour(), re("без (четвърт|(петнайсе(т)?))")],
            |m| tt(minutes_before(15, m[0].time()?)?),
        ),
        Rule::new(
            "integer after|past <hour-of-day>",
            vec![an_hour(), re("и"), integer_between(1, 59)],
            |m| tt(minutes_after(int_value(&m[2])?, m[0].time()?)?),
        ),
        Rule::new(
            "noon|midnight|EOD|end of day",
            vec![re("(обед|обяд|полунощ|((в )?(края на деня)))")],
            |m| {
                let word = m[0].group(1)?.to_lowercase();
                tt(hour(
                    false,
                    if word == "обед" || word == "обяд" {
                        12
                    } else {
                        0
                    },
                ))
            },
        ),
        Rule::new(
            "part of days",
            vec![re(
                "(сутрин(та)?|(по|след) ?об(е|я)д|вечер(та)?|(през )?нощ(та)?)",
            )],
            |m| {
                let word = m[0].group(1)?;
                let (start, end) = lookup(&PARTS_OF_DAY, word).unwrap_or((12, 19));
                let td = interval(
                    TimeIntervalType::Open,
                    &hour(false, start),
                    &hour(false, end),
                )?;
                tt(part_of_day(mk_latent(td)))
            },
        ),
        Rule::new(
            "early morning",
            vec![re("рано сутрин(та)?")],
            |_| {
                let td = interval(TimeIntervalType::Open, &hour(false, 4), &hour(false, 9))?;
                tt(part_of_day(mk_latent(td)))
            },
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("(т(о|а)зи)"), time(is_a_part_of_day)],
            |m| tt(part_of_day(not_latent(intersect(&today(), m[1].time()?)?))),
        ),
        Rule::new(
            "tonight",
            vec![re("(късно )?вечер(та)?")],
            |m| {
                let late = m[0].group(1).is_some_and(|g| g.to_lowercase() == "късно ");
                today_between(if late { 21 } else { 18 }, 0)
            },
        ),
        Rule::new(
            "after lunch/work/school",
            vec![re(r"след[\s*]?((об(е|я)д)|работа|училище)")],
            |m| match m[0].group(1)?.to_lowercase().as_str() {
                "обед" | "обяд" => today_between(13, 17),
                "работа" => today_between(17, 21),
                "училище" => today_between(15, 21),
                _ => None,
            },
        ),
        // Since part of days are latent, general time intersection is blocked.
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| tt(intersect(m[1].time()?, m[0].time()?)?),
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![time(is_a_part_of_day), re("на"), any(Kind::Time)],
            |m| tt(intersect(m[0].time()?, m[2].time()?)?),
        ),
        Rule::new(
            "<time-of-day> sharp|exactly",
            vec![re("(в )?точно( в )?"), a_time_of_day()],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![re("около"), time(|t| is_grain_finer_than(Grain::Year, t))],
            |m| plain(&m[1]),
        ),
        Rule::new(
            "<time> timezone",
            vec![zone(), re(&zone_after_time())],
            |m| tt(in_zone(&m[1], m[0].time()?)?),
        ),
        Rule::new(
            "<time> (timezone)",
            vec![zone(), re(&format!(r"\(({TIMEZONE_NAME})\)"))],
            |m| tt(in_zone(&m[1], m[0].time()?)?),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval) timezone",
            vec![
                time(|t| is_a_time_of_day(t) && has_no_timezone(t)),
                re(r"\-|до"),
                time(|t| is_a_time_of_day(t) && has_no_timezone(t)),
                re(&zone_after_time()),
            ],
            |m| {
                let from = in_zone(&m[3], m[0].time()?)?;
                let to = in_zone(&m[3], m[2].time()?)?;
                tt(interval(TimeIntervalType::Closed, &from, &to)?)
            },
        ),
    ]
}
