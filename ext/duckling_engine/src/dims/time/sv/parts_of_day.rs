//! Parts of the day ("morgon", "eftermiddagen", "kväll", "lunch"), latent alone, and a part of a day
//! ("imorgon kväll", "i kväll", "ikväll", "efter jobbet", "kvällen den 15 februari").

use super::tt;
use crate::dims::time::helpers::latent_part_of_day;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::engine::rule::Item;
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// Today's part of the day from hour `from` to hour `to` (excluded).
fn today_between(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(intersect(&today(), &td)?))
}

/// The part of the day `m` holds, no longer latent.
fn stated(m: &Matched<'_, Token>) -> Option<Token> {
    tt(not_latent(m.time()?.clone()))
}

fn a_part_of_day() -> Item<Token> {
    time(is_a_part_of_day)
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("morning", vec![re("morgon(en)?")], |_| {
            latent_part_of_day(4, 12)
        }),
        Rule::new("lunch", vec![re("lunch(en)?")], |_| {
            latent_part_of_day(12, 14)
        }),
        Rule::new("afternoon", vec![re("eftermiddag(en)?")], |_| {
            latent_part_of_day(12, 19)
        }),
        Rule::new("evening", vec![re("kväll(en)?")], |_| {
            latent_part_of_day(18, 0)
        }),
        Rule::new("night", vec![re("natt(en)?")], |_| latent_part_of_day(0, 4)),
        Rule::new("after lunch", vec![re("efter (lunch)")], |_| {
            today_between(13, 17)
        }),
        Rule::new("after work", vec![re("efter jobbet")], |_| {
            today_between(17, 21)
        }),
        Rule::new("tonight", vec![re("ikväll")], |_| today_between(18, 0)),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), a_part_of_day()],
            |m| stated(&m[1]),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), a_part_of_day(), re("en|ten")],
            |m| stated(&m[1]),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("i|denna"), a_part_of_day()],
            |m| tt(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), a_part_of_day()],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![a_part_of_day(), re("(en |ten )?den"), any(Kind::Time)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
    ]
}
