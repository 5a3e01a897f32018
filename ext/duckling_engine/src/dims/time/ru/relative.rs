//! Times relative to now or to another time: cycles ("на следующей неделе", "в прошлом месяце", "последние 3
//! дня", "2-й квартал"), this/next/last ("в эту пятницу", "прошлый вторник"), durations ("через 3 дня", "2
//! дня назад", "в течение часа"), intersections, intervals ("с 9 по 11", "9:30 - 11:00") and directions
//! ("до 5", "после обеда").

use super::{Words, int_value, rank, tt};
use crate::dims::time::helpers::{both, closed, integer_between};
use crate::dims::time::shared_rules;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::engine::rule::Item;
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, cycle_nth_after, duration_after, duration_ago,
    duration_before, in_duration, intersect, interval, is_a_day_of_week, is_a_time_of_day,
    is_not_latent, is_ok_with_this_next, mk_ok_for_this_next, now, pred_last_of, pred_nth,
    pred_nth_after, weekend, with_direction,
};
use crate::time::object::TimeIntervalType;

fn nth_cycle(m: &Matched<'_, Token>, n: i32) -> Option<Token> {
    tt(cycle_nth(m.time_grain()?, n))
}

fn not_latent_time() -> Item<Token> {
    time(is_not_latent)
}

pub(super) fn rules(w: &Words) -> Vec<Rule> {
    let mut all = vec![
        Rule::new(
            "absorption of , after named day",
            vec![time(is_a_day_of_week), re(",")],
            |m| tt(m[0].time()?.clone()),
        ),
        Rule::new(
            "after <time-of-day>",
            vec![re(w.after), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re(w.from),
                time(is_a_time_of_day),
                re(w.to),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![not_latent_time(), re(r"\-"), not_latent_time()],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<duration> after <time>",
            vec![any(Kind::Duration), re(w.after), any(Kind::Time)],
            |m| tt(duration_after(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> ago",
            vec![any(Kind::Duration), re(w.ago)],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> before <time>",
            vec![any(Kind::Duration), re("перед"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "in <duration>",
            vec![re("через"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "intersect",
            vec![not_latent_time(), not_latent_time()],
            |m| both(m, 0, 1),
        ),
        Rule::new(
            "intersect by ','",
            vec![not_latent_time(), re(","), not_latent_time()],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "intersect by 'of', 'from', 's",
            vec![not_latent_time(), re("на"), not_latent_time()],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "last <cycle>",
            vec![re(w.last), any(Kind::TimeGrain)],
            |m| nth_cycle(&m[1], -1),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re(w.last_of),
                any(Kind::TimeGrain),
                re(w.of),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "last <cycle> of <time>",
            vec![re(w.last_of), any(Kind::TimeGrain), any(Kind::Time)],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[2].time()?)),
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re(w.last_day_of),
                time(is_a_day_of_week),
                re(w.of),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "last n <cycle>",
            vec![re(w.last_n), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
        Rule::new(
            "last <time>",
            vec![re(w.last), time(is_ok_with_this_next)],
            |m| tt(pred_nth(-1, false, m[1].time()?)),
        ),
        Rule::new(
            "next <cycle>",
            vec![re(w.next), any(Kind::TimeGrain)],
            |m| nth_cycle(&m[1], 1),
        ),
        Rule::new(
            "next n <cycle>",
            vec![re(w.next_n), integer_between(1, 9999), any(Kind::TimeGrain)],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re(w.after),
                any(Kind::Time),
            ],
            |m| tt(pred_nth_after(rank(&m[0])?, m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::Time),
                re(w.of),
                any(Kind::Time),
            ],
            |m| {
                tt(pred_nth(
                    rank(&m[0])?,
                    false,
                    &intersect(m[3].time()?, m[1].time()?)?,
                ))
            },
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![any(Kind::Ordinal), any(Kind::Time), any(Kind::Time)],
            |m| {
                tt(pred_nth(
                    rank(&m[0])?,
                    false,
                    &intersect(m[2].time()?, m[1].time()?)?,
                ))
            },
        ),
        Rule::new("on <date>", vec![re(w.on), any(Kind::Time)], |m| {
            tt(m[1].time()?.clone())
        }),
        Rule::new(
            "<ordinal> <cycle> of <time>",
            vec![
                any(Kind::Ordinal),
                any(Kind::TimeGrain),
                re(w.of_cycle),
                any(Kind::Time),
            ],
            |m| {
                let grain = m[1].time_grain()?;
                tt(cycle_nth_after(true, grain, rank(&m[0])?, m[3].time()?))
            },
        ),
        shared_rules::ordinal_quarter(),
        shared_rules::ordinal_quarter_year(),
        Rule::new(
            "this <cycle>",
            vec![re(w.this_cycle), any(Kind::TimeGrain)],
            |m| nth_cycle(&m[1], 0),
        ),
        Rule::new(
            "this <time>",
            vec![re(w.this), time(is_ok_with_this_next)],
            |m| tt(pred_nth(0, false, m[1].time()?)),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![re(w.next_day), time(is_a_day_of_week)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<time> after next",
            vec![any(Kind::Time), re(w.after_next)],
            |m| tt(pred_nth(1, true, m[0].time()?)),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(r"\-"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re(r"\-|/"),
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("до"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new("week-end", vec![re(w.weekend)], |_| {
            tt(mk_ok_for_this_next(weekend()))
        }),
        Rule::new(
            "within <duration>",
            vec![re(w.within), any(Kind::Duration)],
            |m| {
                interval(
                    TimeIntervalType::Open,
                    &now(),
                    &in_duration(m[1].duration()?),
                )
                .map(Token::Time)
            },
        ),
    ];
    // Russian alone has these three.
    all.extend(w.before_last.map(|words| {
        Rule::new(
            "one <cycle> before last",
            vec![re(words), any(Kind::TimeGrain)],
            |m| nth_cycle(&m[1], -2),
        )
    }));
    all.extend(w.last_past.map(|words| {
        Rule::new("last <cycle>", vec![re(words), any(Kind::TimeGrain)], |m| {
            nth_cycle(&m[1], -1)
        })
    }));
    all.extend(w.week.map(|words| {
        Rule::new("week", vec![re(words)], |m| {
            // Duckling's production covers "эта неделя" only: a bare "неделя" matches none of its cases.
            m[0].group(1).filter(|g| !g.is_empty())?;
            let end = cycle_nth_after(true, Grain::Day, -2, &cycle_nth(Grain::Week, 1));
            interval(TimeIntervalType::Closed, &cycle_nth(Grain::Week, 0), &end).map(Token::Time)
        })
    }));
    all
}
