//! Times relative to now or to another time: durations ("om 2 minutter", "3 uger siden", "et år efter
//! juleaften", "indenfor 2 uger"), cycles ("næste uge", "sidste 2 dage", "tredje kvartal 2018", "første uge
//! i oktober"), "this/next/last <time>" ("denne sommer", "næste tirsdag", "næste fredag igen") and the nth of
//! a time ("første tirsdag i oktober"): ruleADuration … ruleWithinDuration.

use super::{get_int_value, tt};
use crate::dims::time::helpers::{integer_between, quarter, rank};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_not_latent, now,
    pred_last_of, pred_nth, pred_nth_after, with_direction,
};
use crate::time::object::TimeIntervalType;

/// The `rank`th grain `m[o + 1]` after the start of `m[o + 3]` (Duckling's `cycleNthAfter True`), the
/// ordinal at item `o`.
fn nth_cycle(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(cycle_nth_after(
        true,
        m[o + 1].time_grain()?,
        rank(&m[o])?,
        m[o + 3].time()?,
    ))
}

/// The `rank`th instance of `m[o + 1]` inside `m[o + 3]`, the ordinal at item `o`.
fn nth_of(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    let td = intersect(m[o + 3].time()?, m[o + 1].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &td))
}

/// The `rank`th instance of `m[o + 1]` after `m[o + 3]`, the ordinal at item `o`.
fn nth_after(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(pred_nth_after(
        rank(&m[o])?,
        m[o + 1].time()?,
        m[o + 3].time()?,
    ))
}

/// The `n`th grain `m[0]` from the start of the time `m[2]`.
fn cycle_from(m: &[Matched<'_, Token>], not_immediate: bool, n: i32) -> Option<Token> {
    tt(cycle_nth_after(
        not_immediate,
        m[0].time_grain()?,
        n,
        m[2].time()?,
    ))
}

/// In the duration of item `i`.
fn in_duration_of(m: &[Matched<'_, Token>], i: usize) -> Option<Token> {
    tt(in_duration(m[i].duration()?))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "a <duration>",
            vec![re("(om )?en|et|én|ét"), any(Kind::Duration)],
            |m| in_duration_of(m, 1),
        ),
        // Duckling's Time/DA rules repeat the duration rule of the same name.
        Rule::new(
            "about <duration>",
            vec![re("(omkring|cirka|ca.)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "after <duration>",
            vec![re("efter"), any(Kind::Duration)],
            |m| {
                let td = in_duration(m[1].duration()?);
                tt(with_direction(IntervalDirection::After, td))
            },
        ),
        Rule::new(
            "<cycle> after <time>",
            vec![any(Kind::TimeGrain), re("efter"), any(Kind::Time)],
            |m| cycle_from(m, false, 1),
        ),
        Rule::new(
            "<cycle> before <time>",
            vec![any(Kind::TimeGrain), re("før"), any(Kind::Time)],
            |m| cycle_from(m, false, -1),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("efter"), any(Kind::Time)],
            |m| tt(duration_after(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> ago",
            vec![any(Kind::Duration), re("siden")],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("før"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("fra (i dag|nu)")],
            |m| in_duration_of(m, 0),
        ),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("hence")],
            |m| in_duration_of(m, 0),
        ),
        Rule::new("in <duration>", vec![re("om"), any(Kind::Duration)], |m| {
            in_duration_of(m, 1)
        }),
        Rule::new(
            "last <cycle>",
            vec![re("sidste|seneste"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("sidste"),
                any(Kind::TimeGrain),
                re("af|i"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("sidste"),
                time(is_a_day_of_week),
                re("af|i"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                re("sidste|seneste"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -get_int_value(&m[1])?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("(sidste|seneste)"), any(Kind::Time)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "next <cycle>",
            vec![re("n(æ)ste|kommende"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("n(æ)ste"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, get_int_value(&m[1])?)),
        ),
        Rule::new(
            "next <time>",
            vec![re("n(æ)ste|kommende"), time(is_not_latent)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
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
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("af|i"),
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
                re("af|i"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 1),
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
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("af|i|fra"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), quarter()],
            |m| {
                tt(cycle_nth_after(
                    false,
                    Grain::Quarter,
                    rank(&m[0])?,
                    &cycle_nth(Grain::Year, 0),
                ))
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
            "the <cycle> after <time>",
            vec![
                any(Kind::TimeGrain),
                re("(en|tet|et)? efter"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, false, 1),
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![
                any(Kind::TimeGrain),
                re("(en|tet|et)? før"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, false, -1),
        ),
        Rule::new(
            "the <cycle> of <time>",
            vec![any(Kind::TimeGrain), re("(en|tet|et)? af"), any(Kind::Time)],
            |m| cycle_from(m, true, 0),
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
            "the <ordinal> <cycle> of <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("af|i|fra"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 1),
        ),
        Rule::new(
            "this <cycle>",
            vec![
                re("denne|dette|i|nuv(æ)rende|indev(æ)rende"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "this <time>",
            vec![re("(denne|dette|i|den her)"), any(Kind::Time)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("(kommende|n(æ)ste)"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![re("n(æ)ste"), any(Kind::Time), re("igen")],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![re("sidste"), any(Kind::Time), re("igen")],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
        Rule::new(
            "within <duration>",
            vec![re("indenfor"), any(Kind::Duration)],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
    ]
}
