//! Times of day and parts of the day: "às tres e quinze", "15h30", "quinze para o meio dia", "às 3 pm", "as
//! quatro CET", "amanhã à noite", "segunda de manhã": ruleTimeofdayLatent … ruleTimezone, ruleMorning ….

use super::{int, number, tt};
use crate::dims::time::helpers::zone_after_time;
use crate::dims::time::helpers::{hours_of, integer_between};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    hour, hour_minute, in_timezone, intersect, interval, is_a_part_of_day, is_a_time_of_day,
    is_an_hour_of_day, is_grain_finer_than, is_not_latent, minutes_before, mk_latent, not_latent,
    part_of_day, time_of_day_ampm, today,
};
use crate::time::object::TimeIntervalType;

/// "para as": the words between minutes and the hour they come before.
const TO: &str = "para ((o|a|à)s?)?";

/// The words for minutes after a count.
const MINUTES: &str = r"min\.?(uto)?s?";

/// A latent part of the day from one hour to another (Duckling's `mkLatent . partOfDay <$> interval Open`).
fn part(from: i32, to: i32) -> Option<TimeData> {
    interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))
        .map(|td| mk_latent(part_of_day(td)))
}

/// `td` within the part of the day from `from` to `to`.
fn during(td: &TimeData, from: i32, to: i32) -> Option<Token> {
    intersect(td, &part(from, to)?).map(Token::Time)
}

/// The hour `m` holds, `n` minutes past it (Duckling matches the hour's form in each of these rules).
fn past(m: &Matched<'_, Token>, n: i32) -> Option<Token> {
    let (hours, is_12h) = hours_of(m.time()?)?;
    tt(hour_minute(is_12h, hours, n))
}

fn hour_not_latent(td: &TimeData) -> bool {
    is_not_latent(td) && is_an_hour_of_day(td)
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut rules = vec![
        Rule::new(
            "às <hour-min>(time-of-day)",
            vec![re("(à|a)s?"), time(is_a_time_of_day), re("horas?")],
            |m| m[1].token().cloned(),
        ),
        Rule::new(
            "de <datetime> - <datetime> (interval)",
            vec![
                re("de?"),
                time(is_a_time_of_day),
                re(r"\-|até( ao?)?|ao?"),
                time(is_a_time_of_day),
            ],
            |m| interval(TimeIntervalType::Closed, m[1].time()?, m[3].time()?).map(Token::Time),
        ),
        Rule::new("evening", vec![re("noite")], |_| tt(part(18, 0)?)),
        Rule::new(
            "<dim time> da madrugada",
            vec![any(Kind::Time), re("(da|na|pela) madruga(da)?")],
            |m| during(m[0].time()?, 1, 4),
        ),
        Rule::new(
            "hh(:|.|h)mm (time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))[:h\.]([0-5]\d)")],
            |m| tt(hour_minute(true, int(m[0].group(1))?, int(m[0].group(2))?)),
        ),
        Rule::new(
            "às <hour-min> <time-of-day>",
            vec![
                re("[àa]s"),
                time(is_not_latent),
                re("da"),
                time(is_a_time_of_day),
            ],
            |m| intersect(m[1].time()?, m[3].time()?).map(Token::Time),
        ),
        Rule::new("noon", vec![re(r"meio[\s\-]?dia")], |_| tt(hour(false, 12))),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![time(hour_not_latent), integer_between(1, 59)],
            |m| past(&m[0], number(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes>",
            vec![time(is_an_hour_of_day), re("e"), integer_between(1, 59)],
            |m| past(&m[0], number(&m[2])?),
        ),
        Rule::new(
            "<integer> para as <hour-of-day> (as relative minutes)",
            vec![integer_between(1, 59), re(TO), time(is_an_hour_of_day)],
            |m| minutes_before(number(&m[0])?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes) minutos",
            vec![time(hour_not_latent), integer_between(1, 59), re(MINUTES)],
            |m| past(&m[0], number(&m[1])?),
        ),
        Rule::new(
            "<hour-of-day> and <relative minutes> minutos",
            vec![
                time(is_an_hour_of_day),
                re("e"),
                integer_between(1, 59),
                re(MINUTES),
            ],
            |m| past(&m[0], number(&m[2])?),
        ),
        Rule::new(
            "<integer> minutos para as <hour-of-day> (as relative minutes)",
            vec![
                integer_between(1, 59),
                re(MINUTES),
                re(TO),
                time(is_an_hour_of_day),
            ],
            |m| minutes_before(number(&m[0])?, m[3].time()?).map(Token::Time),
        ),
        Rule::new(
            "in the <part-of-day>",
            vec![re("(de|pela|a|à)"), time(is_a_part_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<part-of-day> dessa semana",
            vec![time(is_not_latent), re("(d?es[ts]a semana)|agora")],
            |m| tt(part_of_day(intersect(&today(), m[0].time()?)?)),
        ),
        Rule::new("afternoon", vec![re("tarde")], |_| tt(part(12, 19)?)),
        Rule::new(
            "<dim time> da manha",
            vec![
                time(|td| is_grain_finer_than(Grain::Year, td)),
                re("(da|na|pela) manh(ã|a)"),
            ],
            |m| during(m[0].time()?, 4, 12),
        ),
        Rule::new("midnight", vec![re(r"meia[\s\-]?noite")], |_| {
            tt(hour(false, 0))
        }),
        Rule::new("time-of-day (latent)", vec![integer_between(0, 23)], |m| {
            tt(mk_latent(hour(true, number(&m[0])?)))
        }),
        Rule::new(
            "amanhã pela <part-of-day>",
            vec![
                any(Kind::Time),
                re("(da|na|pela|a)"),
                time(is_a_part_of_day),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "hhmm (military time-of-day)",
            vec![re(r"((?:[01]?\d)|(?:2[0-3]))([0-5]\d)")],
            |m| {
                let (h, mm) = (int(m[0].group(1))?, int(m[0].group(2))?);
                tt(mk_latent(hour_minute(false, h, mm)))
            },
        ),
        Rule::new(
            "<time-of-day> <part-of-day>",
            vec![any(Kind::Time), re("(da|na|pela)"), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "às <time-of-day>",
            vec![re("(à|a)s?"), time(is_a_time_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<dim time> da tarde",
            vec![any(Kind::Time), re("(da|na|pela) tarde")],
            |m| during(m[0].time()?, 12, 18),
        ),
        Rule::new(
            "<day-of-week> às <hour-min>",
            vec![
                time(is_a_time_of_day),
                re("(à|a)s"),
                time(is_not_latent),
                re("da|pela"),
                time(is_a_time_of_day),
            ],
            |m| {
                let td = intersect(m[0].time()?, m[2].time()?)?;
                intersect(&td, m[4].time()?).map(Token::Time)
            },
        ),
        Rule::new(
            "<time-of-day> horas",
            vec![time(is_a_time_of_day), re(r"h\.?(ora)?s?")],
            |m| tt(not_latent(m[0].time()?.clone())),
        ),
        Rule::new("morning", vec![re("manh(ã|a)")], |_| tt(part(4, 12)?)),
        Rule::new(
            "this <part-of-day>",
            vec![re("es[ts]a"), time(is_a_part_of_day)],
            |m| tt(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "<time-of-day> am|pm",
            vec![time(is_a_time_of_day), re(r"([ap])\.?m?\.?")],
            |m| {
                let is_am = m[1].group(1)?.eq_ignore_ascii_case("a");
                tt(time_of_day_ampm(is_am, m[0].time()?))
            },
        ),
        Rule::new(
            "<time> timezone",
            vec![time(is_a_time_of_day), re(&zone_after_time())],
            |m| in_timezone(&m[1].group(1)?.to_uppercase(), m[0].time()?).map(Token::Time),
        ),
    ];
    // The fixed fractions of an hour: "<hour> quinze", "<hour> e quinze", "quinze para as <hour>".
    for (minutes, words, names) in [
        (
            15,
            "quinze",
            [
                "<hour-of-day> quarter (as relative minutes)",
                "<hour-of-day> and quinze",
                "quinze para as <hour-of-day> (as relative minutes)",
            ],
        ),
        (
            30,
            "(meia|trinta)",
            [
                "<hour-of-day> half (as relative minutes)",
                "<hour-of-day> and half",
                "half para as <hour-of-day> (as relative minutes)",
            ],
        ),
        (
            45,
            "quarenta e cinco",
            [
                "<hour-of-day> 3/4 (as relative minutes)",
                "<hour-of-day> and 3/4",
                "3/4 para as <hour-of-day> (as relative minutes)",
            ],
        ),
    ] {
        rules.push(Rule::new(
            names[0],
            vec![time(is_an_hour_of_day), re(words)],
            move |m| past(&m[0], minutes),
        ));
        rules.push(Rule::new(
            names[1],
            vec![time(is_an_hour_of_day), re(&format!("e {words}"))],
            move |m| past(&m[0], minutes),
        ));
        rules.push(Rule::new(
            names[2],
            vec![re(&format!("{words} {TO}")), time(is_an_hour_of_day)],
            move |m| minutes_before(minutes, m[1].time()?).map(Token::Time),
        ));
    }
    rules
}
