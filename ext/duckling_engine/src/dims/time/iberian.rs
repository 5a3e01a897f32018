//! The cycle and date rules Spanish and Catalan write alike ("la semana que viene", "el mes passat", "el 5
//! de mayo", "del 2013"): Duckling's Catalan rules are its Spanish ones with Catalan words, under the Spanish
//! names. Each such rule is written here once, as a constructor named after it that takes the language's
//! regexes; `relative.rs` and `dates.rs` of `es/` and `ca/` list their rules in Duckling's order (the chart's
//! first derivations and its bounds per span follow that order), calling these, as the Scandinavian
//! languages call `scandinavian/`.

use crate::dims::time::helpers::{dom_integer, dom_of, int_value, integer_between, tt};
use crate::dims::token::{Kind, Rule, any, re, time, time_grain};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_month, is_a_day_of_week, is_a_month, is_not_latent, year,
};

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

/// "day of month (1st)": the words for the first of the month ("primero", "primer").
pub(crate) fn day_of_month_first(words: &str) -> Rule {
    Rule::new("day of month (1st)", vec![re(words)], |_| {
        tt(day_of_month(1))
    })
}

/// "el <day-of-month> de <named-month>": `article`, a day, `of`, a month ("el 5 de mayo", "l'1 de març").
pub(crate) fn el_day_of_month_of_named_month(article: &str, of: &str) -> Rule {
    Rule::new(
        "el <day-of-month> de <named-month>",
        vec![re(article), dom_integer(), re(of), time(is_a_month)],
        |m| dom_of(m, 1, 3),
    )
}

/// "el <day-of-month> (non ordinal)": `article`, a number of a day ("el 15").
pub(crate) fn el_day_of_month(article: &str) -> Rule {
    Rule::new(
        "el <day-of-month> (non ordinal)",
        vec![re(article), integer_between(1, 31)],
        |m| tt(day_of_month(int_value(&m[1])?)),
    )
}

/// "dia <day-of-month> (non ordinal)": the word for "day", a number of a day ("día quince").
pub(crate) fn dia_day_of_month(day: &str) -> Rule {
    Rule::new(
        "dia <day-of-month> (non ordinal)",
        vec![re(day), integer_between(1, 31)],
        |m| tt(day_of_month(int_value(&m[1])?)),
    )
}

/// "<day-of-week> <day-of-month>": "lunes 18".
pub(crate) fn day_of_week_day_of_month() -> Rule {
    Rule::new(
        "<day-of-week> <day-of-month>",
        vec![time(is_a_day_of_week), dom_integer()],
        |m| dom_of(m, 1, 0),
    )
}

/// "<named-month> <day-of-month>": "marzo 3".
pub(crate) fn named_month_day_of_month() -> Rule {
    Rule::new(
        "<named-month> <day-of-month>",
        vec![time(is_a_month), dom_integer()],
        |m| dom_of(m, 1, 0),
    )
}

/// "del <year>": the words for "of the (year)", a year ("del 2013", "de l'any 2013").
pub(crate) fn del_year(words: &str) -> Rule {
    Rule::new(
        "del <year>",
        vec![re(words), integer_between(1000, 2100)],
        |m| tt(year(int_value(&m[1])?)),
    )
}

/// "el <time>": the article before a time that is not latent ("el lunes").
pub(crate) fn el_time(article: &str) -> Rule {
    Rule::new("el <time>", vec![re(article), time(is_not_latent)], |m| {
        tt(m[1].time()?.clone())
    })
}

/// "year (value by adding three composing numbers together)": "mil", hundreds, the rest ("mil novecientos
/// noventa").
pub(crate) fn year_of_three_numbers() -> Rule {
    Rule::new(
        "year (value by adding three composing numbers together)",
        vec![
            re("mil"),
            integer_between(100, 1000),
            integer_between(1, 100),
        ],
        |m| tt(year(1000 + int_value(&m[1])? + int_value(&m[2])?)),
    )
}
