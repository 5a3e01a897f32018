//! Times relative to now or to another time: "neste fredag", "forrige uke", "neste 3 dager", "tredje dag i
//! oktober", "om 2 minutter", "3 uker siden", "et år etter julaften".

use crate::dims::time::helpers::tt;
use crate::dims::time::helpers::{int_value, integer_between, rank};
use crate::dims::token::{Kind, Rule, Token, any, re, time, time_grain};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_not_latent, now,
    pred_last_of, pred_nth, pred_nth_after, with_direction,
};
use crate::time::object::TimeIntervalType;

/// "<ordinal> <cycle> of|after <time>", the ordinal, grain and time at items `o`, `o + 1` and `o + 3`.
fn ordinal_cycle_of(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(cycle_nth_after(
        true,
        m[o + 1].time_grain()?,
        rank(&m[o])?,
        m[o + 3].time()?,
    ))
}

/// "<ordinal> <time> after <time>", the ordinal at item `o`.
fn nth_time_after_time(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(pred_nth_after(
        rank(&m[o])?,
        m[o + 1].time()?,
        m[o + 3].time()?,
    ))
}

/// "<cycle> after|before <time>": the `n`th cycle of item 0's grain from item 2's time.
fn cycle_from(m: &[Matched<'_, Token>], n: i32) -> Option<Token> {
    tt(cycle_nth_after(false, m[0].time_grain()?, n, m[2].time()?))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "a <duration>",
            vec![re("(om )?en|ett|én|et"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "after <duration>",
            vec![re("etter"), any(Kind::Duration)],
            |m| {
                let td = in_duration(m[1].duration()?);
                tt(with_direction(IntervalDirection::After, td))
            },
        ),
        Rule::new(
            "<cycle> after <time>",
            vec![any(Kind::TimeGrain), re("etter"), any(Kind::Time)],
            |m| cycle_from(m, 1),
        ),
        Rule::new(
            "<cycle> before <time>",
            vec![any(Kind::TimeGrain), re("før"), any(Kind::Time)],
            |m| cycle_from(m, -1),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("etter"), any(Kind::Time)],
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
            vec![any(Kind::Duration), re("fra (i dag|idag|nå)")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new("in <duration>", vec![re("om"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "last <cycle>",
            vec![re("siste?|seneste|forrige"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("siste"),
                any(Kind::TimeGrain),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("siste"),
                time(is_a_day_of_week),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                re("siste?|seneste|forrige"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("(siste?|forrige|seneste)"), any(Kind::Time)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "next <cycle>",
            vec![re("neste|kommende"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![re("neste"), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "next <time>",
            vec![re("neste|kommende"), time(is_not_latent)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("etter"),
                any(Kind::Time),
            ],
            |m| nth_time_after_time(m, 0),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("etter"),
                any(Kind::Time),
            ],
            |m| nth_time_after_time(m, 1),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("av|i"),
                any(Kind::Time),
            ],
            |m| {
                let within = intersect(m[3].time()?, m[1].time()?)?;
                tt(pred_nth(rank(&m[0])?, false, &within))
            },
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("etter"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 0),
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("av|i|fra"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 0),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
            |m| {
                tt(cycle_nth_after(
                    true,
                    Grain::Quarter,
                    rank(&m[0])?,
                    &cycle_nth(Grain::Year, 0),
                ))
            },
        ),
        Rule::new(
            "<ordinal> quarter <year>",
            vec![
                any(Kind::Ordinal),
                time_grain(|g| g == Grain::Quarter),
                any(Kind::Time),
            ],
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
                re("(en|tet|et)? etter"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, 1),
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![
                any(Kind::TimeGrain),
                re("(en|tet|et)? før"),
                any(Kind::Time),
            ],
            |m| cycle_from(m, -1),
        ),
        Rule::new(
            "the <cycle> of <time>",
            vec![any(Kind::TimeGrain), re("(en|tet|et)? av"), any(Kind::Time)],
            |m| tt(cycle_nth_after(true, m[0].time_grain()?, 0, m[2].time()?)),
        ),
        Rule::new(
            "the <ordinal> <cycle> after <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("etter"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 1),
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("den"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("av|i|fra"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 1),
        ),
        Rule::new(
            "this <cycle>",
            vec![re("denne|dette|i|nåværende"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "this <time>",
            vec![re("(denne|dette|i|den her)"), any(Kind::Time)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re("(kommende|neste)"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![re("neste"), any(Kind::Time), re("igjen")],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![re("siste"), any(Kind::Time), re("igjen")],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
        Rule::new(
            "within <duration>",
            vec![re("innenfor"), any(Kind::Duration)],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
    ]
}
