//! Intervals ("od 3 do 5", "między poniedziałkiem a środą", "do jutra", "po 15:00") and the intersections of
//! two times ("wtorek 15 lutego", "jutro o 3", "poniedziałek, 3 marca").

use super::tt;
use crate::dims::time::helpers::{a_time_of_day, both, closed};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::engine::rule::Item;
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    interval, is_a_time_of_day, is_not_latent, not_latent, now, with_direction,
};
use crate::time::object::TimeIntervalType;

fn a_clock_time() -> Item<Token> {
    time(|td| is_not_latent(td) && is_a_time_of_day(td))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "after <time-of-day>",
            vec![re("po"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![
                re("(po|po )?mi(e|ę)dzy"),
                any(Kind::Time),
                re("a|i"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("(po|po )?miedzy|między"),
                a_time_of_day(),
                re("a|i"),
                a_time_of_day(),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("do (ko[ńn]ca )?(tego)?"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "by <time>",
            vec![re("(a(z|ż) )?do"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|(p|d)o|a(ż|z) (p|d)o"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![
                re("od|p(o|ó)(z|ź)niej ni(z|ż)"),
                any(Kind::Time),
                re(r"\-|do|po|aż do|az do|aż po|az po|ale przed"),
                any(Kind::Time),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <hour-of-day> - <hour-of-day> (interval)",
            vec![
                re("od"),
                a_time_of_day(),
                re("-|to|th?ru|through|until"),
                a_clock_time(),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(niż|niz|od)"),
                a_time_of_day(),
                re(r"((but )?before)|\-|do|po|aż do|az do|aż po|az po"),
                a_time_of_day(),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<hour-of-day> - <hour-of-day> (interval)",
            vec![a_time_of_day(), re("-|do|aż po|po"), a_clock_time()],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "intersect",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| both(m, 0, 1),
        ),
        Rule::new(
            "intersect by \",\"",
            vec![time(is_not_latent), re(","), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "intersect by \"of\", \"from\", \"'s\"",
            vec![time(is_not_latent), re("z"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                a_clock_time(),
                re(r"\-|:|do|po|aż do|az do|aż po|az po"),
                a_time_of_day(),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("(a(ż|z) )?do|przed"), a_time_of_day()],
            |m| {
                let td = with_direction(IntervalDirection::Before, m[1].time()?.clone());
                tt(not_latent(td))
            },
        ),
    ]
}
