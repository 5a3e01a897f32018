//! Times relative to now or to another time: durations ("za 3 dni", "2 tygodnie temu", "w ciągu godziny"),
//! cycles ("w przyszłym tygodniu", "ostatnie 3 miesiące", "trzeci kwartał 2014"), "this/next/last <time>"
//! ("ten poniedziałek", "następny wtorek", "ostatni marzec") and the nth of a time ("pierwszy wtorek
//! października").

use super::{get_int_value, tt};
use crate::dims::time::helpers::{integer_between, quarter, rank};
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_not_latent,
    is_ok_with_this_next, not_latent, now, pred_last_of, pred_nth, pred_nth_after, with_direction,
};
use crate::time::object::TimeIntervalType;

/// "ostatni", "poprzedni", "przedni" in every case and gender ("last <cycle>", "last n <cycle>").
const LAST: &str =
    "ostatni(ego|ch|emu|mi|m|(a|ą)|ej|e)?|(po ?)?przedni(ego|ch|emu|mi|m|e|(a|ą)|ej)?";

/// "ostatni" alone, as "last <cycle> of <time>" and its kin write it.
const LAST_ONLY: &str = "ostatni(ego|ch|emu|mi|m|(a|ą)|ej)?";

/// "kolejny", "następny" in every case and gender.
const NEXT: &str = "kolejn(ym|y|ego|emu|(a|ą)|ej|e)|nast(e|ę)pn(ym|y|ego|emu|(a|ą)|ej|e)";

/// "przyszły" in every case and gender.
const COMING: &str = "przysz(l|ł)(ego|emu|ym|(a|ą)|ej|ych|i|ymi|y|e)";

/// "w"/"we"/"z"/"ze": "of" in "<ordinal> <cycle> of <time>" and its kin.
const OF: &str = "w(e)?|z(e)?";

/// The `rank`th grain `m[g]` after the start of `m[t]` (Duckling's `cycleNthAfter True`).
fn nth_cycle(m: &[Matched<'_, Token>], o: usize, g: usize, t: usize) -> Option<Token> {
    tt(cycle_nth_after(
        true,
        m[g].time_grain()?,
        rank(&m[o])?,
        m[t].time()?,
    ))
}

/// The `rank`th instance of `m[t]` inside `m[base]`.
fn nth_of(m: &[Matched<'_, Token>], o: usize, t: usize, base: usize) -> Option<Token> {
    let td = intersect(m[base].time()?, m[t].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &td))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "after <duration>",
            vec![re("po"), any(Kind::Duration)],
            |m| {
                let td = in_duration(m[1].duration()?);
                tt(not_latent(with_direction(IntervalDirection::After, td)))
            },
        ),
        Rule::new(
            "<cycle> after <time>",
            vec![any(Kind::TimeGrain), re("po"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[0].time_grain()?, 1, m[2].time()?)),
        ),
        Rule::new(
            "<cycle> before <time>",
            vec![any(Kind::TimeGrain), re("przed"), any(Kind::Time)],
            |m| tt(cycle_nth_after(false, m[0].time_grain()?, -1, m[2].time()?)),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re("po"), any(Kind::Time)],
            |m| tt(duration_after(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> ago",
            vec![any(Kind::Duration), re("temu")],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("do|przed"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> from now",
            vec![any(Kind::Duration), re("od (dzi(s|ś)|teraz)")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("p(o|ó)(z|ź)niej|potem")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "in <duration>",
            vec![
                re("(w( ?(prze)?ciągu)?|za) ?(jeszcze)?|przez"),
                any(Kind::Duration),
            ],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new("last <cycle>", vec![re(LAST), any(Kind::TimeGrain)], |m| {
            tt(cycle_nth(m[1].time_grain()?, -1))
        }),
        Rule::new(
            "last <cycle> of <time>",
            vec![re(LAST_ONLY), any(Kind::TimeGrain), re(OF), any(Kind::Time)],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <cycle> <time>",
            vec![re(LAST_ONLY), any(Kind::TimeGrain), any(Kind::Time)],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[2].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re(LAST_ONLY),
                time(is_a_day_of_week),
                re(OF),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last <day-of-week> <time>",
            vec![re(LAST_ONLY), time(is_a_day_of_week), any(Kind::Time)],
            |m| tt(pred_last_of(m[1].time()?, m[2].time()?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![re(LAST), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, -get_int_value(&m[1])?)),
        ),
        Rule::new(
            "last <time>",
            vec![
                re("ostatni(ego|ch|emu|mi|m|(a|ą)|ej)?|(po ?)?przedni(ego|ch|emu|e|mi|m|a)?"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "next <cycle>",
            vec![re(&format!("{NEXT}|{COMING}|za")), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "next n <cycle>",
            vec![re(NEXT), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, get_int_value(&m[1])?)),
        ),
        Rule::new(
            "next <time>",
            vec![
                re(&format!(
                    "kolejn(ym|y|ego|emu|(a|ą)|ej|e)|nast(e|ę)pn(ym|y|ego|emu|e|(a|ą)|ej|e)|{COMING}"
                )),
                time(|td| is_not_latent(td) && is_ok_with_this_next(td)),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re("po"),
                any(Kind::Time),
            ],
            |m| tt(pred_nth_after(rank(&m[0])?, m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![any(Kind::Ordinal), any(Kind::Time), re(OF), any(Kind::Time)],
            |m| nth_of(m, 0, 1, 3),
        ),
        Rule::new(
            "nth <time> <time>",
            vec![any(Kind::Ordinal), any(Kind::Time), any(Kind::Time)],
            |m| nth_of(m, 0, 1, 2),
        ),
        Rule::new(
            "<ordinal> <cycle> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0, 1, 3),
        ),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re(OF),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 0, 1, 3),
        ),
        Rule::new(
            "<ordinal> <cycle> <time>",
            vec![any(Kind::Ordinal), any(Kind::TimeGrain), any(Kind::Time)],
            |m| nth_cycle(m, 0, 1, 2),
        ),
        Rule::new(
            "<ordinal> quarter",
            vec![any(Kind::Ordinal), quarter()],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, rank(&m[0])?, &year))
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
            "the <cycle> of <time>",
            vec![re("the"), any(Kind::TimeGrain), re("of"), any(Kind::Time)],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, 0, m[3].time()?)),
        ),
        Rule::new(
            "the <ordinal> <cycle> after <time>",
            vec![
                re("the"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re("after"),
                any(Kind::Time),
            ],
            |m| nth_cycle(m, 1, 2, 4),
        ),
        Rule::new(
            "this <cycle>",
            vec![
                re(
                    "te(mu|n|go|j)|tym|t(a|ą)|nadchodz(a|ą)c(ym|y|ego|emu|(a|ą)|ej)|obecn(ym|y|emu|ego|nym|(a|ą)|ej)",
                ),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "this <time>",
            vec![
                re("te(mu|n|go|j)|ta|to|tym|nadchodz(a|ą)c(ym|y|ego|emu|(a|ą)|ej)"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![
                re("kolejn(ym|y|ego|emu|e)|nast(e|ę)pn(ym|y|ego|emu|e|(a|ą)|ej|e)"),
                time(is_a_day_of_week),
            ],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![
                any(Kind::Time),
                re(
                    "po kolejnym|po nast(e|ę)pn(ym|y|ego|emu|(a|ą)|ej|e)|po przysz(l|ł)(ym|y|ego|emu|(a|ą)|ej)",
                ),
            ],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "<time> before last",
            vec![
                any(Kind::Time),
                re("przed ?ostatni(ego|ch|emu|mi|m|(a|ą)|ej)?"),
            ],
            |m| tt(pred_nth(-2, false, m[0].time()?)),
        ),
        Rule::new(
            "within <duration>",
            vec![
                re("(w )?ci(a|ą)gu|zakresie|obrębie|obrebie"),
                any(Kind::Duration),
            ],
            |m| {
                let end = in_duration(m[1].duration()?);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
    ]
}
