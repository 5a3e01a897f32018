//! Parts of the day: "'s ochtends", "middag", "vanavond", "morgenochtend", "na de lunch", "deze avond",
//! "15 februari in de morgen": ruleMorning … rulePartofdayOfTime.
//!
//! Duckling writes the one-word compounds ("vanavond", "gisterenmiddag") as rules of their own (its TODO
//! "single-word composition"): the day they name and the part of it.

use crate::dims::time::helpers::hours_between;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::data::TimeData;
use crate::time::helpers::{
    cycle_nth, intersect, is_a_part_of_day, mk_latent, not_latent, part_of_day, today,
};

/// A part of the day on its own: latent ("middag" alone is no time).
fn latent_part(from: i32, to: i32) -> Option<Token> {
    Some(Token::Time(mk_latent(part_of_day(hours_between(
        from, to,
    )?))))
}

/// The part of the day `from`-`to` of `day`.
fn part_of(day: &TimeData, from: i32, to: i32) -> Option<Token> {
    Some(Token::Time(part_of_day(intersect(
        day,
        &hours_between(from, to)?,
    )?)))
}

/// The day a compound names by its first part: "van" (this), "morgen" (tomorrow), else yesterday.
fn day_named(word: &str) -> TimeData {
    let word = word.to_lowercase();
    if word.starts_with("van") {
        today()
    } else if word.starts_with("morgen") {
        cycle_nth(Grain::Day, 1)
    } else {
        cycle_nth(Grain::Day, -1)
    }
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "morning",
            vec![re(
                "(in de )?morgen( van)?|(in de )?ochtend|'s ochtends|'s morgens",
            )],
            |_| latent_part(0, 12),
        ),
        Rule::new(
            "today/tomorrow/yesterday morning",
            vec![re("(vanmorgen|morgenochtend|gisterenochtend)")],
            |m| part_of(&day_named(m[0].group(1)?), 0, 12),
        ),
        Rule::new("lunch", vec![re("(am |zu )?mittags?")], |_| {
            latent_part(12, 14)
        }),
        Rule::new(
            "afternoon",
            vec![re("('s )?middags?|(in de )?middag|namiddag")],
            |_| latent_part(12, 18),
        ),
        Rule::new(
            "today/tomorrow/yesterday afternoon",
            vec![re(
                "(vanmiddag|morgenmiddags?|gistermiddag|gisteren(na)?middag)",
            )],
            |m| part_of(&day_named(m[0].group(1)?), 12, 18),
        ),
        Rule::new("evening", vec![re("'s avonds|avond")], |_| {
            latent_part(18, 0)
        }),
        Rule::new(
            "today/tomorrow/yesterday evening",
            vec![re("(van|morgen|gister(en)?)avond")],
            |m| part_of(&day_named(m[0].group(1)?), 18, 0),
        ),
        Rule::new("night", vec![re("('s nachts|(in de )?nacht)")], |_| {
            latent_part(20, 8)
        }),
        Rule::new(
            "yesterday/tomorrow night",
            vec![re("(morgen|gisteren)nacht")],
            |m| part_of(&day_named(m[0].group(1)?), 18, 0),
        ),
        Rule::new(
            "after lunch",
            vec![re("na de lunch|na het middageten")],
            |_| part_of(&today(), 13, 17),
        ),
        Rule::new("after work", vec![re("na het werk")], |_| {
            part_of(&today(), 17, 21)
        }),
        Rule::new(
            "this <part-of-day>",
            vec![re("deze|dit"), time(is_a_part_of_day)],
            |m| {
                let td = intersect(&today(), m[1].time()?)?;
                Some(Token::Time(part_of_day(td)))
            },
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("(tijdens|gedurende?)( de)?"), time(is_a_part_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![
                time(is_a_part_of_day),
                re("(van|op|in)( de)?"),
                any(Kind::Time),
            ],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
    ]
}
