//! French durations (`Duckling/Duration/FR/Rules.hs`): "une heure", "un quart d'heure", "2'", and every
//! language's "<integer> <unit-of-duration>". Duckling's "environ <duration>" has the word but no duration in
//! its pattern, so it never yields one: it is left out.

use super::rules::{common, lasting, minutes_seconds_marks, named_duration};
use crate::dims::token::{Kind, Rule, any, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "une <unit-of-duration>",
            vec![re("une|la|le?"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        named_duration(
            "un quart d'heure",
            r"(1/4\s?h(eure)?|(un|1) quart d'heure)",
            Grain::Minute,
            15,
        ),
        named_duration(
            "une demi heure",
            r"(1/2\s?h(eure)?|(1|une) demi(e)?(\s|-)heure)",
            Grain::Minute,
            30,
        ),
        named_duration(
            "trois quarts d'heure",
            r"(3/4\s?h(eure)?|(3|trois) quart(s)? d'heure)",
            Grain::Minute,
            45,
        ),
        minutes_seconds_marks(),
    ]);
    all
}
