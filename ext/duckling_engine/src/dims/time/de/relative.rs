//! Times relative to now or to another time: "nächsten Montag", "letzte Woche", "die nächsten 3 Tage", "der
//! dritte Tag im Oktober", "in 2 Stunden", "vor 3 Jahren", "2 Tage nach Ostern".

use crate::dims::time::helpers::tt;
use crate::dims::time::helpers::{int_value, integer_between, rank};
use crate::dims::token::{Kind, Rule, Token, any, re, time, time_grain};
use crate::engine::rule::Matched;
use crate::time::Grain;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, duration_interval_ago, in_duration, in_duration_interval, intersect, interval,
    is_a_day_of_week, is_not_latent, is_ok_with_this_next, now, pred_last_of, pred_nth,
    pred_nth_after,
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

/// "<ordinal> <time> of <time>", the ordinal at item `o`: the nth of the first time within the second.
fn nth_time_of_time(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    let within = intersect(m[o + 3].time()?, m[o + 1].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &within))
}

/// "<ordinal> <time> after <time>", the ordinal at item `o`.
fn nth_time_after_time(m: &[Matched<'_, Token>], o: usize) -> Option<Token> {
    tt(pred_nth_after(
        rank(&m[o])?,
        m[o + 1].time()?,
        m[o + 3].time()?,
    ))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "this|next <day-of-week>",
            vec![
                re("diese(n|r)|kommenden|n(ä)chsten"),
                time(is_a_day_of_week),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![
                re("(n(ä)chste|kommende)[ns]?"),
                time(|td| is_not_latent(td) && is_ok_with_this_next(td)),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "this <time>",
            vec![
                re("diese(n|r|s)?|(im )?laufenden"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "last <time>",
            vec![re("letzten?|letztes"), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "after next <time>",
            vec![re("(ü)ber ?n(ä)chste[ns]?"), any(Kind::Time)],
            |m| tt(pred_nth(1, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![any(Kind::Time), re("nach dem n(ä)chsten")],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![re("vorletzten?|vor ?letztes?"), any(Kind::Time)],
            |m| tt(pred_nth(-2, false, m[1].time()?)),
        ),
        Rule::new(
            "this <cycle>",
            vec![re("diese(r|n|s)?|kommende(r|n|s)?"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "next <cycle>",
            vec![
                re("n(ä)chste(r|n|s)?|kommende(r|n|s)?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "after next <cycle>",
            vec![re("(ü)ber ?n(ä)chste[ns]?"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 2)),
        ),
        Rule::new(
            "last <cycle>",
            vec![
                re("letzte(r|n|s)?|vergangene(r|n|s)?"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("n(ä)chsten?|kommenden?"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![
                re("letzten?|vergangenen?"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("letzte(r|n|s)?"),
                any(Kind::TimeGrain),
                re("um|im"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("letzte(r|n|s)?"),
                time(is_a_day_of_week),
                re("[ui]m"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "the <cycle> after <time>",
            vec![re("der"), any(Kind::TimeGrain), re("nach"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
        ),
        Rule::new(
            "the <cycle> before <time>",
            vec![re("der"), any(Kind::TimeGrain), re("vor"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, -1, m[3].time()?)),
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("im|in|von"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 0),
        ),
        Rule::new(
            "the <ordinal> <cycle> of <time>",
            vec![
                re("der|die|das"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("im|in|von"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 1),
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("nach"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 0),
        ),
        Rule::new(
            "the <ordinal> <cycle> after <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("nach"),
                any(Kind::Time),
            ],
            |m| ordinal_cycle_of(m, 1),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("im"),
                any(Kind::Time),
            ],
            |m| nth_time_of_time(m, 0),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                re("der|die|das"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("im"),
                any(Kind::Time),
            ],
            |m| nth_time_of_time(m, 1),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("nach"),
                any(Kind::Time),
            ],
            |m| nth_time_after_time(m, 0),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                re("der|das"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("nach"),
                any(Kind::Time),
            ],
            |m| nth_time_after_time(m, 1),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), time_grain(|g| g == Grain::Quarter)],
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
        Rule::new("in <duration>", vec![re("in"), any(Kind::Duration)], |m| {
            tt(in_duration(m[1].duration()?))
        }),
        Rule::new(
            "after <duration>",
            vec![re("nach"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "a <duration>",
            vec![re("(in )?eine?(r|n)?"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("ab (heute|jetzt)")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("hence")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> ago",
            vec![re("vor"), any(Kind::Duration)],
            |m| tt(duration_ago(m[1].duration()?)),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("nach"), any(Kind::Time)],
            |m| tt(duration_after(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("vor"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "within <duration>",
            vec![re("binnen|innerhalb( von)?"), any(Kind::Duration)],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
        Rule::new(
            "<day-of-week> in <duration>",
            vec![time(is_a_day_of_week), re("(in|vor)"), any(Kind::Duration)],
            |m| {
                let dd = m[2].duration()?;
                let around = if m[1].group(1)?.eq_ignore_ascii_case("vor") {
                    duration_interval_ago(dd)
                } else {
                    in_duration_interval(dd)
                };
                intersect(m[0].time()?, &around).map(Token::Time)
            },
        ),
    ]
}
