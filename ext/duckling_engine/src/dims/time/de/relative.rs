//! Times relative to now or to another time: "nächsten Montag", "letzte Woche", "die nächsten 3 Tage", "der
//! dritte Tag im Oktober", "in 2 Stunden", "vor 3 Jahren", "2 Tage nach Ostern".

use crate::dims::time::helpers::tt;
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, duration_ago, duration_interval_ago, in_duration,
    in_duration_interval, intersect, is_a_day_of_week, is_not_latent, is_ok_with_this_next,
    pred_nth,
};

pub(super) fn rules() -> Vec<Rule> {
    vec![
        shared_rules::this_next_day_of_week("diese(n|r)|kommenden|n(ä)chsten"),
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
        shared_rules::this_cycle("diese(r|n|s)?|kommende(r|n|s)?"),
        shared_rules::next_cycle("n(ä)chste(r|n|s)?|kommende(r|n|s)?"),
        Rule::new(
            "after next <cycle>",
            vec![re("(ü)ber ?n(ä)chste[ns]?"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 2)),
        ),
        shared_rules::last_cycle("letzte(r|n|s)?|vergangene(r|n|s)?"),
        shared_rules::next_n_cycles("n(ä)chsten?|kommenden?"),
        shared_rules::last_n_cycles("letzten?|vergangenen?"),
        shared_rules::last_cycle_of_time("letzte(r|n|s)?", "um|im"),
        shared_rules::last_day_of_week_of_time("letzte(r|n|s)?", "[ui]m"),
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
        shared_rules::ordinal_cycle_of_time("im|in|von"),
        shared_rules::the_ordinal_cycle_of_time("der|die|das", "im|in|von"),
        shared_rules::ordinal_cycle_after_time("nach"),
        shared_rules::the_ordinal_cycle_after_time("the", "nach"),
        shared_rules::nth_time_of_time("im"),
        shared_rules::the_nth_time_of_time("der|die|das", "im"),
        shared_rules::nth_time_after_time("nach"),
        shared_rules::the_nth_time_after_time("der|das", "nach"),
        shared_rules::ordinal_quarter(),
        shared_rules::ordinal_quarter_year(),
        shared_rules::in_duration("in"),
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
        shared_rules::duration_from_now("ab (heute|jetzt)"),
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
        shared_rules::duration_after_time("nach"),
        shared_rules::duration_before_time("vor"),
        shared_rules::within_duration("binnen|innerhalb( von)?"),
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
