//! Times relative to now: "ara", "avui", "demà", "abans d'ahir", "fa dues hores", "en 5 minuts", "aquest
//! dilluns", "el cap de setmana", and the hours with a name ("migdia", "mitjanit").

use crate::dims::time::helpers::tt;
use crate::dims::token::{Kind, Rule, Token, any, re, time, time_grain};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, duration_ago, hour, in_duration, interval, is_a_day_of_week, now,
    pred_nth, today, weekend,
};
use crate::time::object::TimeIntervalType;

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = instants();
    rules.extend(cycles());
    rules
}

fn instants() -> Vec<Rule> {
    vec![
        Rule::new(
            "the day after tomorrow",
            vec![re("dem(a|à) passat|l'endem(a|à)|passat dem(a|à)")],
            |_| tt(cycle_nth(Grain::Day, 2)),
        ),
        Rule::new("fa <duration>", vec![re("fa"), any(Kind::Duration)], |m| {
            tt(duration_ago(m[1].duration()?))
        }),
        Rule::new("ce <time>", vec![re("aquest"), any(Kind::Time)], |m| {
            tt(pred_nth(0, false, m[1].time()?))
        }),
        Rule::new(
            "this <day-of-week>",
            vec![re("aquest"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "en <duration>",
            vec![re(r"\sen\s"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new("today", vec![re("avui")], |_| tt(today())),
        Rule::new("noon", vec![re("migdia|mig dia")], |_| tt(hour(false, 12))),
        Rule::new("the day before yesterday", vec![re("abans d'ahir")], |_| {
            tt(cycle_nth(Grain::Day, -2))
        }),
        Rule::new("midnight", vec![re("mitjanit|mitja nit")], |_| {
            tt(hour(false, 0))
        }),
        Rule::new(
            "dentro de <duration>",
            vec![re("dintre de"), any(Kind::Duration)],
            |m| {
                interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[1].duration()?),
                )
                .map(Token::Time)
            },
        ),
        Rule::new("week-end", vec![re("week[ -]?end|cap de setmana")], |_| {
            tt(weekend())
        }),
        Rule::new("yesterday", vec![re("ahir")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new(
            "right now",
            vec![re(
                "ara( mateix)?|ja|en aquests? moments?|tant aviat com puguis?",
            )],
            |_| tt(now()),
        ),
        Rule::new("tomorrow", vec![re("dem(a|à)")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
    ]
}

fn cycles() -> Vec<Rule> {
    vec![
        Rule::new(
            "el <cycle> proximo|que viene <time>",
            vec![
                re("(el|els|la|les|l') ?"),
                any(Kind::TimeGrain),
                re("(vinents?)"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
        ),
        Rule::new(
            "el <cycle> antes <time>",
            vec![
                re("(el|la|l')? ?"),
                any(Kind::TimeGrain),
                re("abans de"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, -1, m[3].time()?)),
        ),
        Rule::new(
            "el <cycle> (proximo|que viene)",
            vec![
                re("(el|els|la|les|l') ?"),
                any(Kind::TimeGrain),
                re("(vinents?)"),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "el proximo <cycle> ",
            vec![
                re("((el|els|la|les) )?"),
                re("proper(a|s|es)?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[2].time_grain()?, 1)),
        ),
        Rule::new(
            "este|en un <cycle>",
            vec![
                re("(aquesta?|dins (els?|la|l'|les)?)"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "la <cycle> pasado",
            vec![
                re("(el|els|la|les|l')?"),
                any(Kind::TimeGrain),
                re("passa(t|da|ts|des)"),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "la pasado <cycle>",
            vec![
                re("(el|els|la|les) ?"),
                re("passa(ts?|da|des)|darrer(a|s|es)?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[2].time_grain()?, -1)),
        ),
        Rule::new(
            "next week",
            vec![time_grain(|g| g == Grain::Week), re("vinent")],
            |_| tt(cycle_nth(Grain::Week, 1)),
        ),
        Rule::new(
            "next week (alt)",
            vec![
                re("proper(a|s|es)|següents?"),
                time_grain(|g| g == Grain::Week),
            ],
            |_| tt(cycle_nth(Grain::Week, 1)),
        ),
    ]
}
