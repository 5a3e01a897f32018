//! Times relative to now or to another time, and intersections: "amanhã", "semana que vem", "passados 2
//! dias", "em 2 minutos", "faz tres semanas", "domingo passado", "terceiro mês de 2017", "último trimestre
//! 2015", "depois do meio dia": ruleNow … ruleLastCycleTime, ruleIntersect ….

use super::{int_value, number, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time, time_grain};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_ago, in_duration, intersect,
    interval, is_a_day_of_week, is_grain_of_time, is_not_latent, not_latent, now, pred_nth, today,
    weekend, with_direction,
};
use crate::time::object::TimeIntervalType;

/// The words for "last" before a count or a cycle.
const PAST: &str = "(passad|[úu]ltim)[ao]s?|anterior(es)?";

/// The words for "next".
const NEXT: &str = "pr(ó|o)xim(o|a)s?";

/// The `n` periods of `m[grain]` from now, counted back when `back`; `n` the number item `m[count]`.
fn cycles(m: &[Matched<'_, Token>], count: usize, grain: usize, back: bool) -> Option<Token> {
    let n = number(&m[count])?;
    tt(cycle_n(
        true,
        m[grain].time_grain()?,
        if back { -n } else { n },
    ))
}

/// The `n`th (from 1) period `m[grain]` after the start of `td` (Duckling's `cycleNthAfter True`).
fn nth_cycle(m: &[Matched<'_, Token>], nth: usize, grain: Grain, td: &TimeData) -> Option<Token> {
    let n = int_value(&m[nth])?.checked_sub(1)?;
    tt(cycle_nth_after(true, grain, n, td))
}

fn is_quarter(g: Grain) -> bool {
    g == Grain::Quarter
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "the day after tomorrow",
            vec![re("depois de amanh(ã|a)")],
            |_| tt(cycle_nth(Grain::Day, 2)),
        ),
        Rule::new(
            "n[ao] <date>",
            vec![re("n[ao]"), time(|td| is_grain_of_time(Grain::Day, td))],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "intersect by `da` or `de`",
            vec![any(Kind::Time), re("d[ae]"), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "passados n <cycle>",
            vec![
                re("(passad|[úu]ltim)[ao]s?"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 1, 2, true),
        ),
        Rule::new(
            "last <time>",
            vec![re("[úu]ltim[ao]s?"), any(Kind::Time)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new("now", vec![re("(hoje)|(neste|nesse) momento")], |_| {
            tt(today())
        }),
        Rule::new(
            "proximo <cycle> ",
            vec![re(NEXT), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "<cycle> antes de <time>",
            vec![any(Kind::TimeGrain), re("antes d[eo]"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[0].time_grain()?, -1, m[2].time()?)),
        ),
        Rule::new(
            "este <cycle>",
            vec![re("(n?es[st](es?|as?))"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "<cycle> actual",
            vec![any(Kind::TimeGrain), re("ac?tual")],
            |m| tt(cycle_nth(m[0].time_grain()?, 0)),
        ),
        Rule::new(
            "proximas n <cycle>",
            vec![re(NEXT), integer_between(2, 9999), any(Kind::TimeGrain)],
            |m| cycles(m, 1, 2, false),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("es[ts][ae]|pr(ó|o)xim[ao]"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "the day before yesterday",
            vec![re("anteontem|antes de ontem")],
            |_| tt(cycle_nth(Grain::Day, -2)),
        ),
        Rule::new(
            "depois das <time-of-day>",
            vec![
                re("(depois|ap(ó|o)s) d?((a|á|à)[so]?|os?)"),
                any(Kind::Time),
            ],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new("em <duration>", vec![re("em"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "n <cycle> (proximo|que vem)",
            vec![
                integer_between(2, 9999),
                any(Kind::TimeGrain),
                re("(pr(ó|o)xim(o|a)s?|que vem?|seguintes?)"),
            ],
            |m| cycles(m, 0, 1, false),
        ),
        Rule::new(
            "ultimo <time>",
            vec![re("(u|ú)ltimo"), any(Kind::Time)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "<named-month|named-day> past",
            vec![time(is_not_latent), re("(da semana)? passad(o|a)")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new(
            "right now",
            vec![re("agora|j(á|a)|(nesse|neste) instante")],
            |_| tt(now()),
        ),
        Rule::new(
            "fazem <duration>",
            vec![re("faz(em)?"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new(
            "<named-month|named-day> next",
            vec![
                any(Kind::Time),
                re("(da pr(o|ó)xima semana)|(da semana)? que vem"),
            ],
            |m| tt(pred_nth(1, false, m[0].time()?)),
        ),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "dentro de <duration>",
            vec![re("(dentro de)|em"), any(Kind::Duration)],
            |m| {
                interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[1].duration()?),
                )
                .map(Token::Time)
            },
        ),
        Rule::new(
            "week-end",
            vec![re("final de semana|fim de semana|fds")],
            |_| tt(weekend()),
        ),
        Rule::new(
            "<cycle> (que vem)",
            vec![any(Kind::TimeGrain), re("que vem|seguintes?")],
            |m| tt(cycle_nth(m[0].time_grain()?, 1)),
        ),
        Rule::new(
            "next <time>",
            vec![re("(d[ao]) pr(ó|o)xim[ao]s?|que vem"), time(is_not_latent)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "n passados <cycle>",
            vec![integer_between(2, 9999), re(PAST), any(Kind::TimeGrain)],
            |m| cycles(m, 0, 2, true),
        ),
        Rule::new(
            "n <cycle> passados",
            vec![integer_between(2, 9999), any(Kind::TimeGrain), re(PAST)],
            |m| cycles(m, 0, 1, true),
        ),
        Rule::new(
            "two time tokens separated by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "two time tokens separated by \",\"2",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| intersect(m[2].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "this <time>",
            vec![re("es[ts][ae]"), any(Kind::Time)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new("yesterday", vec![re("ontem")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new(
            "n <cycle> atras",
            vec![
                integer_between(2, 9999),
                any(Kind::TimeGrain),
                re("atr(a|á)s"),
            ],
            |m| cycles(m, 0, 1, true),
        ),
        Rule::new(
            "<cycle> passado",
            vec![any(Kind::TimeGrain), re("passad[ao]s?|anterior(es)?")],
            |m| tt(cycle_nth(m[0].time_grain()?, -1)),
        ),
        Rule::new(
            "passado <cycle>",
            vec![re(PAST), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "antes das <time-of-day>",
            vec![
                re("(antes|at(e|é)|n(a|ã)o mais que) (d?(o|a|à)s?)?"),
                any(Kind::Time),
            ],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "n proximas <cycle>",
            vec![integer_between(2, 9999), re(NEXT), any(Kind::TimeGrain)],
            |m| cycles(m, 0, 2, false),
        ),
        Rule::new("tomorrow", vec![re("amanh(ã|a)")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new(
            "<ordinal> <cycle> de <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[eo]|em"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0, m[1].time_grain()?, m[3].time()?),
        ),
        Rule::new(
            "<ordinal> <cycle> <time>",
            vec![any(Kind::Ordinal), any(Kind::TimeGrain), any(Kind::Time)],
            |m| nth_cycle(m, 0, m[1].time_grain()?, m[2].time()?),
        ),
        Rule::new(
            "o <ordinal> <cycle> de <time>",
            vec![
                re("o|a"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("d[eo]|em"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 1, m[2].time_grain()?, m[4].time()?),
        ),
        Rule::new(
            "<ordinal> trimestre",
            vec![any(Kind::Ordinal), time_grain(is_quarter)],
            |m| nth_cycle(m, 0, Grain::Quarter, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "o <ordinal> trimestre",
            vec![re("o|a"), any(Kind::Ordinal), time_grain(is_quarter)],
            |m| nth_cycle(m, 1, Grain::Quarter, &cycle_nth(Grain::Year, 0)),
        ),
        Rule::new(
            "<ordinal> trimestre <year>",
            vec![any(Kind::Ordinal), time_grain(is_quarter), any(Kind::Time)],
            |m| {
                let n = int_value(&m[0])?.checked_sub(1)?;
                tt(cycle_nth_after(false, Grain::Quarter, n, m[2].time()?))
            },
        ),
        Rule::new(
            "último <cycle> de <time>",
            vec![
                re("[úu]ltim[ao]s?"),
                any(Kind::TimeGrain),
                re("d[eo]|em"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "último <cycle> <time>",
            vec![re("[úu]ltim[ao]s?"), any(Kind::TimeGrain), any(Kind::Time)],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[2].time()?)),
        ),
    ]
}
