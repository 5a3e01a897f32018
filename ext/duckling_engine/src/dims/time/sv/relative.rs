//! Times relative to now or to another time: durations ("om 3 dagar", "för 2 veckor sedan", "inom en
//! timme"), cycles ("nästa vecka", "senaste 3 månaderna", "tredje kvartalet 2014"), "this/next/last <time>"
//! ("denna måndag", "nästa tisdag", "i måndags") and the nth of a time ("första tisdagen i oktober").

use super::{get_int_value, tt};
use crate::dims::time::helpers::{integer_between, quarter, rank};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_not_latent,
    is_ok_with_this_next, now, pred_last_of, pred_nth, pred_nth_after, with_direction,
};
use crate::time::object::TimeIntervalType;

/// The `rank`th grain `m[g]` after the start of `m[t]` (Duckling's `cycleNthAfter True`).
fn nth_cycle(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(cycle_nth_after(
        true,
        m[o + 1].time_grain()?,
        rank(&m[o])?,
        m[o + 3].time()?,
    ))
}

/// The `rank`th instance of the time after the ordinal at `o` inside the time after it.
fn nth_of(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    let td = intersect(m[o + 3].time()?, m[o + 1].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &td))
}

/// The `rank`th instance of the time after the ordinal at `o` after the time after it.
fn nth_after(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(pred_nth_after(
        rank(&m[o])?,
        m[o + 1].time()?,
        m[o + 3].time()?,
    ))
}

/// One grain `m[0]` after (`n` 1) or before (`n` -1) the time `m[2]`.
fn cycle_from(m: &[Matched<'_, Token>], n: i32) -> Option<Token> {
    tt(cycle_nth_after(false, m[0].time_grain()?, n, m[2].time()?))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "a <duration>",
            vec![re("(om )?en|ett"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new("in <duration>", vec![re("om"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "after <duration>",
            vec![re("efter"), any(Kind::Duration)],
            |m| {
                let td = in_duration(m[1].duration()?);
                tt(with_direction(IntervalDirection::After, td))
            },
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("från (idag|nu)")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> ago",
            vec![any(Kind::Duration), re("sedan")],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("efter"), any(Kind::Time)],
            |m| tt(duration_after(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("före"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "within <duration>",
            vec![re("(innanför|inom)"), any(Kind::Duration)],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
        Rule::new(
            "this <cycle>",
            vec![re("denna|detta|i|nuvarande"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "next <cycle>",
            vec![re("nästa|kommande"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "last <cycle>",
            vec![
                re("sista|senaste|f(ö)rra|f(ö)reg(å)ende"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![re("nästa"), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, get_int_value(&m[1])?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                re("sista|senaste|förra"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -get_int_value(&m[1])?)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("sista"),
                any(Kind::TimeGrain),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("sista"),
                time(is_a_day_of_week),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "<cycle> after <time>",
            vec![any(Kind::TimeGrain), re("efter"), any(Kind::Time)],
            |m| cycle_from(m, 1),
        ),
        Rule::new(
            "<cycle> before <time>",
            vec![any(Kind::TimeGrain), re("före"), any(Kind::Time)],
            |m| cycle_from(m, -1),
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![
                any(Kind::TimeGrain),
                re("(en|na|et)? efter"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, 1),
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![
                any(Kind::TimeGrain),
                re("(en|na|et)? före"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, -1),
        ),
        Rule::new(
            "the <cycle> of <time>",
            vec![any(Kind::TimeGrain), re("(en|na|et)? av"), any(Kind::Time)],
            |m| tt(cycle_nth_after(true, m[0].time_grain()?, 0, m[2].time()?)),
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("av|i|från"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0),
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("av|i|från"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 1),
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("efter"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0),
        ),
        Rule::new(
            "the <ordinal> <cycle> after <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("efter"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 1),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), quarter()],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(false, Grain::Quarter, rank(&m[0])?, &year))
            },
        ),
        Rule::new(
            "<ordinal> quarter <year>",
            vec![any(Kind::Ordinal), quarter(), any(Kind::Time)],
            |m| {
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    rank(&m[0])?,
                    m[2].time()?,
                ))
            },
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 0),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 1),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("efter"),
                any(Kind::Time),
            ],
            |m| nth_after(m, 0),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("efter"),
                any(Kind::Time),
            ],
            |m| nth_after(m, 1),
        ),
        Rule::new(
            "this <time>",
            vec![re("(denna|detta|i|den här)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![
                re("nästa|kommande"),
                time(|td| is_not_latent(td) && is_ok_with_this_next(td)),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("(sista|förra|senaste)"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("(kommande|nästa)"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "last <day-of-week>",
            vec![re("i"), time(is_a_day_of_week)],
            |m| tt(pred_nth(-1, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![re("nästa"), any(Kind::Time), re("igen")],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![re("sista"), any(Kind::Time), re("igen")],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
    ]
}
