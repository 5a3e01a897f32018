//! Parts of the day ("rano", "po południu", "wieczorem", "na lunch"), latent alone, and a part of a day
//! ("jutro wieczorem", "ten wieczór", "w czasie lunchu").

use super::tt;
use crate::dims::time::helpers::latent_part_of_day;
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{intersect, is_a_part_of_day, not_latent, part_of_day, today};

pub(crate) fn rules() -> Vec<Rule> {
    vec![
        Rule::new("afternoon", vec![re("po(l|ł)udni(em|e|a|u)")], |_| {
            latent_part_of_day(12, 19)
        }),
        Rule::new(
            "evening|night",
            vec![re("wiecz[oó]r(em|owi|ze|a|u)?|nocą?")],
            |_| latent_part_of_day(18, 0),
        ),
        Rule::new(
            "in|during the <part-of-day>",
            vec![re("(w|na) ?(czas(ie)?)"), time(is_a_part_of_day)],
            |m| tt(not_latent(m[1].time()?.clone())),
        ),
        Rule::new("lunch", vec![re("(na )?la?u?nc(z|h)|obiad")], |_| {
            latent_part_of_day(12, 14)
        }),
        Rule::new(
            "morning",
            vec![re("rano|poran(ek|ku|ka)|z rana|(s|ś)witem")],
            |_| latent_part_of_day(4, 12),
        ),
        Rule::new(
            "this <part-of-day>",
            vec![re("ten|tego|ta|to"), time(is_a_part_of_day)],
            |m| intersect(&today(), m[1].time()?).map(|td| Token::Time(part_of_day(td))),
        ),
        Rule::new(
            "<time> <part-of-day>",
            vec![any(Kind::Time), time(is_a_part_of_day)],
            |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
        ),
    ]
}
