//! Cycles and durations relative to now or to a time: "la semaine prochaine", "ce mois", "les 3 derniers
//! jours", "2 semaines après", "le premier jour de mars", "dans 3 heures", "il y a 2 jours", "d'ici 2 mois",
//! "3 jours avant Noël".

use super::{int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re};
use crate::time::data::TimeData;
use crate::time::duration::DurationData;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, interval, now,
};
use crate::time::object::TimeIntervalType;

/// "<cycle> <word>" (and "le <cycle> <word>" when `article` is given): the `n`th cycle from now.
fn this_next_last(name: &'static str, article: Option<&str>, word: &str, n: i32) -> Rule {
    let (pattern, grain_at) = match article {
        Some(a) => (vec![re(a), any(Kind::TimeGrain), re(word)], 1),
        None => (vec![any(Kind::TimeGrain), re(word)], 0),
    };
    Rule::new(name, pattern, move |m| {
        tt(cycle_nth(m[grain_at].time_grain()?, n))
    })
}

/// "<n> <word> <cycle>" or "<n> <cycle> <word>" (`grain_first`): `sign * n` cycles, one at a time when `block`
/// is false, else their block from now.
fn counted(name: &'static str, word: &str, grain_first: bool, sign: i32, block: bool) -> Rule {
    let pattern = if grain_first {
        vec![integer_between(2, 9999), any(Kind::TimeGrain), re(word)]
    } else {
        vec![integer_between(2, 9999), re(word), any(Kind::TimeGrain)]
    };
    Rule::new(name, pattern, move |m| {
        let grain = m[if grain_first { 1 } else { 2 }].time_grain()?;
        let n = sign * int_value(&m[0])?;
        tt(if block {
            cycle_n(true, grain, n)
        } else {
            cycle_nth(grain, n)
        })
    })
}

/// "le <cycle> après|avant <time>": the cycle `n` after (or before) the time.
fn cycle_around(name: &'static str, word: &str, n: i32) -> Rule {
    Rule::new(
        name,
        vec![
            re("l[ea']?"),
            any(Kind::TimeGrain),
            re(word),
            any(Kind::Time),
        ],
        move |m| tt(cycle_nth_after(false, m[1].time_grain()?, n, m[3].time()?)),
    )
}

/// The duration `m[0]` applied to the time `m[2]` by `f`.
fn shifted(m: &[Matched<'_, Token>], f: fn(&DurationData, &TimeData) -> TimeData) -> Option<Token> {
    tt(f(m[0].duration()?, m[2].time()?))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "ce|dans le <cycle>",
            vec![re("(cet?t?e?s?)|(dans l[ae']? ?)"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        this_next_last(
            "<cycle> dernier",
            None,
            "derni(è|e)re?|pass(é|e)e?|pr(e|é)c(e|é)dente?|(d')? ?avant",
            -1,
        ),
        this_next_last(
            "le <cycle> dernier",
            Some("l[ae']? ?"),
            "derni(è|e)re?|pass(é|e)e?",
            -1,
        ),
        this_next_last(
            "<cycle> prochain|suivant|d'après",
            None,
            "prochaine?|suivante?|qui suit|(d')? ?apr(e|è|é)s",
            1,
        ),
        this_next_last(
            "le <cycle> prochain|suivant|d'après",
            Some("l[ae']? ?|une? ?"),
            "prochaine?|suivante?|qui suit|(d'? ?)?apr(e|è|é)s",
            1,
        ),
        counted(
            "n prochains <cycle>",
            "prochaine?s?|suivante?s?|apr(e|è|é)s",
            false,
            1,
            true,
        ),
        counted("n derniers <cycle>", "derni(e|è|é)re?s?", false, -1, true),
        counted(
            "n <cycle> après",
            "(d')? ?apr(e|è|é)s|qui sui(t|ves?)|plus tard",
            true,
            1,
            false,
        ),
        counted(
            "n <cycle> avant",
            "(d')? ?avant|plus t(o|ô)t",
            true,
            -1,
            false,
        ),
        counted(
            "n <cycle> passes|precedents",
            "pass(e|è|é)(e|è|é)?s?|pr(e|é)c(e|é)dente?s?|(d')? ?avant|plus t(o|ô)t",
            true,
            -1,
            true,
        ),
        counted(
            "n <cycle> suivants",
            "prochaine?s?|suivante?s?|apr(e|è|é)s|qui sui(t|ves?)|plus tard",
            true,
            1,
            true,
        ),
        Rule::new(
            "dernier <cycle> de <time> (latent)",
            vec![
                re("derni(e|é|è)re?"),
                any(Kind::TimeGrain),
                re("d['e]"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "le <ordinal> <cycle> de <time>",
            vec![
                re("l[ea]"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d['eu]|en"),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    int_value(&m[1])? - 1,
                    m[4].time()?,
                ))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> de <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d['eu]|en"),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[1].time_grain()?,
                    int_value(&m[0])? - 1,
                    m[3].time()?,
                ))
            },
        ),
        Rule::new(
            "le <cycle> de <time>",
            vec![
                re("l[ea]"),
                any(Kind::TimeGrain),
                re("d['eu]|en"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, 0, m[3].time()?)),
        ),
        cycle_around(
            "le <cycle> après|suivant <time>",
            "suivante?|apr(e|è|é)s",
            1,
        ),
        cycle_around(
            "le <cycle> avant|précédent <time>",
            "avant|pr(é|e)c(é|e)dent",
            -1,
        ),
        Rule::new(
            "dans <duration>",
            vec![re("dans"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "il y a <duration>",
            vec![re("il y a"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new(
            "d'ici <duration>",
            vec![re("d'ici|dans l('|es?)"), any(Kind::Duration)],
            |m| {
                tt(interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[1].duration()?),
                )?)
            },
        ),
        Rule::new(
            "<duration> avant <time>",
            vec![any(Kind::Duration), re("avant"), any(Kind::Time)],
            |m| shifted(m, duration_before),
        ),
        Rule::new(
            "<duration> apres <time>",
            vec![any(Kind::Duration), re("apr(e|è)s"), any(Kind::Time)],
            |m| shifted(m, duration_after),
        ),
    ]
}
