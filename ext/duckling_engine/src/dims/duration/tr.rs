//! Turkish durations (`Duckling/Duration/TR/Rules.hs`, with every language's `Duckling/Duration/Rules.hs`):
//! "2 dk", "çeyrek saat", "yarım saat", "iki buçuk saat", "yaklaşık 3 gün", "5 dakika gibi".
//!
//! Duckling's "number.number hours" is left out: its production reads the regex's second group (the
//! separator, "." or ",") as the minutes, which never parses, so it never yields a duration.

use crate::dims::duration::rules::{
    common, integer_and_a_half, minutes_seconds_marks, named_duration,
};
use crate::dims::token::{Kind, Rule, Token, any, re};
use crate::time::Grain;

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend([
        named_duration(
            "quarter of an hour",
            r"(1/4\s?sa(at)?|çeyrek saat)",
            Grain::Minute,
            15,
        ),
        named_duration(
            "half an hour",
            r"(1/2\s?sa(at)?|yarım saat)",
            Grain::Minute,
            30,
        ),
        named_duration(
            "three-quarters of an hour",
            r"(3/4\s?sa(at)?|üç çeyrek sa(at)?)",
            Grain::Minute,
            45,
        ),
        named_duration("fortnight", "iki hafta", Grain::Day, 14),
        integer_and_a_half("<integer> and an half hour", "buçuk sa(at)?", Grain::Minute),
        Rule::new(
            "<duration> about|exactly",
            vec![re(r"(yaklaşık|tam(\solarak)?)"), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "<duration> about|exactly",
            vec![any(Kind::Duration), re("gibi|civarında")],
            |m| Some(Token::Duration(*m[0].duration()?)),
        ),
        minutes_seconds_marks(),
    ]);
    all
}
