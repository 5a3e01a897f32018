//! Parts of the day ("morgen", "eftermiddagen", "aftes", "natten", "middag"), latent alone, and a part of a
//! day ("i morgen aften", "om eftermiddagen", "denne morgen", "i aften", "efter frokost"): ruleMorning …
//! rulePartofdayOfTime.

use super::tt;
use crate::dims::time::helpers::latent_part_of_day;
use crate::dims::token::{Kind, Matched, Rule, Token, any, re, time};
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// Today from hour `from` to hour `to` (excluded), as a part of the day.
fn today_between(from: i32, to: i32) -> Option<Token> {
    let td = interval(TimeIntervalType::Open, &hour(false, from), &hour(false, to))?;
    tt(part_of_day(intersect(&today(), &td)?))
}

/// The part of the day of item 1, no longer latent.
fn stated(m: &[Matched<'_, Token>]) -> Option<Token> {
    tt(not_latent(m[1].time()?.clone()))
}

pub(super) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("after lunch", vec![re("efter (frokost|middag)")], |_| {
            today_between(13, 17)
        }),
        Rule::new("after work", vec![re("efter arbejde")], |_| {
            today_between(17, 21)
        }),
        Rule::new("afternoon", vec![re("eftermiddag(en)?")], |_| {
            latent_part_of_day(12, 19)
        }),
        Rule::new("evening", vec![re("afte(s|n(en)?)")], |_| {
            latent_part_of_day(18, 0)
        }),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), time(is_a_part_of_day)],
            stated,
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("om|i"), time(is_a_part_of_day), re("en|ten")],
            stated,
        ),
        Rule::new("lunch", vec![re("(til )?middag")], |_| {
            latent_part_of_day(12, 14)
        }),
        Rule::new("morning", vec![re("morgen(en)?")], |_| {
            latent_part_of_day(4, 12)
        }),
        Rule::new("night", vec![re("nat(ten)?")], |_| latent_part_of_day(0, 4)),
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
            |m| tt(part_of_day(intersect(&today(), m[1].time()?)?)),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new("tonight", vec![re("i aften")], |_| today_between(18, 0)),
    ]
}
