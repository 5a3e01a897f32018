//! Intervals and open intervals: "vom 10. bis 15. März", "zwischen 9 und 11", "9-11 Uhr", "bis 18 Uhr", "ab
//! Montag", "bis Ende des Monats".

use crate::dims::time::helpers::{closed, closed_interval, tod_not_latent};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Matched;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    day_of_month, intersect, is_a_month, is_a_time_of_day, is_not_latent, month_day, now,
    with_direction, year_month_day,
};

/// A regex group's leading digits as a number (Duckling's `parseInt` reads a prefix: the month "03." its first
/// regex captures is 3); `None` when the group took no part in the match (Duckling's empty group).
fn group_int(m: &Matched<'_, Token>, group: usize) -> Option<i32> {
    let g = m.group(group)?;
    g[..g.find(|c: char| !c.is_ascii_digit()).unwrap_or(g.len())]
        .parse()
        .ok()
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|bis( zum)?|auf( den)?"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re("vo[nm]"),
                any(Kind::Time),
                re(r"\-|bis( zum)?|auf( den)?"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![re("zwischen"), any(Kind::Time), re("und"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("zwischen"),
                time(is_a_time_of_day),
                re("und"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(von|nach|ab|fr(ü)hestens (um)?)"),
                time(is_a_time_of_day),
                re(r"((noch|aber|jedoch)? vor)|\-|bis"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![time(tod_not_latent), re(r"\-|bis"), time(is_a_time_of_day)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re(r"\-|/|bis"),
                time(tod_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "dd.(mm.)? - dd.mm.(yy[yy]?)? (interval)",
            // Duckling's look-behinds `(?<=\.)` (a month only after a dot, a year only after a dot) are the
            // dots the optional groups begin with.
            vec![
                re(r"(?:vo[nm]\s+)?(10|20|30|31|[012]?[1-9])(?:\.((?:10|11|12|0?[1-9])\.?)?)?"),
                re(r"\-|/|bis( zum)?|auf( den)?"),
                re(r"(10|20|30|31|[012]?[1-9])\.(10|11|12|0?[1-9])(?:\.(\d{2,4})?)?"),
            ],
            |m| {
                let d1 = group_int(&m[0], 1)?;
                let d2 = group_int(&m[2], 1)?;
                let m2 = group_int(&m[2], 2)?;
                let m1 = match m[0].group(2) {
                    None => m2,
                    Some(_) => group_int(&m[0], 2)?,
                };
                match m[2].group(3) {
                    None => closed_interval(&month_day(m1, d1), &month_day(m2, d2)),
                    Some(_) => {
                        let y = group_int(&m[2], 3)?;
                        closed_interval(&year_month_day(y, m1, d1), &year_month_day(y, m2, d2))
                    }
                }
            },
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                re(r"([012]?\d|30|31)(ter|\.)?"),
                re(r"\-|bis( zum)?|auf( den)?"),
                re(r"([012]?\d|30|31)(ter|\.)?"),
                time(is_a_month),
            ],
            |m| {
                let month = m[3].time()?;
                let from = intersect(&day_of_month(group_int(&m[0], 1)?), month)?;
                let to = intersect(&day_of_month(group_int(&m[2], 1)?), month)?;
                closed_interval(&from, &to)
            },
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("bis (zum)? ende (von)?|(noch)? vor"), any(Kind::Time)],
            |m| closed_interval(m[1].time()?, &now()),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("vor|bis( zu[rm]?)?|sp(ä)testens?"), any(Kind::Time)],
            |m| {
                let td = m[1].time()?.clone();
                Some(Token::Time(with_direction(IntervalDirection::Before, td)))
            },
        ),
        Rule::new(
            "<time-of-day> until",
            vec![any(Kind::Time), re("sp(ä)testens")],
            |m| {
                let td = m[0].time()?.clone();
                Some(Token::Time(with_direction(IntervalDirection::Before, td)))
            },
        ),
        Rule::new(
            "after <time-of-day>",
            vec![re("nach|ab|fr(ü)he?stens"), any(Kind::Time)],
            |m| {
                let td = m[1].time()?.clone();
                Some(Token::Time(with_direction(IntervalDirection::After, td)))
            },
        ),
        Rule::new(
            "<time-of-day> after",
            vec![any(Kind::Time), re("fr(ü)he?stens")],
            |m| {
                let td = m[0].time()?.clone();
                Some(Token::Time(with_direction(IntervalDirection::After, td)))
            },
        ),
    ]
}
