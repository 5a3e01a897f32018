//! Parts of the day: "morning", "tonight", "this evening", "at 3 in the afternoon", "noon", "about 3pm", "mid-day": ruleNoonMidnightEOD … rulePODofTime, ruleTODPrecision, ruleTODPOD, rulePrecisionTOD, ruleMidDay.
//!
//! A part of the day alone is latent ("morning" is no time to report), so the general intersection skips it;
//! the rules here attach it to a day or a clock time.

use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::Grain;
use crate::time::helpers::{
    hour, intersect, interval, is_a_part_of_day, is_a_time_of_day, is_grain_finer_than, mk_latent,
    not_latent, part_of_day, today,
};
use crate::time::object::TimeIntervalType;

/// From hour `start` to hour `end` of each day, as an open interval.
fn hours(start: i32, end: i32) -> Option<crate::time::data::TimeData> {
    interval(
        TimeIntervalType::Open,
        &hour(false, start),
        &hour(false, end),
    )
}

/// Today's part of the day from hour `start` to hour `end`, not latent ("tonight", "after lunch").
fn today_from(start: i32, end: i32) -> Option<Token> {
    let td = intersect(&today(), &hours(start, end)?)?;
    Some(Token::Time(part_of_day(not_latent(td))))
}

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new(
            "noon|midnight|EOD|end of day",
            vec![re("(noon|midni(ght|te)|(the )?(EOD|end of (the )?day))")],
            |m| {
                let noon = m[0].group(1)?.eq_ignore_ascii_case("noon");
                Some(Token::Time(hour(false, if noon { 12 } else { 0 })))
            },
        ),
        Rule::new(
            "part of days",
            vec![re("(morning|after ?noo?n(ish)?|evening|night|(at )?lunch)")],
            |m| {
                let (start, end) = match m[0].group(1)?.to_lowercase().as_str() {
                    "morning" => (0, 12),
                    "evening" | "night" => (18, 0),
                    "lunch" | "at lunch" => (12, 14),
                    _ => (12, 19),
                };
                Some(Token::Time(part_of_day(mk_latent(hours(start, end)?))))
            },
        ),
        Rule::new(
            "early morning",
            vec![re("early ((in|hours of) the )?morning")],
            |_| Some(Token::Time(part_of_day(mk_latent(hours(0, 9)?)))),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("(in|during)( the)?"), time(is_a_part_of_day)],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("this"), time(is_a_part_of_day)],
            |m| {
                let td = intersect(&today(), m[1].time()?)?;
                Some(Token::Time(part_of_day(not_latent(td))))
            },
        ),
        Rule::new("tonight", vec![re("(late )?toni(ght|gth|te)s?")], |m| {
            today_from(if m[0].group(1).is_some() { 21 } else { 18 }, 0)
        }),
        Rule::new(
            "after lunch/work/school",
            vec![re(r"after[\s-]?(lunch|work|school)")],
            |m| match m[0].group(1)?.to_lowercase().as_str() {
                "lunch" => today_from(13, 17),
                "work" => today_from(17, 21),
                "school" => today_from(15, 21),
                _ => None,
            },
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[1].time()?, m[0].time()?).map(Token::Time),
        ),
        Rule::new(
            "<part-of-day> of <time>",
            vec![time(is_a_part_of_day), re("of"), any(Kind::Time)],
            |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
        ),
        Rule::new(
            "<time-of-day> sharp|exactly",
            vec![
                time(is_a_time_of_day),
                re("(sharp|exactly|-?ish|approximately)"),
            ],
            |m| Some(Token::Time(not_latent(m[0].time()?.clone()))),
        ),
        Rule::new(
            "<time-of-day> <part-of-day>",
            vec![time(is_a_time_of_day), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(|td| Token::Time(not_latent(td))),
        ),
        Rule::new(
            "about|exactly <time-of-day>",
            vec![
                re("(about|around|approximately|exactly)"),
                time(|t| is_grain_finer_than(Grain::Year, t)),
            ],
            |m| Some(Token::Time(not_latent(m[1].time()?.clone()))),
        ),
        // Rules.hs line 2633, out of its family's place there.
        Rule::new("Mid-day", vec![re(r"(the )?mid(\s)?day")], |_| {
            Some(Token::Time(hour(false, 12)))
        }),
    ]
}
