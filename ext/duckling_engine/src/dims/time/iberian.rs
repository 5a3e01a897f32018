//! The cycle rules Spanish and Catalan write alike ("la semana que viene", "el mes passat", "aquest any"):
//! Duckling's Catalan rules are its Spanish ones with Catalan words, under the Spanish names. Each such rule
//! is written here once, as a constructor named after it that takes the language's regexes; `es/relative.rs`
//! and `ca/relative.rs` list their rules in Duckling's order (the chart's first derivations and its bounds per
//! span follow that order), calling these, as the Scandinavian languages call `scandinavian/`.

use crate::dims::time::helpers::tt;
use crate::dims::token::{Kind, Rule, any, re, time_grain};
use crate::time::Grain;
use crate::time::helpers::{cycle_nth, cycle_nth_after};

/// "el proximo <cycle> ": `article`, the word for "next" `next`, a cycle ("la próxima semana").
pub(crate) fn next_cycle(article: &str, next: &str) -> Rule {
    Rule::new(
        "el proximo <cycle> ",
        vec![re(article), re(next), any(Kind::TimeGrain)],
        |m| tt(cycle_nth(m[2].time_grain()?, 1)),
    )
}

/// "el <cycle> (proximo|que viene)": `article`, a cycle, `next` ("la semana que viene").
pub(crate) fn cycle_next(article: &str, next: &str) -> Rule {
    Rule::new(
        "el <cycle> (proximo|que viene)",
        vec![re(article), any(Kind::TimeGrain), re(next)],
        |m| tt(cycle_nth(m[1].time_grain()?, 1)),
    )
}

/// "el <cycle> proximo|que viene <time>": the cycle after a time ("la semana que viene del 3 de mayo").
pub(crate) fn cycle_next_of_time(article: &str, next: &str) -> Rule {
    Rule::new(
        "el <cycle> proximo|que viene <time>",
        vec![re(article), any(Kind::TimeGrain), re(next), any(Kind::Time)],
        |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
    )
}

/// "el <cycle> antes <time>": the cycle before a time ("la semana antes de navidad").
pub(crate) fn cycle_before_time(article: &str, before: &str) -> Rule {
    Rule::new(
        "el <cycle> antes <time>",
        vec![
            re(article),
            any(Kind::TimeGrain),
            re(before),
            any(Kind::Time),
        ],
        |m| tt(cycle_nth_after(false, m[1].time_grain()?, -1, m[3].time()?)),
    )
}

/// "la <cycle> pasado": `article`, a cycle, the word for "last" `past` ("la semana pasada").
pub(crate) fn cycle_past(article: &str, past: &str) -> Rule {
    Rule::new(
        "la <cycle> pasado",
        vec![re(article), any(Kind::TimeGrain), re(past)],
        |m| tt(cycle_nth(m[1].time_grain()?, -1)),
    )
}

/// "la pasado <cycle>": `article`, `past`, a cycle ("el pasado mes").
pub(crate) fn past_cycle(article: &str, past: &str) -> Rule {
    Rule::new(
        "la pasado <cycle>",
        vec![re(article), re(past), any(Kind::TimeGrain)],
        |m| tt(cycle_nth(m[2].time_grain()?, -1)),
    )
}

/// "este|en un <cycle>": the word for "this" `this`, a cycle ("este mes").
pub(crate) fn this_cycle(this: &str) -> Rule {
    Rule::new(
        "este|en un <cycle>",
        vec![re(this), any(Kind::TimeGrain)],
        |m| tt(cycle_nth(m[1].time_grain()?, 0)),
    )
}

/// "next week": the week, then `next` ("semana que viene").
pub(crate) fn next_week(next: &str) -> Rule {
    Rule::new(
        "next week",
        vec![time_grain(|g| g == Grain::Week), re(next)],
        |_| tt(cycle_nth(Grain::Week, 1)),
    )
}

/// "next week (alt)": `next`, then the week ("próxima semana").
pub(crate) fn next_week_alt(next: &str) -> Rule {
    Rule::new(
        "next week (alt)",
        vec![re(next), time_grain(|g| g == Grain::Week)],
        |_| tt(cycle_nth(Grain::Week, 1)),
    )
}
