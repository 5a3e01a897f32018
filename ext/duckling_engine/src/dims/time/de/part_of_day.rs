//! Parts of the day: "morgens", "heute Abend", "am Nachmittag", "Montag früh", "nach der Arbeit".

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::data::TimeData;
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

fn pod(td: TimeData) -> Option<Token> {
    Some(Token::Time(td))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "morning",
            vec![re("morgens|(in der )?fr(ü)h|vor ?mittags?|am morgen")],
            |_| latent_hours(3, 12),
        ),
        Rule::new("lunch", vec![re("(am |zu )?mittags?")], |_| {
            latent_hours(12, 14)
        }),
        Rule::new("afternoon", vec![re("nach ?mittags?")], |_| {
            latent_hours(12, 19)
        }),
        Rule::new("evening", vec![re("abends?")], |_| latent_hours(18, 0)),
        Rule::new("night", vec![re("nachts?")], |_| latent_hours(0, 4)),
        Rule::new(
            "after lunch",
            vec![re("nach dem mittagessen|nachmittags?")],
            |_| today_hours(13, 17),
        ),
        Rule::new(
            "after work",
            vec![re("nach (der)? arbeit|(am)? feier ?abend")],
            |_| today_hours(17, 21),
        ),
        Rule::new("tonight", vec![re("heute? (am)? abends?")], |_| {
            today_hours(18, 0)
        }),
        Rule::new(
            "in|during the <part-of-day>",
            vec![
                re("(in|an|am|w(ä)h?rend)( der| dem| des)?"),
                time(is_a_part_of_day),
            ],
            |m| pod(not_latent(m[1].time()?.clone())),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("diesen?|dieses|heute"), time(is_a_part_of_day)],
            |m| pod(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| pod(intersect(m[0].time()?, m[1].time()?)?),
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![
                time(is_a_part_of_day),
                re("des|von|vom|am"),
                any(Kind::Time),
            ],
            |m| pod(intersect(m[0].time()?, m[2].time()?)?),
        ),
    ]
}
