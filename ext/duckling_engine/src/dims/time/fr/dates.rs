//! Days, months and years, and their combinations: "le 3", "3 mars", "lundi 18", "mardi prochain", "ce
//! mercredi", "dimanche en huit", "le 1er", "3/4/2015", "2015-04-03", "le 2e lundi de mars", "le dernier
//! week-end de mai", "le lendemain de Noël", "1990", and the intersections ("lundi 3 mars à 15h").

use super::{group_int, int_value, tt};
use crate::dims::time::helpers::dom_integer;
use crate::dims::time::helpers::integer_between;
use crate::dims::time::helpers::{
    intersect_by, intersect_not_latent, latent_year_between, year_between,
};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    cycle_nth_after, day_of_month, intersect, intersect_dom, is_a_day_of_week, is_a_month,
    is_a_time_of_day, is_grain_finer_than, is_not_latent, month_day, pred_last_of, pred_nth,
    weekend, with_direction, year, year_month_day,
};

/// The `n`th instance of the time `m[0]` counting from now (`not_immediate` as Duckling's `predNth`).
fn relative(
    name: &'static str,
    accept: fn(&TimeData) -> bool,
    word: &str,
    n: i32,
    not_immediate: bool,
) -> Rule {
    Rule::new(name, vec![time(accept), re(word)], move |m| {
        tt(pred_nth(n, not_immediate, m[0].time()?))
    })
}

/// The `n`th day of week `m[dow]` (an ordinal at `m[dow - 1]`) in each instance of `m[dow + 2]`.
fn nth_dow_of(m: &[Matched<'_, Token>], dow: usize) -> Option<Token> {
    let n = int_value(&m[dow - 1])?;
    let both = intersect(m[dow + 2].time()?, m[dow].time()?)?;
    tt(pred_nth(n - 1, false, &both))
}

/// Duckling's `isGrainCoarserThan Hour`: a day or longer.
fn is_coarser_than_hour(t: &TimeData) -> bool {
    t.grain > Grain::Hour
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<day-of-month> <named-month>",
            vec![dom_integer(), time(is_a_month)],
            |m| tt(intersect_dom(m[1].time()?, int_value(&m[0])?)?),
        ),
        Rule::new(
            "dd mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9]) (1[0-2]|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "dd mm yyyy",
            vec![re(r"(3[01]|[12]\d|0?[1-9]) (1[0-2]|0?[1-9]) (\d{2,4})")],
            |m| {
                let (d, mo, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        Rule::new(
            "dd/-mm",
            vec![re(r"(3[01]|[12]\d|0?[1-9])[/-](1[0-2]|0?[1-9])")],
            |m| tt(month_day(group_int(&m[0], 2)?, group_int(&m[0], 1)?)),
        ),
        Rule::new(
            "dd/-mm/-yyyy",
            vec![re(
                r"(3[01]|[12]\d|0?[1-9])[/-](1[0-2]|0?[1-9])[-/](\d{2,4})",
            )],
            |m| {
                let (d, mo, y) = (
                    group_int(&m[0], 1)?,
                    group_int(&m[0], 2)?,
                    group_int(&m[0], 3)?,
                );
                tt(year_month_day(y, mo, d))
            },
        ),
        shared_rules::yyyy_mm_dd(r"(\d{2,4})-(1[0-2]|0?[1-9])-(3[01]|[12]\d|0?[1-9])"),
        year_between("year", 1000, 2100),
        latent_year_between("year (latent)", 1, 999),
        latent_year_between("year (latent)", 2101, 10000),
        Rule::new(
            "DD month YY",
            vec![
                integer_between(0, 31),
                time(is_a_month),
                integer_between(32, 99),
            ],
            |m| {
                let day_month = intersect(m[1].time()?, &day_of_month(int_value(&m[0])?))?;
                tt(intersect(&day_month, &year(int_value(&m[2])?))?)
            },
        ),
        Rule::new(
            "day of month (premier)",
            vec![re(r"premier|prem\.?|1 ?er")],
            |_| tt(day_of_month(1)),
        ),
        Rule::new(
            "le <day-of-month> (non ordinal)",
            vec![re("le"), dom_integer()],
            |m| tt(day_of_month(int_value(&m[1])?)),
        ),
        Rule::new(
            "le <day-of-month> à <datetime>",
            vec![
                re("le"),
                dom_integer(),
                re("(a|à)"),
                time(|t| is_grain_finer_than(Grain::Day, t)),
            ],
            |m| tt(intersect(&day_of_month(int_value(&m[1])?), m[3].time()?)?),
        ),
        Rule::new(
            "après le <day-of-month>",
            vec![re("(apr(e|è)s le|(a|à) partir du)"), dom_integer()],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    day_of_month(int_value(&m[1])?),
                ))
            },
        ),
        Rule::new(
            "<day-of-week> <day-of-month>",
            vec![time(is_a_day_of_week), dom_integer()],
            |m| tt(intersect_dom(m[0].time()?, int_value(&m[1])?)?),
        ),
        Rule::new(
            "<day-of-week> <day-of-month> à <time-of-day>)",
            vec![
                time(is_a_day_of_week),
                dom_integer(),
                time(is_a_time_of_day),
            ],
            |m| {
                let dom = intersect_dom(m[0].time()?, int_value(&m[1])?)?;
                tt(intersect(&dom, m[2].time()?)?)
            },
        ),
        relative("<named-month> prochain", |_| true, "prochain", 1, false),
        relative(
            "<day-of-week> prochain",
            is_a_day_of_week,
            "prochain",
            0,
            true,
        ),
        relative(
            "<named-month|named-day> dernier|passé",
            is_coarser_than_hour,
            "derni(e|é|è)re?|pass(é|e)e?",
            -1,
            false,
        ),
        relative(
            "<named-month|named-day> suivant|d'après",
            is_coarser_than_hour,
            "suivante?s?|d'apr(e|é|è)s",
            1,
            false,
        ),
        relative(
            "<named-day> en huit",
            is_a_day_of_week,
            "en (huit|8)",
            1,
            false,
        ),
        relative(
            "<named-day> en quinze",
            is_a_day_of_week,
            "en (quinze|15)",
            2,
            false,
        ),
        Rule::new(
            "ce <day-of-week>",
            vec![re("ce"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new("ce <time>", vec![re("ce"), any(Kind::Time)], |m| {
            tt(pred_nth(0, false, m[1].time()?))
        }),
        Rule::new("le <time>", vec![re("l[ea]"), time(is_not_latent)], |m| {
            tt(m[1].time()?.clone())
        }),
        Rule::new(
            "en <named-month>",
            vec![re("en|au mois de?'?"), time(is_a_month)],
            |m| tt(m[1].time()?.clone()),
        ),
        Rule::new(
            "le lendemain du <time>",
            vec![re("(le|au)? ?lendemain du"), time(is_coarser_than_hour)],
            |m| tt(cycle_nth_after(true, Grain::Day, 1, m[1].time()?)),
        ),
        Rule::new(
            "le veille du <time>",
            vec![re("(la )?veille du"), time(is_coarser_than_hour)],
            |m| tt(cycle_nth_after(true, Grain::Day, -1, m[1].time()?)),
        ),
        Rule::new(
            "nth <day-of-week> of <month-or-greater>",
            vec![
                any(Kind::Ordinal),
                time(is_a_day_of_week),
                re("d[eu]"),
                time(|t| !is_grain_finer_than(Grain::Month, t)),
            ],
            |m| nth_dow_of(m, 1),
        ),
        Rule::new(
            "the nth <day-of-week> of <month-or-greater>",
            vec![
                re("le"),
                any(Kind::Ordinal),
                time(is_a_day_of_week),
                re("d[eu]"),
                time(|t| !is_grain_finer_than(Grain::Month, t)),
            ],
            |m| nth_dow_of(m, 2),
        ),
        Rule::new(
            "<ordinal> week-end de <time>",
            vec![
                any(Kind::Ordinal),
                re(r"week(\s|-)?end (d['eu]|en|du mois de)"),
                time(is_a_month),
            ],
            |m| {
                let n = int_value(&m[0])?;
                let weekends = intersect(m[2].time()?, &weekend())?;
                tt(pred_nth(n - 1, false, &weekends))
            },
        ),
        Rule::new(
            "dernier week-end de <time>",
            vec![
                re(r"dernier week(\s|-)?end (d['eu]|en|du mois de)"),
                time(is_a_month),
            ],
            |m| tt(pred_last_of(&weekend(), m[1].time()?)),
        ),
        Rule::new(
            "dernier <day-of-week> de <time> (latent)",
            vec![
                re("derni(e|é|è)re?"),
                time(is_a_day_of_week),
                re("d['e]"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        intersect_not_latent(),
        intersect_by("intersect by 'de' or ','", "de|,"),
        intersect_by(
            "intersect by 'mais/par exemple/plutôt'",
            "mais|par exemple|plut(ô|o)t",
        ),
    ]
}
