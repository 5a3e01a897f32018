//! Times relative to now or to another time: durations ("za 3 dni", "2 tygodnie temu", "w ciągu godziny"),
//! cycles ("w przyszłym tygodniu", "ostatnie 3 miesiące", "trzeci kwartał 2014"), "this/next/last <time>"
//! ("ten poniedziałek", "następny wtorek", "ostatni marzec") and the nth of a time ("pierwszy wtorek
//! października").

use super::tt;
use crate::dims::time::helpers::{quarter, rank};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_nth, cycle_nth_after, in_duration, intersect, is_a_day_of_week,
    is_not_latent, is_ok_with_this_next, not_latent, pred_last_of, pred_nth, with_direction,
};

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
        shared_rules::cycle_after_time("po"),
        shared_rules::cycle_before_time("przed"),
        shared_rules::duration_after_time("po"),
        shared_rules::duration_ago("temu"),
        shared_rules::duration_before_time("do|przed"),
        shared_rules::duration_from_now("od (dzi(s|ś)|teraz)"),
        Rule::new(
            "<duration> hence",
            vec![any(Kind::Duration), re("p(o|ó)(z|ź)niej|potem")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        shared_rules::in_duration("(w( ?(prze)?ciągu)?|za) ?(jeszcze)?|przez"),
        shared_rules::last_cycle(LAST),
        shared_rules::last_cycle_of_time(LAST_ONLY, OF),
        Rule::new(
            "last <cycle> <time>",
            vec![re(LAST_ONLY), any(Kind::TimeGrain), any(Kind::Time)],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[2].time()?)),
        ),
        shared_rules::last_day_of_week_of_time(LAST_ONLY, OF),
        Rule::new(
            "last <day-of-week> <time>",
            vec![re(LAST_ONLY), time(is_a_day_of_week), any(Kind::Time)],
            |m| tt(pred_last_of(m[1].time()?, m[2].time()?)),
        ),
        shared_rules::last_n_cycles(LAST),
        Rule::new(
            "last <time>",
            vec![
                re("ostatni(ego|ch|emu|mi|m|(a|ą)|ej)?|(po ?)?przedni(ego|ch|emu|e|mi|m|a)?"),
                time(is_ok_with_this_next),
            ],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        shared_rules::next_cycle(&format!("{NEXT}|{COMING}|za")),
        shared_rules::next_n_cycles(NEXT),
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
        shared_rules::nth_time_after_time("po"),
        shared_rules::nth_time_of_time(OF),
        Rule::new(
            "nth <time> <time>",
            vec![any(Kind::Ordinal), any(Kind::Time), any(Kind::Time)],
            |m| nth_of(m, 0, 1, 2),
        ),
        shared_rules::ordinal_cycle_after_time("after"),
        shared_rules::ordinal_cycle_of_time(OF),
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
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "the <cycle> of <time>",
            vec![re("the"), any(Kind::TimeGrain), re("of"), any(Kind::Time)],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, 0, m[3].time()?)),
        ),
        shared_rules::the_ordinal_cycle_after_time("the", "after"),
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
        shared_rules::this_next_day_of_week(
            "kolejn(ym|y|ego|emu|e)|nast(e|ę)pn(ym|y|ego|emu|e|(a|ą)|ej|e)",
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
        shared_rules::within_duration("(w )?ci(a|ą)gu|zakresie|obrębie|obrebie"),
    ]
}
