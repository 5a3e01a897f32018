//! Clock times: "kl. 15", "15:20", "15h", "kvart over 15", "20 over 15", "kvart i 12", "ca. kl. 15",
//! "kl. 17 præcis", "middag", "midnat", "kl. 16 CET": ruleTimeofdayLatent … ruleTimezone.
//!
//! The minutes past an hour keep the hour's own 12- or 24-hour reading (Duckling's `hourMinute is12H
//! hours n`), where Swedish and Norwegian always read them on a 12-hour clock: those rules are Danish's own.

use super::tt;
use crate::dims::time::helpers::{an_hour, get_int_value, hours_of, integer_between};
use crate::dims::time::scandinavian::clock as shared;
use crate::dims::token::{Matched, Rule, Token, re, time};
use crate::time::helpers::{hour_minute, is_an_hour_of_day, is_not_latent};

/// "(et|ét)? ?kvart(er)?": a quarter of an hour.
const QUARTER: &str = "(et|ét)? ?kvart(er)?";

/// `minutes` past the hour of item `i`, as Duckling's `hourMinute is12H hours`.
fn past(m: &[Matched<'_, Token>], i: usize, minutes: i32) -> Option<Token> {
    let (h, is_12h) = hours_of(m[i].time()?)?;
    tt(hour_minute(is_12h, h, minutes))
}

/// The rule `name`: `words`, then an hour, `minutes` past it.
fn past_hour(name: &'static str, words: &str, minutes: i32) -> Rule {
    Rule::new(name, vec![re(words), an_hour()], move |m| {
        past(m, 1, minutes)
    })
}

/// The rule `name`: an hour, then `words`, `minutes` past it.
fn hour_and(name: &'static str, words: &str, minutes: i32) -> Rule {
    Rule::new(name, vec![an_hour(), re(words)], move |m| {
        past(m, 0, minutes)
    })
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::about(r"(omkring|cirka|ca\.)( klokken| kl\.?)?"),
        shared::at(r"klokken|kl\.?|@"),
        shared::exactly(r"pr(æ)cis( klokken| kl\.?)?"),
        shared::hh_mm(),
        shared::hh_mm_ss(),
        Rule::new(
            "<hour-of-day> <integer> (as relative minutes)",
            vec![
                time(|td| is_not_latent(td) && is_an_hour_of_day(td)),
                integer_between(1, 59),
            ],
            |m| past(m, 0, get_int_value(&m[1])?),
        ),
        shared::midnight("midnat|EOD"),
        shared::noon(r"middag|(kl(\.|okken)?)? tolv"),
        Rule::new(
            "relative minutes after|past <integer> (hour-of-day)",
            vec![integer_between(1, 59), re("over"), an_hour()],
            |m| past(m, 2, get_int_value(&m[0])?),
        ),
        shared::minutes_to_hour("i"),
        shared::approximately(r"(cirka|ca\.|-?ish)"),
        shared::latent_hour(),
        shared::oclock("h"),
        shared::sharp("(sharp|pr(æ)cis)"),
        shared::quarter_to_hour(&format!("{QUARTER} i")),
        shared::half_to_hour("halv time i"),
        past_hour(
            "quarter after|past <integer> (hour-of-day)",
            &format!("{QUARTER} over"),
            15,
        ),
        past_hour(
            "half after|past <integer> (hour-of-day)",
            "halv time over",
            30,
        ),
        hour_and("<hour-of-day> quarter (as relative minutes)", QUARTER, 15),
        hour_and("<hour-of-day> half (as relative minutes)", "halv time", 30),
        shared::timezone(),
    ]
}
