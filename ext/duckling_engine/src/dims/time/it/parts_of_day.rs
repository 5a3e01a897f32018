//! Parts of the day ("mattina", "stasera", "stanotte", "a pranzo") and their intersections with other times
//! ("lunedì mattina", "alle 3 del mattino"), seasons, the weekend, and the days and instants named relative
//! to today ("oggi", "domani", "dopodomani", "adesso", "fine del mese").

use super::tt;
use crate::dims::time::helpers::{hours_between, intersected, latent_part_of_day};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth, cycle_nth_after, day_of_week, hour, intersect, interval, is_a_part_of_day,
    is_a_time_of_day, is_grain_of_time, mk_latent, month_day, not_latent, now, part_of_day, today,
    weekend,
};
use crate::time::object::TimeIntervalType;

/// The hours `from` to `to` of `day`, as a part of the day ("stasera").
fn part_of(day: &TimeData, from: i32, to: i32) -> Option<Token> {
    tt(part_of_day(intersect(day, &hours_between(from, to)?)?))
}

/// The night after `td`: midnight to 4 the next day.
fn night_after(td: &TimeData) -> Option<Token> {
    let next_day = cycle_nth_after(false, Grain::Day, 1, td);
    intersect(&next_day, &hours_between(0, 4)?).map(Token::Time)
}

/// From `from` to `to` (month, day) each year.
fn season(from: (i32, i32), to: (i32, i32)) -> Option<Token> {
    let (from, to) = (month_day(from.0, from.1), month_day(to.0, to.1));
    interval(TimeIntervalType::Open, &from, &to).map(Token::Time)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("morning", vec![re("mattin(ata|[aoe])")], |_| {
            latent_part_of_day(4, 12)
        }),
        Rule::new("lunch", vec![re("(a )?pranzo")], |_| {
            latent_part_of_day(12, 14)
        }),
        Rule::new("afternoon", vec![re("pomeriggio?")], |_| {
            latent_part_of_day(12, 19)
        }),
        Rule::new("evening", vec![re("ser(ata|[ae])")], |_| {
            latent_part_of_day(18, 0)
        }),
        Rule::new("night", vec![re("nott(e|ata)")], |_| {
            let td = intersect(&cycle_nth(Grain::Day, 1), &hours_between(0, 4)?)?;
            tt(part_of_day(mk_latent(td)))
        }),
        Rule::new(
            "stanotte",
            vec![re("(sta|nella )notte|(in|nella) nottata")],
            |_| part_of(&cycle_nth(Grain::Day, 1), 0, 4),
        ),
        Rule::new("domattina", vec![re("domattina")], |_| {
            part_of(&cycle_nth(Grain::Day, 1), 4, 12)
        }),
        Rule::new("stamattina", vec![re("stamattina")], |_| {
            part_of(&today(), 4, 12)
        }),
        Rule::new("stasera", vec![re("stasera")], |_| part_of(&today(), 18, 0)),
        Rule::new(
            "this <part-of-day>",
            vec![
                re("(que)?st[oa]|i[nl]|(al|nel)(la)?|la"),
                time(is_a_part_of_day),
            ],
            |m| tt(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "verso <part-of-day>",
            vec![re("verso( la| il)?"), time(is_a_part_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "<dim time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersected(m[0].time()?, m[1].time()?),
        ),
        Rule::new(
            "<dim time> al <part-of-day>",
            vec![
                any(Kind::Time),
                re("al|nel(la)?|in|d(i|el(la)?)"),
                time(is_a_part_of_day),
            ],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "<part-of-day> of <dim time>",
            vec![time(is_a_part_of_day), re("d(i|el)"), any(Kind::Time)],
            |m| intersected(m[0].time()?, m[2].time()?),
        ),
        Rule::new(
            "in the <part-of-day> of <dim time>",
            vec![
                re("nel(la)?"),
                time(is_a_part_of_day),
                re("d(i|el)"),
                any(Kind::Time),
            ],
            |m| intersected(m[1].time()?, m[3].time()?),
        ),
        Rule::new(
            "<dim time> del mattino",
            vec![time(is_a_time_of_day), re("del mattino")],
            |m| {
                let morning = mk_latent(part_of_day(hours_between(0, 12)?));
                intersected(m[0].time()?, &morning)
            },
        ),
        Rule::new(
            "<time> notte",
            vec![any(Kind::Time), re("((in|nella|alla) )?nott(e|ata)")],
            |m| night_after(m[0].time()?),
        ),
        Rule::new(
            "<time> notte",
            vec![re("((nella|alla) )?nott(e|ata)( d(i|el))"), any(Kind::Time)],
            |m| night_after(m[1].time()?),
        ),
        Rule::new("season", vec![re("(in )?estate")], |_| {
            season((6, 21), (9, 23))
        }),
        Rule::new("season", vec![re("(in )?autunno")], |_| {
            season((9, 23), (12, 21))
        }),
        Rule::new("season", vec![re("(in )?inverno")], |_| {
            season((12, 21), (3, 20))
        }),
        Rule::new("season", vec![re("(in )?primavera")], |_| {
            season((3, 20), (6, 21))
        }),
        Rule::new(
            "week-end",
            vec![re("week[ -]?end|fine ?settimana|we")],
            |_| tt(weekend()),
        ),
        Rule::new(
            "il week-end del <time>",
            vec![
                re("il (week[ -]?end|fine ?settimana|we) del"),
                time(|td| is_grain_of_time(Grain::Day, td)),
            ],
            |m| {
                let td = m[1].time()?;
                let friday =
                    intersect(&cycle_nth_after(false, Grain::Week, 0, td), &day_of_week(5))?;
                let monday =
                    intersect(&cycle_nth_after(false, Grain::Week, 1, td), &day_of_week(1))?;
                let from = intersect(&friday, &hour(false, 18))?;
                let to = intersect(&monday, &hour(false, 0))?;
                interval(TimeIntervalType::Open, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "right now",
            vec![re(
                "(subito|(immediata|attual)mente|(proprio )?adesso|(in questo|al) momento|ora)",
            )],
            |_| tt(now()),
        ),
        Rule::new("today", vec![re("(di )?oggi|in giornata")], |_| tt(today())),
        Rule::new("tomorrow", vec![re("domani")], |_| {
            tt(cycle_nth(Grain::Day, 1))
        }),
        Rule::new("yesterday", vec![re("ieri")], |_| {
            tt(cycle_nth(Grain::Day, -1))
        }),
        Rule::new(
            "the day after tomorrow",
            vec![re(r"(il giorno )?dopo\s?domani")],
            |_| tt(cycle_nth(Grain::Day, 2)),
        ),
        Rule::new(
            "the day before yesterday",
            vec![re(r"(l')?altro\s?ieri")],
            |_| tt(cycle_nth(Grain::Day, -2)),
        ),
        Rule::new("EOM|End of month", vec![re("fine del mese")], |_| {
            tt(cycle_nth(Grain::Month, 1))
        }),
        Rule::new("EOY|End of year", vec![re("fine dell' ?anno")], |_| {
            tt(cycle_nth(Grain::Year, 1))
        }),
    ]
}
