//! Times relative to now: "ara", "avui", "demà", "abans d'ahir", "fa dues hores", "en 5 minuts", "aquest
//! dilluns", "el cap de setmana", and the hours with a name ("migdia", "mitjanit"). The cycle rules are
//! Spanish's with Catalan words (`iberian`).

use crate::dims::time::helpers::tt;
use crate::dims::time::iberian::{
    cycle_before_time, cycle_next, cycle_next_of_time, cycle_past, next_cycle, next_week,
    next_week_alt, past_cycle, this_cycle,
};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_nth, duration_ago, hour, in_duration, interval, is_a_day_of_week, now, pred_nth, today,
    weekend,
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
        cycle_next_of_time("(el|els|la|les|l') ?", "(vinents?)"),
        cycle_before_time("(el|la|l')? ?", "abans de"),
        cycle_next("(el|els|la|les|l') ?", "(vinents?)"),
        next_cycle("((el|els|la|les) )?", "proper(a|s|es)?"),
        this_cycle("(aquesta?|dins (els?|la|l'|les)?)"),
        cycle_past("(el|els|la|les|l')?", "passa(t|da|ts|des)"),
        past_cycle("(el|els|la|les) ?", "passa(ts?|da|des)|darrer(a|s|es)?"),
        next_week("vinent"),
        next_week_alt("proper(a|s|es)|següents?"),
    ]
}
