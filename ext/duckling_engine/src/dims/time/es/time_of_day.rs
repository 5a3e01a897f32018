//! Times of day and parts of the day: "a las tres y cuarto", "las doce menos cinco", "15:30", "3 pm",
//! "a las ocho de la tarde", "mediodía", "esta noche", "a las cuatro CET".

use crate::dims::time::helpers::{hours_of, integer_between};
use crate::dims::time::helpers::{int_value, zone_after_time};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Matched;
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, in_timezone, intersect, interval, is_a_part_of_day, is_a_time_of_day,
    is_an_hour_of_day, is_not_latent, minutes_before, mk_latent, not_latent, part_of_day,
    time_of_day_ampm, today,
};
use crate::time::object::TimeIntervalType;

/// The hour of item 0 with `n` minutes past it.
fn past(m: &[Matched<'_, Token>], n: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(m[0].time()?)?;
    Some(Token::Time(hour_minute(is_12h, h, n)))
}

/// `n` minutes before the hour of item 0.
fn before(m: &[Matched<'_, Token>], n: i32) -> Option<Token> {
    minutes_before(n, m[0].time()?).map(Token::Time)
}

/// From hour `start` to hour `end` of each day, a latent part of the day.
fn part(start: i32, end: i32) -> Option<TimeData> {
    let td = interval(
        TimeIntervalType::Open,
        &hour(false, start),
        &hour(false, end),
    )?;
    Some(mk_latent(part_of_day(td)))
}

/// `td` in the part of the day from hour `start` to hour `end` ("a las tres de la tarde").
fn during(td: &TimeData, start: i32, end: i32) -> Option<Token> {
    intersect(td, &part(start, end)?).map(Token::Time)
}

/// Minutes after an hour: a number of them, or "minutos" after the number.
const MINUTES: &str = r"min\.?(uto)?s?";

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = clock();
    rules.extend(parts_of_day());
    rules
}

fn clock() -> Vec<Rule> {
    vec![
        Rule::new(
            "hh(:|.|h)mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:h\.]([0-5]\d)")],
            |m| {
                let h = m[0].group(1)?.parse().ok()?;
                let mi = m[0].group(2)?.parse().ok()?;
                Some(Token::Time(hour_minute(true, h, mi)))
            },
        ),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            let v = int_value(&m[0])?;
            Some(Token::Time(mk_latent(hour(v < 13, v))))
        }),
        Rule::new(
            "a las <hour-min>(time-of-day)",
            vec![
                re("((al?)( las?)?|las?)"),
                time(is_a_time_of_day),
                re("horas?"),
            ],
            |m| Some(m[1].token()?.clone()),
        ),
        Rule::new(
            "a las <time-of-day>",
            vec![re("((para)|(al?))( las?)?|las?"), time(is_a_time_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "<time-of-day> horas",
            vec![time(is_a_time_of_day), re(r"h\.?(ora)?s?")],
            |m| Some(Token::Time(mk_latent(m[0].time()?.clone()))),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                Some(Token::Time(time_of_day_ampm(is_am, m[0].time()?)))
            },
        ),
        Rule::new(
            "<time> timezone",
            vec![
                time(|td| is_a_time_of_day(td) && is_not_latent(td)),
                re(&zone_after_time()),
            ],
            |m| in_timezone(&m[1].group(1)?.to_uppercase(), m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<hour-of-day> minus <integer> (as relative minutes)",
            vec![
                time(is_an_hour_of_day),
                re(r"menos\s?"),
                integer_between(1, 59),
            ],
            |m| before(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> minus <integer> (as relative minutes) minutes",
            vec![
                time(is_an_hour_of_day),
                re(r"menos\s?"),
                integer_between(1, 59),
                re(MINUTES),
            ],
            |m| before(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> minus quarter (as relative minutes)",
            vec![time(is_an_hour_of_day), re(r"menos\s? cuarto")],
            |m| before(m, 15),
        ),
        Rule::new(
            "<hour-of-day> minus half (as relative minutes)",
            vec![time(is_an_hour_of_day), re(r"menos\s? media")],
            |m| before(m, 30),
        ),
        Rule::new(
            "<hour-of-day> minus three quarter (as relative minutes)",
            vec![time(is_an_hour_of_day), re(r"menos\s? (3|tres) cuartos?")],
            |m| before(m, 45),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![time(is_an_hour_of_day), integer_between(1, 59)],
            |m| past(m, int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes) minutes",
            vec![time(is_an_hour_of_day), integer_between(1, 59), re(MINUTES)],
            |m| past(m, int_value(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> quarter (as relative minutes)",
            vec![time(is_an_hour_of_day), re("cuarto")],
            |m| past(m, 15),
        ),
        Rule::new(
            "<hour-of-day> half (as relative minutes)",
            vec![time(is_an_hour_of_day), re("media")],
            |m| past(m, 30),
        ),
        Rule::new(
            "<hour-of-day> three quarters (as relative minutes)",
            vec![time(is_an_hour_of_day), re("(3|tres) cuartos?")],
            |m| past(m, 45),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes>",
            vec![time(is_an_hour_of_day), re("y"), integer_between(1, 59)],
            |m| past(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes> minutes",
            vec![
                time(is_an_hour_of_day),
                re("y"),
                integer_between(1, 59),
                re(MINUTES),
            ],
            |m| past(m, int_value(&m[2])?),
        ),
        Rule::new(
            "<hour-of-day> and quarter",
            vec![time(is_an_hour_of_day), re("y cuarto")],
            |m| past(m, 15),
        ),
        Rule::new(
            "<hour-of-day> and half",
            vec![time(is_an_hour_of_day), re("y media")],
            |m| past(m, 30),
        ),
        Rule::new(
            "<hour-of-day> and 3 quarters",
            vec![time(is_an_hour_of_day), re("y (3|tres) cuartos?")],
            |m| past(m, 45),
        ),
    ]
}

fn parts_of_day() -> Vec<Rule> {
    vec![
        Rule::new("noon", vec![re(r"medio(\s*)d(í|i)a")], |_| {
            Some(Token::Time(hour(false, 12)))
        }),
        Rule::new("midnight", vec![re("medianoche")], |_| {
            Some(Token::Time(hour(false, 0)))
        }),
        Rule::new("del mediodía", vec![re("del mediod(i|í)a")], |_| {
            part(12, 17).map(Token::Time)
        }),
        Rule::new("morning", vec![re("ma(ñ|n)ana")], |_| {
            part(4, 12).map(Token::Time)
        }),
        Rule::new("afternoon", vec![re("tarde")], |_| {
            part(12, 19).map(Token::Time)
        }),
        Rule::new("evening", vec![re("noche")], |_| {
            part(18, 0).map(Token::Time)
        }),
        Rule::new(
            "in the <part-of-day>",
            vec![re("(a|en|de|por) la"), time(is_a_part_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("est(e|a)"), time(is_a_part_of_day)],
            |m| intersect(&today(), m[1].time()?).map(|td| Token::Time(part_of_day(td))),
        ),
        Rule::new(
            "<integer> in the <part-of-day>",
            vec![
                time(is_a_part_of_day),
                re("(a|en|de|por) la"),
                any(Kind::Time),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time-of-day> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<dim time> de la tarde",
            vec![time(is_a_time_of_day), re("(a|en|de) la tarde")],
            |m| during(m[0].time()?, 12, 21),
        ),
        Rule::new(
            "<time-of-day> de la tarde",
            vec![
                time(is_an_hour_of_day),
                integer_between(1, 59),
                re("(a|en|de) la tarde"),
            ],
            |m| {
                let (h, is_12h) = hours_of(m[0].time()?)?;
                during(&hour_minute(is_12h, h, int_value(&m[1])?), 12, 21)
            },
        ),
        Rule::new(
            "<dim time> de la manana",
            vec![time(is_a_time_of_day), re("(a|en|de) la ma(ñ|n)ana")],
            |m| during(m[0].time()?, 0, 12),
        ),
    ]
}
