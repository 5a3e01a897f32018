//! `duration` as Duckling's rules build it (`Duckling/Duration/Rules.hs` and `Duckling/Duration/EN/Rules.hs`,
//! with `Duckling/Duration/Helpers.hs`): "2 hours", "an hour and a half", "1 year, 2 days and 4 seconds".

use serde_json::{Value, json};

use crate::dims::numeral::helpers::{number_between, parse_int};
use crate::dims::token::{Kind, NumeralData, Rule, Token, any, numeral, re, time_grain};
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
        Rule::new(
            "quarter of an hour",
            vec![re(r"(1/4\s?h(our)?|(a\s)?quarter of an hour)")],
            |_| lasting(Grain::Minute, 15),
        ),
        Rule::new("half an hour (abbrev).", vec![re(r"1/2\s?h")], |_| {
            lasting(Grain::Minute, 30)
        }),
        Rule::new(
            "three-quarters of an hour",
            vec![re(r"(3/4\s?h(our)?|three(\s|-)quarters of an hour)")],
            |_| lasting(Grain::Minute, 45),
        ),
        Rule::new("fortnight", vec![re("(a|one)? fortnight")], |_| {
            lasting(Grain::Day, 14)
        }),
        Rule::new(
            "<integer> more <unit-of-duration>",
            vec![
                numeral(NumeralData::is_natural),
                re("more|additional|extra|less|fewer"),
                any(Kind::TimeGrain),
            ],
            |m| lasting(m[2].time_grain()?, count(m[0].numeral()?)?),
        ),
        Rule::new(
            "number.number hours",
            vec![re(r"(\d+)\.(\d+)"), time_grain(|g| g == Grain::Hour)],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(minutes_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
        Rule::new(
            "<integer> and an half hour",
            vec![
                numeral(NumeralData::is_natural),
                re("and (an? )?half hours?"),
            ],
            |m| lasting(Grain::Minute, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "<integer> and a half minutes",
            vec![
                numeral(NumeralData::is_natural),
                re("and (an? )?half min(ute)?s?"),
            ],
            |m| lasting(Grain::Second, and_a_half(count(m[0].numeral()?)?)?),
        ),
        Rule::new(
            "a <unit-of-duration>",
            vec![re("an?"), any(Kind::TimeGrain)],
            |m| lasting(m[1].time_grain()?, 1),
        ),
        Rule::new(
            "half a <time-grain>",
            vec![re("(1/2|half)( an?)?"), any(Kind::TimeGrain)],
            |m| Some(Token::Duration(n_plus_one_half(m[1].time_grain()?, 0)?)),
        ),
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
        Rule::new(
            "number.number minutes",
            vec![re(r"(\d+)\.(\d+)"), time_grain(|g| g == Grain::Minute)],
            |m| {
                let (whole, n, d) = mixed_fraction(m[0].group(1)?, m[0].group(2)?)?;
                Some(Token::Duration(seconds_from_hour_mixed_fraction(
                    whole, n, d,
                )?))
            },
        ),
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
pub(crate) fn to_json(d: &DurationData) -> Value {
    let unit = d.grain.name();
    let mut value = json!({
        "type": "value",
        "value": d.value,
        "unit": unit,
        "normalized": {"value": d.in_seconds(), "unit": "second"},
    });
    value[unit] = json!(d.value);
    value
}

#[cfg(test)]
mod tests {
    use crate::dims::numeral::testing::{check, check_none};
    use crate::dims::token::Kind;

    /// Duckling's EN duration corpus (`Duckling/Duration/EN/Corpus.hs`), every line.
    const CORPUS: [(&str, &str); 78] = [
        (
            "one sec",
            r#"{"type": "value", "value": 1, "unit": "second", "second": 1, "normalized": {"unit": "second", "value": 1}}"#,
        ),
        (
            "1 second",
            r#"{"type": "value", "value": 1, "unit": "second", "second": 1, "normalized": {"unit": "second", "value": 1}}"#,
        ),
        (
            "1\"",
            r#"{"type": "value", "value": 1, "unit": "second", "second": 1, "normalized": {"unit": "second", "value": 1}}"#,
        ),
        (
            "2 mins",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "two minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2'",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2 more minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "two additional minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2 extra minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2 less minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2 fewer minutes",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2m",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "2 m",
            r#"{"type": "value", "value": 2, "unit": "minute", "minute": 2, "normalized": {"unit": "second", "value": 120}}"#,
        ),
        (
            "30 days",
            r#"{"type": "value", "value": 30, "unit": "day", "day": 30, "normalized": {"unit": "second", "value": 2592000}}"#,
        ),
        (
            "seven weeks",
            r#"{"type": "value", "value": 7, "unit": "week", "week": 7, "normalized": {"unit": "second", "value": 4233600}}"#,
        ),
        (
            "1 month",
            r#"{"type": "value", "value": 1, "unit": "month", "month": 1, "normalized": {"unit": "second", "value": 2592000}}"#,
        ),
        (
            "a month",
            r#"{"type": "value", "value": 1, "unit": "month", "month": 1, "normalized": {"unit": "second", "value": 2592000}}"#,
        ),
        (
            "3 quarters",
            r#"{"type": "value", "value": 3, "unit": "quarter", "quarter": 3, "normalized": {"unit": "second", "value": 23328000}}"#,
        ),
        (
            "2 years",
            r#"{"type": "value", "value": 2, "unit": "year", "year": 2, "normalized": {"unit": "second", "value": 63072000}}"#,
        ),
        (
            "half an hour",
            r#"{"type": "value", "value": 30, "unit": "minute", "minute": 30, "normalized": {"unit": "second", "value": 1800}}"#,
        ),
        (
            "half hour",
            r#"{"type": "value", "value": 30, "unit": "minute", "minute": 30, "normalized": {"unit": "second", "value": 1800}}"#,
        ),
        (
            "1/2 hour",
            r#"{"type": "value", "value": 30, "unit": "minute", "minute": 30, "normalized": {"unit": "second", "value": 1800}}"#,
        ),
        (
            "1/2h",
            r#"{"type": "value", "value": 30, "unit": "minute", "minute": 30, "normalized": {"unit": "second", "value": 1800}}"#,
        ),
        (
            "1/2 h",
            r#"{"type": "value", "value": 30, "unit": "minute", "minute": 30, "normalized": {"unit": "second", "value": 1800}}"#,
        ),
        (
            "half a day",
            r#"{"type": "value", "value": 12, "unit": "hour", "hour": 12, "normalized": {"unit": "second", "value": 43200}}"#,
        ),
        (
            "half day",
            r#"{"type": "value", "value": 12, "unit": "hour", "hour": 12, "normalized": {"unit": "second", "value": 43200}}"#,
        ),
        (
            "1/2 day",
            r#"{"type": "value", "value": 12, "unit": "hour", "hour": 12, "normalized": {"unit": "second", "value": 43200}}"#,
        ),
        (
            "an hour and a half",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "one hour and half",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "1 hour thirty",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "1 hour and thirty",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "1.5 hours",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "1.5 hrs",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "one and two quarter hour",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "one and two quarters hour",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "one and two quarter of hour",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "one and two quarters of hour",
            r#"{"type": "value", "value": 90, "unit": "minute", "minute": 90, "normalized": {"unit": "second", "value": 5400}}"#,
        ),
        (
            "1 hour fifteen",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "1 hour and fifteen",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and quarter hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and a quarter hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and one quarter hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and quarter of hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and a quarter of hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "one and one quarter of hour",
            r#"{"type": "value", "value": 75, "unit": "minute", "minute": 75, "normalized": {"unit": "second", "value": 4500}}"#,
        ),
        (
            "2 hours ten",
            r#"{"type": "value", "value": 130, "unit": "minute", "minute": 130, "normalized": {"unit": "second", "value": 7800}}"#,
        ),
        (
            "2 hour and 10",
            r#"{"type": "value", "value": 130, "unit": "minute", "minute": 130, "normalized": {"unit": "second", "value": 7800}}"#,
        ),
        (
            "1 hour fifteen seconds",
            r#"{"type": "value", "value": 3615, "unit": "second", "second": 3615, "normalized": {"unit": "second", "value": 3615}}"#,
        ),
        (
            "1 hour and fifteen seconds",
            r#"{"type": "value", "value": 3615, "unit": "second", "second": 3615, "normalized": {"unit": "second", "value": 3615}}"#,
        ),
        (
            "a month and a half",
            r#"{"type": "value", "value": 45, "unit": "day", "day": 45, "normalized": {"unit": "second", "value": 3888000}}"#,
        ),
        (
            "one month and half",
            r#"{"type": "value", "value": 45, "unit": "day", "day": 45, "normalized": {"unit": "second", "value": 3888000}}"#,
        ),
        (
            "2 years and 3 months",
            r#"{"type": "value", "value": 27, "unit": "month", "month": 27, "normalized": {"unit": "second", "value": 69984000}}"#,
        ),
        (
            "2 years, 3 months",
            r#"{"type": "value", "value": 27, "unit": "month", "month": 27, "normalized": {"unit": "second", "value": 69984000}}"#,
        ),
        (
            "2 years 3 months",
            r#"{"type": "value", "value": 27, "unit": "month", "month": 27, "normalized": {"unit": "second", "value": 69984000}}"#,
        ),
        (
            "1 year, 2 days, 3 hours and 4 seconds",
            r#"{"type": "value", "value": 31719604, "unit": "second", "second": 31719604, "normalized": {"unit": "second", "value": 31719604}}"#,
        ),
        (
            "1 year 2 days 3 hours and 4 seconds",
            r#"{"type": "value", "value": 31719604, "unit": "second", "second": 31719604, "normalized": {"unit": "second", "value": 31719604}}"#,
        ),
        (
            "5 and a half minutes",
            r#"{"type": "value", "value": 330, "unit": "second", "second": 330, "normalized": {"unit": "second", "value": 330}}"#,
        ),
        (
            "five and half min",
            r#"{"type": "value", "value": 330, "unit": "second", "second": 330, "normalized": {"unit": "second", "value": 330}}"#,
        ),
        (
            "5 and an half minute",
            r#"{"type": "value", "value": 330, "unit": "second", "second": 330, "normalized": {"unit": "second", "value": 330}}"#,
        ),
        (
            "one and three quarter hour",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one and three quarters hour",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one and three quarter of hour",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one and three quarters of hour",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one and three quarter of hours",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one and three quarters of hours",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "two and quarter hour",
            r#"{"type": "value", "value": 135, "unit": "minute", "minute": 135, "normalized": {"unit": "second", "value": 8100}}"#,
        ),
        (
            "two and a quarter of hour",
            r#"{"type": "value", "value": 135, "unit": "minute", "minute": 135, "normalized": {"unit": "second", "value": 8100}}"#,
        ),
        (
            "two and quarter of hours",
            r#"{"type": "value", "value": 135, "unit": "minute", "minute": 135, "normalized": {"unit": "second", "value": 8100}}"#,
        ),
        (
            "two and a quarter of hours",
            r#"{"type": "value", "value": 135, "unit": "minute", "minute": 135, "normalized": {"unit": "second", "value": 8100}}"#,
        ),
        (
            "an hour and 45 minutes",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "one hour and 45 minutes",
            r#"{"type": "value", "value": 105, "unit": "minute", "minute": 105, "normalized": {"unit": "second", "value": 6300}}"#,
        ),
        (
            "a minute and 30 seconds",
            r#"{"type": "value", "value": 90, "unit": "second", "second": 90, "normalized": {"unit": "second", "value": 90}}"#,
        ),
        (
            "one minute and 30 seconds",
            r#"{"type": "value", "value": 90, "unit": "second", "second": 90, "normalized": {"unit": "second", "value": 90}}"#,
        ),
        (
            "an hour and 30 seconds",
            r#"{"type": "value", "value": 3630, "unit": "second", "second": 3630, "normalized": {"unit": "second", "value": 3630}}"#,
        ),
        (
            "15.5 minutes",
            r#"{"type": "value", "value": 930, "unit": "second", "second": 930, "normalized": {"unit": "second", "value": 930}}"#,
        ),
        (
            "15.5 minute",
            r#"{"type": "value", "value": 930, "unit": "second", "second": 930, "normalized": {"unit": "second", "value": 930}}"#,
        ),
        (
            "15.5 mins",
            r#"{"type": "value", "value": 930, "unit": "second", "second": 930, "normalized": {"unit": "second", "value": 930}}"#,
        ),
        (
            "15.5 min",
            r#"{"type": "value", "value": 930, "unit": "second", "second": 930, "normalized": {"unit": "second", "value": 930}}"#,
        ),
    ];

    #[test]
    fn the_corpus_is_derived() {
        check(Kind::Duration, &CORPUS);
    }

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
