//! Swedish durations (`Duckling/Duration/SV/Rules.hs`, after the rule of every language): "en timme",
//! "2 och en halv timme", "1,5 timmar", "ungefär 3 dagar". Danish writes the same rules with its own words
//! (`Duckling/Duration/DA/Rules.hs`, [`rules_in`]).

use crate::dims::duration::rules::{and_a_half, common, count, lasting, mixed_fraction};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re};
use crate::time::Grain;
use crate::time::duration::minutes_from_hour_mixed_fraction;

/// The words of a language's duration rules, each the regex of the rule it names.
pub(crate) struct Words {
    pub(crate) a: &'static str,
    pub(crate) about: &'static str,
    pub(crate) exactly: &'static str,
    /// Danish keeps English's "fortnight" rule.
    pub(crate) fortnight: Option<&'static str>,
    pub(crate) half_an_hour: &'static str,
    pub(crate) and_a_half_hours: &'static str,
    pub(crate) more: &'static str,
    pub(crate) hours: &'static str,
}

const SWEDISH: Words = Words {
    a: "en|ett?",
    about: r"(omkring|cirka|ca\.?|c:a|runt|ungefär)",
    exactly: "(precis|exakt)",
    fortnight: None,
    half_an_hour: "(1/2|en halv) timme",
    and_a_half_hours: "och (en )?halv timme?",
    more: "fler|mer",
    hours: "timm(e|ar)?",
};

pub(crate) fn rules() -> Vec<Rule> {
    rules_in(&SWEDISH)
}

/// The rules over a language's `words`, in Duckling's order.
pub(crate) fn rules_in(words: &Words) -> Vec<Rule> {
    let mut all = common();
    all.extend([
        Rule::new(
            "a <unit-of-duration>",
            vec![re(words.a), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        Rule::new(
            "about <duration>",
            vec![re(words.about), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
        Rule::new(
            "exactly <duration>",
            vec![re(words.exactly), any(Kind::Duration)],
            |m| Some(Token::Duration(*m[1].duration()?)),
        ),
    ]);
    if let Some(fortnight) = words.fortnight {
        all.push(Rule::new("fortnight", vec![re(fortnight)], |_| {
            lasting(Grain::Day, 14)
        }));
    }
    all.extend([
        Rule::new("half an hour", vec![re(words.half_an_hour)], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new(
            "<integer> and an half hours",
            vec![numeral(NumeralData::is_natural), re(words.and_a_half_hours)],
            |m| lasting(Grain::Minute, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "<integer> more <unit-of-duration>",
            vec![
                numeral(NumeralData::is_natural),
                any(Kind::TimeGrain),
                re(words.more),
            ],
            |m| lasting(m[1].time_grain()?, count(m[0].numeral()?)?),
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+),(\d+)"), re(words.hours)],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
    ]);
    all
}
