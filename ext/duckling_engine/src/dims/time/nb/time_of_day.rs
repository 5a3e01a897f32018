//! Times of day: "klokken 3", "15h", "3:18", "kvart over 15", "20 over 15", "halv 3", "midnatt", "16h CET":
//! ruleTimeofdayLatent … ruleTimezone.

use crate::dims::time::helpers::{an_hour, tt};
use crate::dims::time::scandinavian::clock::{self as shared, past};
use crate::dims::token::{Rule, re};
use crate::time::helpers::hour_minute;

/// "kvart over 3", "halv time over 3" in one regex: `minutes` past the hour (Swedish writes two items,
/// Danish reads the hour its own way).
fn fraction_past_hour(name: &'static str, words: &str, minutes: i32) -> Rule {
    Rule::new(name, vec![re(words), an_hour()], move |m| {
        past(m, 1, minutes)
    })
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared::about(r"(omkring|cirka|ca\.)( kl\.| klokken | klokka)?"),
        shared::at("klokken|klokka|kl.|@"),
        shared::exactly("presis( kl.| klokken | klokka)?"),
        shared::hh_mm(),
        shared::hh_mm_ss(),
        shared::hour_minutes(),
        shared::hour_quarter("(et)? ?(kvart)(er)?"),
        shared::hour_half("halv time"),
        shared::midnight("midnatt|EOD"),
        shared::noon(r"middag|(kl(\.|okken)?)? tolv"),
        shared::minutes_past_hour("over"),
        shared::minutes_to_hour("på"),
        fraction_past_hour(
            "half after|past <integer> (hour-of-day)",
            "halv time *over",
            30,
        ),
        shared::half_to_hour("halv time *på|halvtime *på|halv"),
        fraction_past_hour(
            "quarter after|past <integer> (hour-of-day)",
            "(et)? ?(kvart)(er)? *over",
            15,
        ),
        shared::quarter_to_hour("(et)? ?(kvart)(er)? *på"),
        shared::approximately(r"(cirka|ca\.|-?ish)"),
        shared::latent_hour(),
        shared::oclock("h"),
        shared::sharp("(sharp|presis)"),
        shared::timezone(),
        Rule::new("24:00", vec![re("24[.:]00")], |_| {
            tt(hour_minute(false, 24, 0))
        }),
    ]
}
