//! Times relative to now: "acum", "azi", "ieri", "mâine", "poimâine", "în 3 zile", "3 zile în urmă", "luna
//! aceasta", "săptămâna viitoare", "ultimele 2 zile", "lunea asta", "dimineața asta", "sfârșitul lunii".

use super::{int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Rule, Token, any, ordinal, re, time};
use crate::time::Grain;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    cycle_last_of, cycle_n, cycle_nth, duration_ago, duration_before, in_duration, intersect,
    interval, is_a_day_of_week, is_a_part_of_day, is_not_latent, now, part_of_day, pred_last_of,
    pred_nth, pred_nth_after, today, with_direction,
};
use crate::time::object::TimeIntervalType;

pub(super) fn rules() -> Vec<Rule> {
    let mut rules = instants();
    rules.extend(cycles());
    rules
}

fn instants() -> Vec<Rule> {
    vec![
        Rule::new("acum", vec![re("(chiar)? ?acum|imediat")], |_| tt(now())),
        Rule::new("azi", vec![re("a(st(a|ă))?zi")], |_| tt(today())),
        Rule::new("ieri", vec![re("ieri")], |_| tt(cycle_nth(Grain::Day, -1))),
        Rule::new("maine", vec![re("m(a|â)ine")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("the day after tomorrow", vec![re("poim(a|â)ine")], |_| {
            tt(cycle_nth(Grain::Day, 2))
        }),
        Rule::new(
            "in <duration>",
            vec![re("(i|î)n"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "pentru <duration>",
            vec![re("pentru"), any(Kind::Duration)],
            |m| tt(in_duration(m[1].duration()?)),
        ),
        Rule::new(
            "dupa <duration>",
            vec![re("dup(a|ă)"), any(Kind::Duration)],
            |m| {
                let td = in_duration(m[1].duration()?);
                tt(with_direction(IntervalDirection::After, td))
            },
        ),
        Rule::new(
            "<duration> inainte de <time>",
            vec![any(Kind::Duration), re("(i|î)nainte de"), any(Kind::Time)],
            |m| tt(duration_before(m[0].duration()?, m[2].time()?)),
        ),
        Rule::new(
            "<duration> in urma",
            vec![any(Kind::Duration), re("(i|î)n urm(a|ă)")],
            |m| tt(duration_ago(m[0].duration()?)),
        ),
        Rule::new(
            "<duration> de acum",
            vec![any(Kind::Duration), re("de (acum|azi)")],
            |m| tt(in_duration(m[0].duration()?)),
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("p(a|î)n(a|ă) ((i|î)n|la)"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "by <time>",
            vec![re("p(a|â)n(a|ă) (la|(i|î)n)"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "this|next <day-of-week>",
            vec![time(is_a_day_of_week), re("aceasta|(a|ă)sta|urm(a|ă)toare")],
            |m| tt(pred_nth(0, true, m[0].time()?)),
        ),
        Rule::new(
            "<time> (aceasta|acesta|[aă]sta)",
            vec![any(Kind::Time), re("aceasta|(a|ă)sta|urm(a|ă)toare")],
            |m| tt(pred_nth(0, false, m[0].time()?)),
        ),
        Rule::new(
            "<time> urm[aă]to(are|r)",
            vec![re("urm(a|ă)to(are|r)"), time(is_not_latent)],
            |m| tt(pred_nth(0, true, m[1].time()?)),
        ),
        Rule::new(
            "<part-of-day> asta",
            vec![time(is_a_part_of_day), re("asta")],
            |m| tt(part_of_day(intersect(&today(), m[0].time()?)?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "nth <time> after <time>",
            vec![
                ordinal(|_| true),
                any(Kind::Time),
                re("dup(a|ă)"),
                any(Kind::Time),
            ],
            |m| {
                let n = int_value(&m[0])?;
                tt(pred_nth_after(n - 1, m[1].time()?, m[3].time()?))
            },
        ),
        Rule::new(
            "nth <time> of <time>",
            vec![
                ordinal(|_| true),
                any(Kind::Time),
                re("din"),
                any(Kind::Time),
            ],
            |m| {
                let n = int_value(&m[0])?;
                tt(pred_nth(
                    n - 1,
                    false,
                    &intersect(m[3].time()?, m[1].time()?)?,
                ))
            },
        ),
        Rule::new(
            "last <day-of-week> of <time>",
            vec![
                re("ultima"),
                time(is_a_day_of_week),
                re("din"),
                any(Kind::Time),
            ],
            |m| tt(pred_last_of(m[1].time()?, m[3].time()?)),
        ),
        Rule::new(
            "EOM|End of month",
            vec![re("sf(a|â)r(s|ș)itul lunii")],
            |_| tt(cycle_nth(Grain::Month, 1)),
        ),
        Rule::new(
            "EOY|End of year",
            vec![re("sf(a|â)r(s|ș)itul anului")],
            |_| tt(cycle_nth(Grain::Year, 1)),
        ),
    ]
}

fn cycles() -> Vec<Rule> {
    vec![
        Rule::new(
            "last <cycle> of <time>",
            vec![
                re("ultim(ul|a)"),
                any(Kind::TimeGrain),
                re("din"),
                any(Kind::Time),
            ],
            |m| tt(cycle_last_of(m[1].time_grain()?, m[3].time()?)),
        ),
        Rule::new(
            "<cycle> acesta",
            vec![re("aceasta|acest|(a|ă)sta"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, 0)),
        ),
        Rule::new(
            "urmatoarea <cycle>",
            vec![
                re("(urm(a|ă)to(area|rul)|viito(are|r))"),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_nth(m[1].time_grain()?, 1)),
        ),
        Rule::new(
            "<cycle> acesta",
            vec![
                any(Kind::TimeGrain),
                re("aceasta|acest|(a|ă)sta|curent(a|ă)"),
            ],
            |m| tt(cycle_nth(m[0].time_grain()?, 0)),
        ),
        Rule::new(
            "urmatoarele n <cycle>",
            vec![
                re("urm(a|ă)to(arele|rii|area)"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, int_value(&m[1])?)),
        ),
        Rule::new(
            "ultima <cycle>",
            vec![re("ultim(a|ul)"), any(Kind::TimeGrain)],
            |m| tt(cycle_nth(m[1].time_grain()?, -1)),
        ),
        Rule::new(
            "<cycle> trecut",
            vec![any(Kind::TimeGrain), re("trecut(a|ă)?")],
            |m| tt(cycle_nth(m[0].time_grain()?, -1)),
        ),
        Rule::new(
            "ultimele n <cycle>",
            vec![
                re("ultim(ele|ii|a)"),
                integer_between(1, 9999),
                any(Kind::TimeGrain),
            ],
            |m| tt(cycle_n(true, m[2].time_grain()?, -int_value(&m[1])?)),
        ),
    ]
}
