//! Intervals ("dalle 3 alle 5", "dal 3 al 5 marzo", "fino a domani", "entro le 5", "dopo le 3") and the
//! intersections of two times side by side ("martedì 3 marzo", "le 3 di domani").

use super::tt;
use crate::dims::time::helpers::{both, closed};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{
    intersect, interval, is_a_time_of_day, is_not_latent, not_latent, now, with_direction,
};
use crate::time::object::TimeIntervalType;

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|[fs]ino a(l(l[e'])?)?"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "dal <datetime> al <datetime> (interval)",
            vec![
                re("da(l(l')?)?"),
                time(is_not_latent),
                re("([fs]ino )?a(l(l')?)?"),
                time(is_not_latent),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "dalle <time-of-day> alle <time-of-day> (interval)",
            vec![
                re("da(ll[ae'])?"),
                time(is_a_time_of_day),
                re(r"\-|([fs]ino )?a(ll[ae'])?"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "tra il <datetime> e il <datetime> (interval)",
            vec![
                re("tra( il| l')?"),
                time(is_a_time_of_day),
                re("e( il| l')?"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> <day-of-month> (interval)",
            vec![
                time(is_a_time_of_day),
                re(r"\-"),
                time(is_a_time_of_day),
                time(is_not_latent),
            ],
            |m| {
                let day = m[3].time()?;
                let from = intersect(m[0].time()?, day)?;
                let to = intersect(m[2].time()?, day)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "fino al <datetime> (interval)",
            vec![re("[fs]ino a(l(l[ae'])?)?"), time(is_not_latent)],
            |m| interval(TimeIntervalType::Open, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "dopo le <time-of-day>",
            vec![re("dopo( l['ea'])?|dal(l['ea'])?"), time(is_a_time_of_day)],
            |m| {
                tt(with_direction(
                    IntervalDirection::After,
                    not_latent(m[1].time()?.clone()),
                ))
            },
        ),
        Rule::new("dopo <time>", vec![re("dopo|dal?"), any(Kind::Time)], |m| {
            tt(with_direction(
                IntervalDirection::After,
                m[1].time()?.clone(),
            ))
        }),
        Rule::new(
            "entro le <time-of-day>",
            vec![re("entro( l[ea'])?|prima d(i|ell['e])"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    not_latent(m[1].time()?.clone()),
                ))
            },
        ),
        Rule::new(
            "entro <time>",
            vec![re("entro( la)?|prima d(i|ella)"), any(Kind::Time)],
            |m| {
                tt(with_direction(
                    IntervalDirection::Before,
                    m[1].time()?.clone(),
                ))
            },
        ),
        Rule::new(
            "<time> entro le <time>",
            vec![
                any(Kind::Time),
                re("entro( l[e'])?|prima d(i|ell['ea])"),
                time(is_a_time_of_day),
            ],
            |m| {
                let td = intersect(m[0].time()?, m[2].time()?)?;
                tt(with_direction(IntervalDirection::Before, td))
            },
        ),
        Rule::new(
            "two time tokens in a row",
            vec![time(is_not_latent), time(is_not_latent)],
            |m| both(m, 0, 1),
        ),
        Rule::new(
            "two time tokens separated by `di`",
            vec![time(is_not_latent), re("di"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
        Rule::new(
            "intersect by \"di\", \"della\", \"del\"",
            vec![time(is_not_latent), re("di|del(la)?"), time(is_not_latent)],
            |m| both(m, 0, 2),
        ),
    ]
}
