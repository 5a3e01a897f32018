//! Intervals and open intervals: "13 - 15 juli", "13 t/m 15 juli", "van 9:30 tot 11:00", "tussen 9:30 en
//! 11:00", "na 9:30 maar voor 11:00", "tot 11 uur", "vanaf 14u", "op zijn vroegst om 14 uur", "tot het einde
//! van de maand", "dit weekend": ruleDatetimeDatetimeInterval … ruleWeekend.

use crate::dims::time::helpers::closed;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::{IntervalDirection, TimeData};
use crate::time::helpers::{
    day_of_month, intersect, interval, is_a_month, is_a_time_of_day, is_not_latent,
    mk_ok_for_this_next, now, weekend, with_direction,
};
use crate::time::object::TimeIntervalType;

fn directed(dir: IntervalDirection, td: &TimeData) -> Option<Token> {
    Some(Token::Time(with_direction(dir, td.clone())))
}

/// A day of the month written in digits, with or without its ordinal suffix ("13", "13de").
const DAY_DIGITS: &str = r"([012]?\d|30|31)(ste|de)?";

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "<datetime> - <datetime> (interval)",
            vec![
                time(is_not_latent),
                re(r"\-|t/m|tot en met"),
                time(is_not_latent),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "from <datetime> - <datetime> (interval)",
            vec![re("van"), any(Kind::Time), re(r"\-|tot"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <datetime> and <datetime> (interval)",
            vec![re("tussen"), any(Kind::Time), re("en"), any(Kind::Time)],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "between <time-of-day> and <time-of-day> (interval)",
            vec![
                re("tussen"),
                time(is_a_time_of_day),
                re("en"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "from <time-of-day> - <time-of-day> (interval)",
            vec![
                re("(van|vanaf|na|vroegst om|om)"),
                time(is_a_time_of_day),
                re(r"((maar)? voor)|\-|tot"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 1, 3),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
                re(r"\-|tot"),
                time(is_a_time_of_day),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<time-of-day> - <time-of-day> (interval)",
            vec![
                time(is_a_time_of_day),
                re(r"\-|tot"),
                time(|t| is_not_latent(t) && is_a_time_of_day(t)),
            ],
            |m| closed(m, 0, 2),
        ),
        Rule::new(
            "<month> dd-dd (interval)",
            vec![
                re(DAY_DIGITS),
                re(r"\-|tot en met|t/m"),
                re(DAY_DIGITS),
                time(is_a_month),
            ],
            |m| {
                let month = m[3].time()?;
                let from = intersect(&day_of_month(m[0].group(1)?.parse().ok()?), month)?;
                let to = intersect(&day_of_month(m[2].group(1)?.parse().ok()?), month)?;
                interval(TimeIntervalType::Closed, &from, &to).map(Token::Time)
            },
        ),
        Rule::new(
            "by the end of <time>",
            vec![re("tot( het)? einde( van)?"), any(Kind::Time)],
            |m| interval(TimeIntervalType::Closed, &now(), m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "until <time-of-day>",
            vec![re("voor|tot|op zijn laatst om"), any(Kind::Time)],
            |m| directed(IntervalDirection::Before, m[1].time()?),
        ),
        Rule::new(
            "<time-of-day> until",
            vec![any(Kind::Time), re("op zijn laatst")],
            |m| directed(IntervalDirection::Before, m[0].time()?),
        ),
        Rule::new(
            "after <time-of-day>",
            vec![re("na|vanaf|op zijn vroegst"), any(Kind::Time)],
            |m| directed(IntervalDirection::After, m[1].time()?),
        ),
        Rule::new(
            "<time-of-day> after",
            vec![any(Kind::Time), re("op zijn vroegst")],
            |m| directed(IntervalDirection::After, m[0].time()?),
        ),
        Rule::new("week-end", vec![re(r"week(\s|-)?ei?nde?")], |_| {
            Some(Token::Time(mk_ok_for_this_next(weekend())))
        }),
    ]
}
