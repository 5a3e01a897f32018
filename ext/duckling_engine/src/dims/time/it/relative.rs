//! Times relative to now or to another time: durations ("tra 3 giorni", "2 settimane fa"), cycles ("la
//! settimana prossima", "gli ultimi 3 mesi", "il terzo trimestre"), "this/next/last <time>" ("questo
//! lunedì", "martedì scorso") and the nth of a time ("il primo lunedì di marzo").

use super::tt;
use crate::dims::time::helpers::{int_value, integer_between, quarter, rank};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    cycle_n, cycle_nth, cycle_nth_after, in_duration, intersect, interval, is_a_day_of_week,
    is_not_latent, now, pred_nth,
};
use crate::time::object::TimeIntervalType;

/// `n` cycles of the grain `m[g]` from now, the current one excluded ("i prossimi 3 giorni").
fn cycles(m: &[Matched<'_, Token>], g: usize, n: i32) -> Option<Token> {
    tt(cycle_n(true, m[g].time_grain()?, n))
}

/// The `n`th instance of `m[t]` inside `m[base]`.
fn nth_of(m: &[Matched<'_, Token>], o: usize, t: usize, base: usize) -> Option<Token> {
    let td = intersect(m[base].time()?, m[t].time()?)?;
    tt(pred_nth(rank(&m[o])?, false, &td))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        // Durations.
        Rule::new(
            "in/after <duration>",
            vec![re("[tf]ra|in|dopo"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "in|entro <duration>",
            vec![re("(in|entro)"), any(Kind::Duration)],
            |m| {
                let dd = m[1].duration()?;
                match m[0].group(1)?.to_lowercase().as_str() {
                    "entro" => {
                        interval(TimeIntervalType::Open, &now(), &in_duration(dd)).map(Token::Time)
                    }
                    "in" => tt(in_duration(dd)),
                    _ => None,
                }
            },
        ),
        shared_rules::duration_ago("fa"),
        Rule::new(
            "entro il <duration>",
            vec![
                re("(entro|durante|per( tutt[ao])?) (il|l[a'])|in|nel(l[a'])?"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let end = cycle_nth(m[1].time_grain()?, 1);
                interval(TimeIntervalType::Open, &now(), &end).map(Token::Time)
            },
        ),
        // One cycle.
        Rule::new(
            "the last <cycle>",
            vec![
                re("(([nd]el)?l' ?ultim|(il|la) passat|([nd]el)?l[ao] scors)[oa]"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "the <cycle> last",
            vec![
                re("l'|il|la|[nd]el(la)?"),
                any(Kind::TimeGrain),
                re("(scors|passat)[oa]"),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "the <cycle> next",
            vec![
                re("l'|il|la|[nd]el(la)?"),
                any(Kind::TimeGrain),
                re("prossim[oa]"),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "<cycle> next",
            vec![any(Kind::TimeGrain), re("prossim[oa]")],
            |m| tt(cycle_nth(m[0].time_grain()?, 1)),
        ),
        Rule::new(
            "next <cycle> ",
            vec![
                re("((il|la|[nd]el(la)?) )?prossim[oa]"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        shared_rules::this_cycle("(in )?quest['oa]|per (il|l['a])"),
        Rule::new(
            "the <cycle> of <time>",
            vec![
                re("il|la"),
                any(Kind::TimeGrain),
                re("del"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(true, m[1].time_grain()?, 0, m[3].time()?)),
        ),
        Rule::new(
            "il <cycle> dopo <time>",
            vec![
                re("l[a']|il|[nd]el"),
                any(Kind::TimeGrain),
                re("dopo"),
                any(Kind::Time),
            ],
            |m| tt(cycle_nth_after(false, m[1].time_grain()?, 1, m[3].time()?)),
        ),
        shared_rules::last_cycle_of_time("(l')ultim[oa]", "di|del(l[oa'])"),
        // Several cycles.
        Rule::new(
            "gli ultimi <n> <cycle>",
            vec![
                re("((([nd]el)?le|([nd]e)?gli) )?(scors|ultim)[ei]"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 2, -int_value(&m[1])?),
        ),
        Rule::new(
            "gli <n> ultimi <cycle>",
            vec![
                re("([nd]e)?i|([nd]el)?le"),
                integer_between(2, 9999),
                re("(scors|ultim)[ei]"),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 3, -int_value(&m[1])?),
        ),
        Rule::new(
            "i|le n <cycle> passati|passate",
            vec![
                re("([nd]e)?i|([nd]el)?le"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
                re("(scors|passat)[ie]"),
            ],
            |m| cycles(m, 2, -int_value(&m[1])?),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("((([nd]e)?i|([nd]el)?le) )?prossim[ei]"),
                integer_between(2, 9999),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 2, int_value(&m[1])?),
        ),
        Rule::new(
            "next n <cycle>",
            vec![
                re("([nd]e)?i|([nd]el)?le"),
                integer_between(2, 9999),
                re("prossim[ei]"),
                any(Kind::TimeGrain),
            ],
            |m| cycles(m, 3, int_value(&m[1])?),
        ),
        Rule::new(
            "prossimi <unit-of-duration>",
            vec![
                re("((([nd]e)?i|([nd]el)?le) )?prossim[ie]"),
                any(Kind::TimeGrain),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                let (from, to) = (cycle_nth(grain, 1), cycle_nth(grain, 3));
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        // The nth cycle.
        shared_rules::the_ordinal_cycle_of_time("il|l[a']|[nd]el(l[a'])?", "di|del(l[a'])?"),
        shared_rules::ordinal_cycle_of_time("di|del(l[a'])?"),
        Rule::new(
            "the <ordinal> <cycle> <time>",
            vec![
                re("il|[nd]el(l')?|l'"),
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                any(Kind::Time),
            ],
            |m| {
                tt(cycle_nth_after(
                    true,
                    m[2].time_grain()?,
                    rank(&m[1])?,
                    m[3].time()?,
                ))
            },
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
            "the <ordinal> quarter",
            vec![re("il|[nd]el(l')?|l'"), any(Kind::Ordinal), quarter()],
            |m| {
                let year = cycle_nth(Grain::Year, 0);
                tt(cycle_nth_after(true, Grain::Quarter, rank(&m[1])?, &year))
            },
        ),
        shared_rules::ordinal_quarter_year(),
        // This, next, last.
        Rule::new(
            "this <day-of-week>",
            vec![re("quest[oaie]"), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        shared_rules::this_time("quest[oaie']"),
        Rule::new(
            "next <time>",
            vec![re("prossim[ao]"), any(Kind::Time)],
            |m| tt(pred_nth(1, false, m[1].time()?)),
        ),
        Rule::new(
            "next <time>",
            vec![any(Kind::Time), re("dopo|prossim[ao]")],
            |m| tt(pred_nth(1, false, m[0].time()?)),
        ),
        Rule::new(
            "last <time> ",
            vec![re("(ultim|scors|passat)[oaie]"), any(Kind::Time)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "<time> last",
            vec![any(Kind::Time), re("(ultim|scors|passat)[oaie]")],
            |m| tt(pred_nth(-1, false, m[0].time()?)),
        ),
        Rule::new("il <time>", vec![re("il|l'"), time(is_not_latent)], |m| {
            tt(m[1].time()?.clone())
        }),
        // The nth of a time.
        shared_rules::nth_time_of_time("di|del(l[oa'])|in"),
        shared_rules::nth_time_of_time("di|del(l[a'])?"),
        shared_rules::the_nth_time_of_time("il|l'", "di|del(l[oa'])|in"),
        Rule::new(
            "the nth <time> of <time>",
            vec![
                re("il|l[a']|[nd]el(l[a'])?"),
                any(Kind::Ordinal),
                any(Kind::Time),
                re("di|del(l[a'])?"),
                any(Kind::Time),
            ],
            |m| nth_of(m, 1, 2, 4),
        ),
        shared_rules::nth_time_after_time("dopo"),
        shared_rules::the_nth_time_after_time("il|l'", "dopo"),
        shared_rules::last_day_of_week_of_time("(([nd]el)?l')?ultim[oa]", "di|del(l[a'])?"),
        shared_rules::last_day_of_week_of_time("(l')ultim[oa]", "di"),
    ]
}
