//! Duckling's value equality for corpus tests (`test/conformance/duckling/README.md`, "What a pass means"):
//! JSON compared whole, except that numbers compare numerically with a small tolerance, time strings compare as
//! the same instant *and* the same UTC offset, time values lose their `values` key first, and a duration's
//! grain key (`"Minute"` in Duckling's current source, `"minute"` in its releases) is compared case-folded.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::{Map, Value};

/// Whether `got` (our engine's value for `dim`) equals `expected` (Duckling's) under Duckling's rule.
pub fn same_value(dim: &str, expected: &Value, got: &Value) -> bool {
    equal(&normalise(dim, expected), &normalise(dim, got))
}

/// The value as Duckling compares it: `values` dropped from times, top-level keys case-folded for durations.
pub fn normalise(dim: &str, value: &Value) -> Value {
    let Value::Object(map) = value else {
        return value.clone();
    };
    let map: Map<String, Value> = match dim {
        "time" => map
            .iter()
            .filter(|(k, _)| k.as_str() != "values")
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        // Duration's keys are type, value, unit, normalized and the grain; only the grain's case varies.
        "duration" => map
            .iter()
            .map(|(k, v)| (k.to_lowercase(), v.clone()))
            .collect(),
        _ => map.clone(),
    };
    Value::Object(map)
}

fn equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => close(x, y),
            _ => x == y,
        },
        (Value::String(x), Value::String(y)) => match (Instant::parse(x), Instant::parse(y)) {
            (Some(x), Some(y)) => x == y,
            _ => x == y,
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| equal(v, w)))
        }
        _ => a == b,
    }
}

/// Relative tolerance for derived floats (unit conversions such as 1.3048 m); integers compare exactly
/// well below 2^53.
fn close(x: f64, y: f64) -> bool {
    (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0)
}

/// An RFC 3339 time string reduced to what Duckling compares: the local date and time (to the millisecond)
/// and the UTC offset. Two strings with the same local time and offset are the same instant at the same
/// offset, and conversely. Parsed by hand because Duckling writes BC years as `-2014-…`, which RFC 3339
/// parsers (jiff's included) reject.
#[derive(Debug, PartialEq, Eq)]
struct Instant {
    local: [i64; 7],
    offset_minutes: i64,
}

impl Instant {
    fn parse(s: &str) -> Option<Instant> {
        static TIME: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(
                r"^(-?\d{4,6})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,3}))?(Z|[+-]\d\d:\d\d)$",
            )
            .expect("valid regex")
        });
        let caps = TIME.captures(s)?;
        let num = |i: usize| {
            caps.get(i)
                .map_or(Some(0), |m| m.as_str().parse::<i64>().ok())
        };
        // ".5" is 500 ms: pad the fraction to three digits before reading it.
        let millis = caps
            .get(7)
            .map_or(Some(0), |m| format!("{:0<3}", m.as_str()).parse().ok())?;
        let offset_minutes = match &caps[8] {
            "Z" => 0,
            o => {
                let sign = if o.starts_with('-') { -1 } else { 1 };
                sign * (o[1..3].parse::<i64>().ok()? * 60 + o[4..6].parse::<i64>().ok()?)
            }
        };
        Some(Instant {
            local: [num(1)?, num(2)?, num(3)?, num(4)?, num(5)?, num(6)?, millis],
            offset_minutes,
        })
    }
}
