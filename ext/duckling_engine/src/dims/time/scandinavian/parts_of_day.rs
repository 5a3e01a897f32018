//! Parts of the day the three languages write alike: each part alone, latent ("morgon", "aften"), a part of
//! today ("ikväll", "efter jobbet") and a part of the day joined to a time ("i morgen aften", "om
//! eftermiddagen", "kvällen den 15 februari").

use super::stated;
use crate::dims::time::helpers::{hours_between, tt};
use crate::dims::token::{Kind, Rule, Token, any, re, time};
use crate::time::helpers::{intersect, is_a_part_of_day, part_of_day, today};

/// The part-of-day rules the three languages share with others, written once in `dims::time::shared_rules`,
/// listed here so that each language reaches all its part-of-day rules through this module.
pub(crate) use crate::dims::time::shared_rules::{in_part_of_day, latent_part, this_part_of_day};

/// The part of today `name`, from hour `from` to hour `to` (excluded).
pub(crate) fn part_of_today(name: &'static str, words: &str, from: i32, to: i32) -> Rule {
    Rule::new(name, vec![re(words)], move |_| {
        tt(part_of_day(intersect(&today(), &hours_between(from, to)?)?))
    })
}

/// "om morgon en": the same with the article apart, `article` after the part of the day.
pub(crate) fn in_part_of_day_article(in_words: &str, article: &str) -> Rule {
    Rule::new(
        "in|during the <part-of-day>",
        vec![re(in_words), time(is_a_part_of_day), re(article)],
        |m| stated(m, 1),
    )
}

/// "i morgen aften".
pub(crate) fn time_part_of_day() -> Rule {
    Rule::new(
        "<time> <part-of-day>",
        vec![any(Kind::Time), time(is_a_part_of_day)],
        |m| intersect(m[0].time()?, m[1].time()?).map(Token::Time),
    )
}

/// "kvällen den 15 februari", `of` the words between.
pub(crate) fn part_of_day_of_time(of: &str) -> Rule {
    Rule::new(
        "<part-of-day> of <time>",
        vec![time(is_a_part_of_day), re(of), any(Kind::Time)],
        |m| intersect(m[0].time()?, m[2].time()?).map(Token::Time),
    )
}
