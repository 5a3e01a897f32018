//! Parts of the day: "morgen", "i kveld", "om ettermiddagen", "mandag morgen", "etter jobb".

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, mk_latent, not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// From hour `from` to hour `to`, a latent part of the day.
fn latent_hours(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    Some(Token::Time(mk_latent(part_of_day(td))))
}

/// From hour `from` to hour `to` today, a part of the day.
fn today_hours(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    Some(Token::Time(part_of_day(intersect(&today(), &td)?)))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "after lunch",
            vec![re("etter (frokost|middag|lunsj|lunch)")],
            |_| today_hours(13, 17),
        ),
        Rule::new("after work", vec![re("etter jobb")], |_| {
            today_hours(17, 21)
        }),
        Rule::new("afternoon", vec![re("ettermiddag(en)?")], |_| {
            latent_hours(12, 19)
        }),
        Rule::new("evening", vec![re("kveld(en)?")], |_| latent_hours(18, 0)),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), time(is_a_part_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), time(is_a_part_of_day), re("en|ten")],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new("lunch", vec![re("(til )?middag")], |_| latent_hours(12, 14)),
        Rule::new("morning", vec![re("morgen(en)?|morran")], |_| {
            latent_hours(4, 12)
        }),
        Rule::new("night", vec![re("natt(en)?")], |_| latent_hours(0, 4)),
        Rule::new(
            "<part-of-day> of <time>",
            vec![
                time(is_a_part_of_day),
                re("(en |ten )?den"),
                any(Kind::Time),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("i|denne"), time(is_a_part_of_day)],
            |m| {
                let td = intersect(&today(), m[1].time()?)?;
                Some(Token::Time(part_of_day(td)))
            },
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new("tonight", vec![re("i kveld")], |_| today_hours(18, 0)),
    ]
}
