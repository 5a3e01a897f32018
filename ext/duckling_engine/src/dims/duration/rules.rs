//! `duration` as Duckling's rules build it (`Duckling/Duration/Rules.hs` and `Duckling/Duration/EN/Rules.hs`,
//! with `Duckling/Duration/Helpers.hs`): "2 hours", "an hour and a half", "1 year, 2 days and 4 seconds".

use crate::dims::numeral::helpers::{number_between, parse_int};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re, time_grain};
use crate::engine::value::Json;
use crate::time::Grain;
use crate::time::duration::{
    self as d, DurationData, minutes_from_hour_mixed_fraction, n_plus_one_half,
    seconds_from_hour_mixed_fraction,
};

/// `Duckling/Duration/Rules.hs`: the duration rule of every language that has durations.
pub(crate) fn common() -> Vec<Rule> {
    vec![Rule::new(
        "<integer> <unit-of-duration>",
        vec![numeral(NumeralData::is_natural), any(Kind::TimeGrain)],
        |m| lasting(m[1].time_grain()?, count(m[0].numeral()?)?),
    )]
}

pub(crate) fn rules() -> Vec<Rule> {
    let mut all = common();
    all.extend(english());
    all
}

/// `Duckling/Duration/EN/Rules.hs`, in its order (which lists "composite <duration> (with ,/and)" twice: it is
/// here once).
fn english() -> Vec<Rule> {
    vec![
        composite_with("composite <duration> (with ,/and)", ",|and"),
        named_duration(
            "quarter of an hour",
            r"(1/4\s?h(our)?|(a\s)?quarter of an hour)",
            Grain::Minute,
            15,
        ),
        named_duration("half an hour (abbrev).", r"1/2\s?h", Grain::Minute, 30),
        named_duration(
            "three-quarters of an hour",
            r"(3/4\s?h(our)?|three(\s|-)quarters of an hour)",
            Grain::Minute,
            45,
        ),
        named_duration("fortnight", "(a|one)? fortnight", Grain::Day, 14),
        integer_more_unit("more|additional|extra|less|fewer"),
        fraction_of_hours("number.number hours", r"(\d+)\.(\d+)"),
        integer_and_a_half(
            "<integer> and an half hour",
            "and (an? )?half hours?",
            Grain::Minute,
        ),
        integer_and_a_half(
            "<integer> and a half minutes",
            "and (an? )?half min(ute)?s?",
            Grain::Second,
        ),
        a_unit_of_duration("an?"),
        half_a_grain("(1/2|half)( an?)?"),
        Rule::new(
            "a <unit-of-duration> and a half",
            vec![re("an?|one"), any(Kind::TimeGrain), re("and (a )?half")],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 1)?)),
        ),
        Rule::new(
            "<integer> hour and <integer>",
            vec![
                numeral(NumeralData::is_natural),
                re("hours?( and)?"),
                numeral(|n| n.is_natural() && number_between(n, 1.0, 60.0)),
            ],
            |m| {
                let hours = count(m[0].numeral()?)?;
                lasting(
                    Grain::Minute,
                    hours
                        .checked_mul(60)?
                        .checked_add(count(m[2].numeral()?)?)?,
                )
            },
        ),
        about_exactly("(about|around|approximately|exactly)"),
        minutes_seconds_marks(),
        composite_unit_duration(),
        composite_and(",|and"),
        fraction_of_minutes("number.number minutes", r"(\d+)\.(\d+)"),
        Rule::new(
            "<Integer> and <Integer> quarter of hour",
            vec![
                numeral(NumeralData::is_natural),
                re("and (a |an |one |two |three )?quarters?( of)?( an)?"),
                time_grain(|g| g == Grain::Hour),
            ],
            |m| {
                // Duckling reads the count of quarters from the first group; none (or any other) is one.
                let quarters = match m[1].group(1).map(str::trim) {
                    Some(w) if w.eq_ignore_ascii_case("two") => 2,
                    Some(w) if w.eq_ignore_ascii_case("three") => 3,
                    _ => 1,
                };
                let hours = count(m[0].numeral()?)?;
                lasting(
                    Grain::Minute,
                    hours.checked_mul(60)?.checked_add(15 * quarters)?,
                )
            },
        ),
    ]
}

/// Duckling's `floor v` of a natural number, as the count of a duration.
pub(crate) fn count(n: &NumeralData) -> Option<i64> {
    n.int_value()
}

/// A duration token of `value` `grain`s.
pub(crate) fn lasting(grain: Grain, value: i64) -> Option<Token> {
    Some(Token::Duration(d::duration(grain, value)))
}

/// `n` and a half, in the next finer unit of sixty: "2 and a half hours" is 150 minutes.
pub(crate) fn and_a_half(n: i64) -> Option<i64> {
    n.checked_mul(60)?.checked_add(30)
}

/// Duckling's "<integer> + '\"": minutes and seconds marked as on a stopwatch ("5'", "30\""), in every language
/// that has the rule.
pub(crate) fn minutes_seconds_marks() -> Rule {
    Rule::new(
        "<integer> + '\"",
        vec![numeral(NumeralData::is_natural), re(r#"(['"])"#)],
        |m| {
            let grain = match m[1].group(1)? {
                "'" => Grain::Minute,
                "\"" => Grain::Second,
                _ => return None,
            };
            lasting(grain, count(m[0].numeral()?)?)
        },
    )
}

/// A duration the language names in words (`name` Duckling's: "quarter of an hour", "fortnight"): `value`
/// `grain`s.
pub(crate) fn named_duration(name: &'static str, words: &str, grain: Grain, value: i64) -> Rule {
    Rule::new(name, vec![re(words)], move |_| lasting(grain, value))
}

/// Duckling's "a <unit-of-duration>": the language's `words` for "a" before a unit ("a week"), one of it.
pub(crate) fn a_unit_of_duration(words: &str) -> Rule {
    Rule::new(
        "a <unit-of-duration>",
        vec![re(words), any(Kind::TimeGrain)],
        |m| lasting(m[1].time_grain()?, 1),
    )
}

/// Duckling's "half a <time-grain>": the language's `words` for "half a" before a unit ("half a day"), in
/// the next finer unit.
pub(crate) fn half_a_grain(words: &str) -> Rule {
    Rule::new(
        "half a <time-grain>",
        vec![re(words), any(Kind::TimeGrain)],
        |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 0)?)),
    )
}

/// Duckling's "number.number hours" (`name`, as the language writes its decimal point): digits matched by
/// `pattern`'s two groups, before the hour unit, in minutes ("1.5 hours" is 90 minutes).
pub(crate) fn fraction_of_hours(name: &'static str, pattern: &str) -> Rule {
    Rule::new(
        name,
        vec![re(pattern), time_grain(|g| g == Grain::Hour)],
        |m| {
            let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
            Some(Token::Duration(minutes_from_hour_mixed_fraction(
                whole, n, d,
            )?))
        },
    )
}

/// Duckling's "number.number minutes", as [`fraction_of_hours`]: in seconds ("1.5 minutes" is 90 seconds).
pub(crate) fn fraction_of_minutes(name: &'static str, pattern: &str) -> Rule {
    Rule::new(
        name,
        vec![re(pattern), time_grain(|g| g == Grain::Minute)],
        |m| {
            let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
            Some(Token::Duration(seconds_from_hour_mixed_fraction(
                whole, n, d,
            )?))
        },
    )
}

/// Duckling's "<integer> more <unit-of-duration>": a count, the language's `words` for "more" (or "less"),
/// and a unit ("3 more days"), as many of that unit.
pub(crate) fn integer_more_unit(words: &str) -> Rule {
    Rule::new(
        "<integer> more <unit-of-duration>",
        vec![
            numeral(NumeralData::is_natural),
            re(words),
            any(Kind::TimeGrain),
        ],
        |m| lasting(m[2].time_grain()?, count(m[0].numeral()?)?),
    )
}

/// Duckling's "<integer> and a half hour" and "... minutes" (`name`): a count before the language's `words`
/// for "and a half" and the unit, in the next finer unit `finer` ("2 and a half hours" is 150 minutes).
pub(crate) fn integer_and_a_half(name: &'static str, words: &str, finer: Grain) -> Rule {
    Rule::new(
        name,
        vec![numeral(NumeralData::is_natural), re(words)],
        move |m| lasting(finer, and_a_half(count(m[0].numeral()?)?)?),
    )
}

/// Duckling's "about|exactly <duration>": a hedge in the language's `words` changes nothing but the span.
pub(crate) fn about_exactly(words: &'static str) -> Rule {
    Rule::new(
        "about|exactly <duration>",
        vec![re(words), any(Kind::Duration)],
        |m| Some(Token::Duration(*m[1].duration()?)),
    )
}

/// Duckling's "composite <duration>" ("2 hours 30 minutes"), which every language with durations writes alike.
pub(crate) fn composite_unit_duration() -> Rule {
    Rule::new(
        "composite <duration>",
        vec![
            numeral(NumeralData::is_natural),
            any(Kind::TimeGrain),
            any(Kind::Duration),
        ],
        |m| {
            composite(
                count(m[0].numeral()?)?,
                m[1].time_grain()?,
                m[2].duration()?,
            )
        },
    )
}

/// The same with the language's word for "and" between its parts ("2 hours and 30 minutes"), under the
/// language's name for the rule.
pub(crate) fn composite_with(name: &'static str, and: &'static str) -> Rule {
    Rule::new(
        name,
        vec![
            numeral(NumeralData::is_natural),
            any(Kind::TimeGrain),
            re(and),
            any(Kind::Duration),
        ],
        |m| {
            composite(
                count(m[0].numeral()?)?,
                m[1].time_grain()?,
                m[3].duration()?,
            )
        },
    )
}

/// Duckling's "composite <duration> and <duration>": two durations joined by the language's word for "and".
pub(crate) fn composite_and(and: &'static str) -> Rule {
    Rule::new(
        "composite <duration> and <duration>",
        vec![any(Kind::Duration), re(and), any(Kind::Duration)],
        |m| {
            let first = m[0].duration()?;
            composite(first.value, first.grain, m[2].duration()?)
        },
    )
}

/// `n` of a coarser `grain` and then `rest` ("2 years and 3 months"); Duckling requires the coarser first.
pub(crate) fn composite(n: i64, grain: Grain, rest: &DurationData) -> Option<Token> {
    (grain > rest.grain).then(|| Token::Duration(d::duration(grain, n).combine(*rest)))
}

/// "1.5" as Duckling's mixed fraction: the whole part, the digits after the dot and ten to their count.
pub(crate) fn mixed_fraction(whole: &str, decimals: &str) -> Option<(i64, i64, i64)> {
    let denominator = 10i64.checked_pow(u32::try_from(decimals.len()).ok()?)?;
    Some((parse_int(whole)?, parse_int(decimals)?, denominator))
}

/// The entity value of a duration, in Duckling's shape: `{"type": "value", "value": 2, "unit": "hour",
/// "hour": 2, "normalized": {"value": 7200, "unit": "second"}}` (a month counts 30 days, a year 365).
pub(crate) fn to_json(d: &DurationData) -> Json {
    let unit = d.grain.name();
    let normalized = Json::object([
        ("unit", Json::Name("second")),
        ("value", Json::Int(d.in_seconds())),
    ]);
    Json::object([
        ("type", Json::Name("value")),
        ("value", Json::Int(d.value)),
        ("unit", Json::Name(unit)),
        ("normalized", normalized),
        (unit, Json::Int(d.value)),
    ])
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;

    /// Rules the corpus leaves untried, with the values Duckling's productions give.
    const MORE: [(&str, &str); 10] = [
        (
            "2.5 hours",
            r#"{"type": "value", "value": 150, "unit": "minute", "minute": 150, "normalized": {"unit": "second", "value": 9000}}"#,
        ),
        (
            "a fortnight",
            r#"{"type": "value", "value": 14, "unit": "day", "day": 14, "normalized": {"unit": "second", "value": 1209600}}"#,
        ),
        (
            "about 3 days",
            r#"{"type": "value", "value": 3, "unit": "day", "day": 3, "normalized": {"unit": "second", "value": 259200}}"#,
        ),
        (
            "three-quarters of an hour",
            r#"{"type": "value", "value": 45, "unit": "minute", "minute": 45, "normalized": {"unit": "second", "value": 2700}}"#,
        ),
        (
            "a quarter of an hour",
            r#"{"type": "value", "value": 15, "unit": "minute", "minute": 15, "normalized": {"unit": "second", "value": 900}}"#,
        ),
        (
            "1/4h",
            r#"{"type": "value", "value": 15, "unit": "minute", "minute": 15, "normalized": {"unit": "second", "value": 900}}"#,
        ),
        (
            "half a minute",
            r#"{"type": "value", "value": 30, "unit": "second", "second": 30, "normalized": {"unit": "second", "value": 30}}"#,
        ),
        (
            "2 and a half hours",
            r#"{"type": "value", "value": 150, "unit": "minute", "minute": 150, "normalized": {"unit": "second", "value": 9000}}"#,
        ),
        (
            "exactly 2 weeks",
            r#"{"type": "value", "value": 2, "unit": "week", "week": 2, "normalized": {"unit": "second", "value": 1209600}}"#,
        ),
        (
            "a year and a half",
            r#"{"type": "value", "value": 18, "unit": "month", "month": 18, "normalized": {"unit": "second", "value": 46656000}}"#,
        ),
    ];

    #[test]
    fn the_other_rules_derive_duckling_values() {
        check(Kind::Duration, &MORE);
    }

    /// Duckling's negative corpus: no duration anywhere in these.
    #[test]
    fn the_negative_corpus_derives_no_duration() {
        check_none(
            Kind::Duration,
            &[
                "for months",
                "in days",
                "secretary",
                "minutes",
                "I second that",
            ],
        );
    }
}
