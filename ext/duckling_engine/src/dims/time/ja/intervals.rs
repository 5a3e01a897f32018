//! Intervals and open intervals: "2021/03/25以降", "6月まで", "2020年6月から7月まで", "2020年～2021年",
//! "2020・2021年" (ruleIntervalFromTime … ruleIntervalYear).

use super::{get_int_value, tt};
use crate::dims::time::helpers::integer_between;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re};
use crate::time::data::IntervalDirection;
use crate::time::helpers::{interval, not_latent, with_direction, year};
use crate::time::object::TimeIntervalType;

/// From time item `a` to time item `b`, both included.
fn closed(m: &[Matched<'_, Token>], a: usize, b: usize) -> Option<Token> {
    tt(interval(
        TimeIntervalType::Closed,
        m[a].time()?,
        m[b].time()?,
    )?)
}

/// The time `m[0]` as an open interval on the side `direction`.
fn open(m: &[Matched<'_, Token>], direction: IntervalDirection) -> Option<Token> {
    tt(with_direction(direction, not_latent(m[0].time()?.clone())))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "from <time>",
            vec![any(Kind::Time), re("(初め)?以(降|来)に?|～|よりも?後|から")],
            |m| open(m, IntervalDirection::After),
        ),
        Rule::new(
            "until <time>",
            vec![any(Kind::Time), re("までに?|よりも?前|以前")],
            |m| open(m, IntervalDirection::Before),
        ),
        Rule::new(
            "from <time> to <time>",
            vec![
                any(Kind::Time),
                re("(初め)?以(降|来)に?|～|よりも?後?|(初め|頭)?から|以降"),
                any(Kind::Time),
                re("末?まで|(より|以)前|の間|にかけて|いっぱい"),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<time> - <time>",
            vec![any(Kind::Time), re("-|~|～|・|、|から"), any(Kind::Time)],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<year> - <year>",
            vec![
                integer_between(1000, 10000),
                re("-|~|～|・|、|から"),
                integer_between(1000, 10000),
                re("年"),
            ],
            |m| {
                let (from, to) = (get_int_value(&m[0])?, get_int_value(&m[2])?);
                if from >= to {
                    return None;
                }
                tt(interval(TimeIntervalType::Closed, &year(from), &year(to))?)
            },
        ),
    ]
}
