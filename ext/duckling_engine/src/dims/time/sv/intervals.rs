//! Intervals ("från 3 till 5", "mellan måndag och onsdag", "innan 15:00", "efter 15:00", "i slutet av
//! mars") and the intersections of two times ("tisdag 15 februari", "imorgon kl 3", "måndag, 3 mars").

use super::tt;
use crate::dims::time::helpers::{a_time_of_day, both, closed};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    interval, is_a_time_of_day, is_not_latent, not_latent, now, with_direction,
};
use crate::time::object::TimeIntervalType;

/// "-", "till", "till och med", "tom": the end of an interval.
const TO: &str = r"\-|till|till och med|tom";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![time(is_not_latent), re(TO), time(is_not_latent)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![re("från"), any(Kind::Time), re(TO), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![re("mellan"), any(Kind::Time), re("och"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![re("mellan"), a_time_of_day(), re("och"), a_time_of_day()],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(efter|från)"),
                a_time_of_day(),
                re(r"((men )?före)|\-|till|till och med|tom"),
                a_time_of_day(),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|td| is_not_latent(td) && is_a_time_of_day(td)),
                re(TO),
                a_time_of_day(),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("i slutet av"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("innan|före|intill"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "after <time-of-day>",
            vec![re("efter"), any(Kind::Time)],
            |m| {
                let td = with_direction(IntervalDirection::After, m[1].time()?.clone());
                tt(not_latent(td))
            },
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
            vec![time(is_not_latent), re("i"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
    ]
}
