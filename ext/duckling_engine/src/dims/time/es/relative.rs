//! Times relative to now: "ahora", "hoy", "mañana", "hace dos horas", "en 5 minutos", "el próximo viernes",
//! "la semana que viene", "pasados 2 días", "el tercer trimestre", "el fin de semana". The cycle rules Catalan
//! shares are built by `iberian`.

use crate::dims::time::helpers::tt;
use crate::dims::time::helpers::{int_value, integer_between, ordinal_value};
use crate::dims::time::iberian::{
    cycle_before_time, cycle_next, cycle_next_of_time, cycle_past, next_cycle, next_week,
    next_week_alt, past_cycle, this_cycle,
};
use crate::dims::token::{Kind, Rule, Token, any, ordinal, re, time, time_grain};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, duration_ago, in_duration, intersect, interval,
    is_a_day_of_week, now, pred_last_of, pred_nth, today, weekend,
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
            "right now",
            vec![re(r"ahor(it)?a|ya|en\s?seguida|cuanto antes")],
            |_| tt(now()),
        ),
        Rule::new("now", vec![re("(hoy)|(en este momento)")], |_| tt(today())),
        Rule::new("tomorrow", vec![re("ma(n|ñ)ana")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("yesterday", vec![re("ayer")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new(
            "the day after tomorrow",
            vec![re(r"pasado\s?ma(n|ñ)ana")],
            |_| tt(cycle_nth(Grain::Day, 2)),
        ),
        Rule::new(
            "the day before yesterday",
            vec![re("anteayer|antes de (ayer|anoche)|antier")],
            |_| tt(cycle_nth(Grain::Day, -2)),
        ),
        Rule::new(
            "hace <duration>",
            vec![re("hace"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new("en <duration>", vec![re("en"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "dentro de <duration>",
            vec![re("dentro de"), any(Kind::Duration)],
            |m| {
                interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[1].duration()?),
                )
                .map(Token::Time)
            },
        ),
        Rule::new("ce <time>", vec![re("este"), any(Kind::Time)], |m| {
            tt(pred_nth(0, false, m[1].time()?))
        }),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("(este|pr(o|ó)ximo)"), time(is_a_day_of_week)],
            |m| {
                let dow = m[1].time()?;
                match m[0].group(1)?.to_lowercase().as_str() {
                    "este" => tt(pred_nth(0, true, dow)),
                    "próximo" | "proximo" => {
                        intersect(dow, &cycle_nth(Grain::Week, 1)).map(Token::Time)
                    }
                    _ => None,
                }
            },
        ),
        Rule::new(
            "ultimo <day-of-week> de <time>",
            vec![
                re("(ú|u)ltimo"),
                time(is_a_day_of_week),
                re("de|en"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "<named-month|named-day> next",
            vec![any(Kind::Time), re("que vienen?")],
            |m| tt(pred_nth(1, false, m[0].time()?)),
        ),
        Rule::new(
            "<named-month|named-day> past",
            vec![any(Kind::Time), re("pasad(o|a)")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new(
            "nth <time> de <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("de|en"),
                any(Kind::Time),
            ],
            |m| nth_of(ordinal_value(&m[0])?, m[1].time()?, m[3].time()?),
        ),
        Rule::new(
            "nth <time> de <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("de|en"),
                any(Kind::Time),
            ],
            |m| nth_of(ordinal_value(&m[1])?, m[2].time()?, m[4].time()?),
        ),
        Rule::new("week-end", vec![re("week[ -]?end|fin de semana")], |_| {
            tt(weekend())
        }),
    ]
}

/// The `n`th instance of `td` inside `base` ("el tercer lunes de marzo").
fn nth_of(n: i32, td: &TimeData, base: &TimeData) -> Option<Token> {
    intersect(base, td).map(|i| Token::Time(pred_nth(n - 1, false, &i)))
}

/// The words for "next" after a cycle ("la semana que viene", "los meses próximos").
const NEXT: &str = "(pr(ó|o)xim(o|a)s?|que vienen?|siguientes?)";
/// The words for "last" around a cycle ("la semana pasada", "los últimos meses").
const PAST: &str = "pasad(a|o)s?|(u|ú)ltim[ao]s?";

/// Duckling's "<ordinal> quarter <year>" is left out: its production reads the regex's token where it wants
/// the year's, so it never makes a time ("el tercer trimestre del 2015" is a quarter of this year and a year
/// there).
fn cycles() -> Vec<Rule> {
    vec![
        next_cycle("(el|los|la|las) ?", "pr(ó|o)xim(o|a)s?|siguientes?"),
        cycle_next("(el|los|la|las) ?", NEXT),
        cycle_next_of_time("(el|los|la|las)", NEXT),
        cycle_before_time("l[ea']? ?", "antes de"),
        cycle_past("(el|los|la|las) ?", PAST),
        past_cycle("(el|los|la|las) ?", PAST),
        this_cycle("(est(e|a|os)|en (el|los|la|las) ?)"),
        Rule::new(
            "n pasados <cycle>",
            vec![
                integer_between(2, 9999),
                re("pasad(a|o)s?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[0])?)),
        ),
        Rule::new(
            "pasados n <cycle>",
            vec![
                re("pasad(a|o)s?"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
        Rule::new(
            "proximas n <cycle>",
            vec![
                re("pr(ó|o)xim(o|a)s?"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "n proximas <cycle>",
            vec![
                integer_between(2, 9999),
                re("pr(ó|o)xim(o|a)s?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[0])?)),
        ),
        Rule::new(
            "n <cycle> (proximo|que viene)",
            vec![integer_between(2, 9999), any(Kind::TimeGrain), re(NEXT)],
            |m| tt(cycle_n(true, m[1].time_grain()?, int_value(&m[0])?)),
        ),
        next_week("que viene"),
        next_week_alt("pr(ó|o)xim(o|a)s?|siguientes?"),
        Rule::new(
            "<ordinal> quarter",
            vec![ordinal(|_| true), time_grain(|g| g == Grain::Quarter)],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    ordinal_value(&m[0])? - 1,
                    &year,
                ))
            },
        ),
    ]
}
