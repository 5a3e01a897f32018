//! Single duration terms: "<number> <unit>", "a <unit>", "half an hour", "<n> and a half hours", "a
//! fortnight", `5'` and `5"`. Fractions are converted down to the first unit that counts them whole
//! (1.5 weeks = 252 hours), the way Duckling reports "an hour and a half" as 90 minutes.

use std::cmp::Reverse;
use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::polled::Matches;
use crate::Error;
use crate::dims::number::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;
use crate::time::Grain;

/// One term, before composite terms merge.
#[derive(Debug, Clone)]
pub(super) struct Term {
    pub range: Range<usize>,
    pub value: i64,
    pub grain: Grain,
    /// Already the sum of several terms (a merged term never merges again as the finer part).
    pub merged: bool,
}

const UNIT: &str = r"(?P<unit>seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|mos?|quarters?|qtrs?|years?|yrs?)";

/// "<digits> <unit>", "a|an|one <unit>", each optionally followed by "and a half".
static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?:(?P<num>\d+(?:\.\d+)?)\s*|(?P<a>(?-u:\b)an|(?-u:\b)a|(?-u:\b)one)\s+)(?:more\s+)?{UNIT}(?P<half>,?\s+and\s+(?:an?\s+)?half)?(?-u:\b)"
    ))
    .expect("valid regex")
});

/// A unit right after a spelled number ("seven weeks").
static UNIT_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^\s+(?:more\s+)?{UNIT}(?P<half>,?\s+and\s+(?:an?\s+)?half)?(?-u:\b)"
    ))
    .expect("valid regex")
});

/// "<n> and a half <unit>": "2 and a half hours", "one and a half days".
static AND_A_HALF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?-u:\b)(?P<n>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+and\s+(?:an?\s+)?half\s+{UNIT}(?-u:\b)"
    ))
    .expect("valid regex")
});

/// Fixed phrases and their value.
static PHRASES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?x)
        (?P<fortnight>(?-u:\b)(?:(?:a|one)\s+)?fortnight)
        | (?P<quarter_hour>(?-u:\b)(?:an?\s+)?quarter\s+of\s+an\s+hour|(?-u:\b)1/4\s?h(?:our)?)
        | (?P<three_quarters>(?-u:\b)three[\s-]quarters\s+of\s+an\s+hour|(?-u:\b)3/4\s?h(?:our)?)
        | (?P<half>(?-u:\b)(?:half|1/2)\s*(?:an?\s+)?(?P<half_unit>hour|h|day|week|month|year|minute|min)s?)
        | (?P<quote>(?-u:\b)(?P<q>\d+)(?P<mark>['"]))
        "#,
    )
    .expect("valid regex")
});

/// The regexes that search the whole text, for the tests of windowed search.
#[cfg(test)]
pub(super) fn regexes() -> [&'static Regex; 3] {
    [&COUNTED, &AND_A_HALF, &PHRASES]
}

fn unit_grain(unit: &str) -> Option<Grain> {
    let grain = match unit.trim_end_matches('s') {
        "second" | "sec" => Grain::Second,
        "minute" | "min" => Grain::Minute,
        "hour" | "hr" | "h" => Grain::Hour,
        "day" => Grain::Day,
        "week" | "wk" => Grain::Week,
        "month" | "mo" => Grain::Month,
        "quarter" | "qtr" => Grain::Quarter,
        "year" | "yr" => Grain::Year,
        _ => return None,
    };
    Some(grain)
}

/// The value of a number word from "two" to "ten".
fn small_count(word: &str) -> Option<f64> {
    let words = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    words
        .iter()
        .position(|w| *w == word)
        .map(|i| i as f64 + 2.0)
}

/// `value` of `grain` as a whole number of the coarsest unit that counts it exactly (at most a few steps
/// down, e.g. 1.5 weeks → 10.5 days → 252 hours).
pub(crate) fn whole(value: f64, grain: Grain) -> Option<(i64, Grain)> {
    let (mut value, mut grain) = (value, grain);
    for _ in 0..6 {
        if value.fract().abs() < 1e-9 {
            return (value.abs() < 1e15).then_some((value.round() as i64, grain));
        }
        let (finer, factor) = grain.subunit()?;
        value *= factor as f64;
        grain = finer;
    }
    None
}

/// Every term in the text, sorted by start, overlapping ones resolved in favour of the earliest and longest.
pub(super) fn find_terms(cx: &Context) -> Result<Vec<Term>, Error> {
    let text = cx.lower.as_str();
    let mut terms: Vec<Term> = Vec::new();
    let mut push = |range: Range<usize>, value: f64, grain: Grain| {
        if is_whole_words(cx.text, range.start, range.end)
            && value > 0.0
            && let Some((value, grain)) = whole(value, grain)
        {
            chunked::reserve(cx, &mut terms, 1)?;
            terms.push(Term {
                range,
                value,
                grain,
                merged: false,
            });
        }
        Ok::<_, Error>(())
    };
    let mut found = Matches::new(&COUNTED, text);
    while let Some(c) = found.next(cx)? {
        let (Some(all), Some(unit)) = (c.get(0), c.name("unit")) else {
            continue;
        };
        // Single-letter units only stick to digits ("2h"), never to "a".
        if unit.as_str() == "h" && c.name("num").is_none() {
            continue;
        }
        // "a quarter of the cake" is a share, not three months.
        let share_of = text[all.end()..].trim_start().starts_with("of ");
        if c.name("num").is_none() && unit.as_str().starts_with('q') && share_of {
            continue;
        }
        let Some(grain) = unit_grain(unit.as_str()) else {
            continue;
        };
        let count = match c.name("num") {
            Some(n) => n.as_str().parse::<f64>().unwrap_or(0.0),
            None => 1.0,
        };
        let half = if c.name("half").is_some() { 0.5 } else { 0.0 };
        push(all.range(), count + half, grain)?;
    }
    for n in cx.numbers()? {
        cx.check_cancel()?;
        if !n.spelled {
            continue;
        }
        let Some(c) = text
            .get(n.range.end..)
            .and_then(|rest| UNIT_AFTER.captures(rest))
        else {
            continue;
        };
        let (Some(all), Some(unit)) = (c.get(0), c.name("unit")) else {
            continue;
        };
        if let Some(grain) = unit_grain(unit.as_str()).filter(|_| unit.as_str() != "h") {
            let half = if c.name("half").is_some() { 0.5 } else { 0.0 };
            push(
                n.range.start..n.range.end + all.end(),
                n.value + half,
                grain,
            )?;
        }
    }
    let mut found = Matches::new(&AND_A_HALF, text);
    while let Some(c) = found.next(cx)? {
        let (Some(all), Some(n), Some(unit)) = (c.get(0), c.name("n"), c.name("unit")) else {
            continue;
        };
        let count = match n.as_str() {
            "a" | "an" | "one" => 1.0,
            word => small_count(word).unwrap_or_else(|| word.parse().unwrap_or(0.0)),
        };
        if let Some(grain) = unit_grain(unit.as_str()) {
            push(all.range(), count + 0.5, grain)?;
        }
    }
    let mut found = Matches::new(&PHRASES, text);
    while let Some(c) = found.next(cx)? {
        let Some(all) = c.get(0) else { continue };
        let (value, grain) = if c.name("fortnight").is_some() {
            (14.0, Grain::Day)
        } else if c.name("quarter_hour").is_some() {
            (15.0, Grain::Minute)
        } else if c.name("three_quarters").is_some() {
            (45.0, Grain::Minute)
        } else if let Some(unit) = c.name("half_unit") {
            let Some(grain) = unit_grain(unit.as_str()) else {
                continue;
            };
            (0.5, grain)
        } else if let (Some(q), Some(mark)) = (c.name("q"), c.name("mark")) {
            let grain = if mark.as_str() == "'" {
                Grain::Minute
            } else {
                Grain::Second
            };
            (q.as_str().parse::<f64>().unwrap_or(0.0), grain)
        } else {
            continue;
        };
        push(all.range(), value, grain)?;
    }
    // Earliest first, longest first among equal starts; then drop terms overlapping a kept one.
    chunked::sort_by_key(cx, &mut terms, |t| (t.range.start, Reverse(t.range.end)))?;
    let mut kept: Vec<Term> = Vec::with_capacity(terms.len());
    for (i, t) in terms.into_iter().enumerate() {
        chunked::every(cx, i)?;
        if kept.last().is_none_or(|k| t.range.start >= k.range.end) {
            kept.push(t);
        }
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_convert_down_to_whole_units() {
        assert_eq!(whole(1.5, Grain::Hour), Some((90, Grain::Minute)));
        assert_eq!(whole(1.5, Grain::Week), Some((252, Grain::Hour)));
        assert_eq!(whole(1.5, Grain::Month), Some((45, Grain::Day)));
        assert_eq!(whole(3.0, Grain::Day), Some((3, Grain::Day)));
    }
}
