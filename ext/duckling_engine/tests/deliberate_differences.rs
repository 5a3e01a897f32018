//! Where this engine differs from the real Duckling on purpose: `test/conformance/deliberate_differences.jsonl`,
//! one case a line, each a text where Duckling is plainly wrong, with what Duckling says, what we say and why.
//! This test holds our side: a change that starts answering as Duckling does fails here, and then either the
//! change or the file is wrong. Duckling's side was taken from the real Duckling (`bin/oracle`, the PyPI wheel
//! `pyduckling-native-phihos` 0.3.0) in Duckling's corpus context; `bin/oracle --differences` checks it again.
//!
//! A line: `{"text", "dim", "duckling": {"body", "value"} | null, "ours": {"body", "value"} | null, "why"}`,
//! and `"tz"` (an IANA zone) with `"reference"` (an instant) for a case outside the corpus context (a night
//! the clocks change), `"locale"` for a case in another language than English. A body stands at its first occurrence in the text. We pass when:
//! - we give no entity of `dim` with Duckling's body and value;
//! - `ours` null: we give no entity of `dim` at Duckling's span at all;
//! - `ours` given: we give an entity of `dim` with that body and value.

#[path = "conformance/compare.rs"]
mod compare;

use duckling_engine::{Dim, DimSet, Entity, Options, parse};
use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Case {
    text: String,
    dim: String,
    duckling: Option<Answer>,
    ours: Option<Answer>,
    why: String,
    /// The zone and reference instant, where not Duckling's corpus context.
    #[serde(default)]
    tz: Option<String>,
    #[serde(default)]
    reference: Option<String>,
    /// The locale, where not English.
    #[serde(default)]
    locale: Option<String>,
}

#[derive(Deserialize)]
struct Answer {
    body: String,
    value: Value,
}

impl Case {
    /// The character span of `body` at its first occurrence in the text.
    fn span(&self, body: &str) -> Result<(usize, usize), String> {
        let at = self
            .text
            .find(body)
            .ok_or_else(|| format!("{:?}: body {body:?} is not in the text", self.text))?;
        let start = self.text[..at].chars().count();
        Ok((start, start + body.chars().count()))
    }

    fn at<'a>(&self, entities: &'a [Entity], body: &str) -> Result<Vec<&'a Entity>, String> {
        let (start, end) = self.span(body)?;
        Ok(entities
            .iter()
            .filter(|e| e.start == start && e.end == end)
            .collect())
    }

    /// What is wrong with our answer, if anything.
    fn check(&self, entities: &[Entity]) -> Result<Option<String>, String> {
        if self.why.trim().is_empty() {
            return Err(format!("{:?}: no reason given", self.text));
        }
        if let Some(d) = &self.duckling {
            let at = self.at(entities, &d.body)?;
            if at
                .iter()
                .any(|e| compare::same_value(&self.dim, &d.value, &e.value.to_value()))
            {
                return Ok(Some(format!(
                    "we now answer as Duckling does: {:?} {}",
                    d.body, d.value
                )));
            }
            if self.ours.is_none() && !at.is_empty() {
                return Ok(Some(format!(
                    "we now find {:?} at Duckling's span: {}",
                    d.body, at[0].value
                )));
            }
        }
        match (&self.ours, &self.duckling) {
            (None, None) => Err(format!("{:?}: neither side gives an answer", self.text)),
            (None, Some(_)) => Ok(None),
            (Some(o), _) => {
                let at = self.at(entities, &o.body)?;
                if at
                    .iter()
                    .any(|e| compare::same_value(&self.dim, &o.value, &e.value.to_value()))
                {
                    Ok(None)
                } else {
                    Ok(Some(format!("we no longer give {:?} {}", o.body, o.value)))
                }
            }
        }
    }
}

/// Duckling's corpus context unless the case names its own zone, reference or locale: Tuesday 2013-02-12
/// 04:30 at a fixed UTC−2, locale `en`, no latent entities; every dim, as `bin/oracle` asks Duckling (a dim's answer
/// can depend on the others: an entity contained in another of a wanted dim is dropped).
fn options(case: &Case) -> Options {
    let reference: Timestamp = case
        .reference
        .as_deref()
        .unwrap_or("2013-02-12T04:30:00-02:00")
        .parse()
        .expect("a valid instant");
    let zone = match &case.tz {
        Some(name) => TimeZone::get(name).expect("a known zone"),
        None => TimeZone::fixed(Offset::from_hours(-2).expect("a valid offset")),
    };
    Options {
        locale: case
            .locale
            .as_deref()
            .unwrap_or("en")
            .parse()
            .expect("a supported locale"),
        reference_time: reference.to_zoned(zone),
        dims: DimSet::all().named(),
        latent: false,
        ..Options::default()
    }
}

#[test]
fn every_deliberate_difference_holds() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../test/conformance/deliberate_differences.jsonl"
    );
    let body = std::fs::read_to_string(path).expect("deliberate_differences.jsonl");
    let mut failures = Vec::new();
    let mut count = 0;
    for (n, line) in body
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let case: Case =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let dim: Dim = case.dim.parse().expect("a known dim");
        let entities: Vec<Entity> = parse(&case.text, &options(&case))
            .expect("parse")
            .into_iter()
            .filter(|e| e.dim == dim)
            .collect();
        match case.check(&entities) {
            Ok(None) => {}
            Ok(Some(why)) => failures.push(format!(
                "line {}: {:?} ({}): {why}\n    listed because: {}",
                n + 1,
                case.text,
                case.dim,
                case.why
            )),
            Err(e) => panic!("line {}: {e}", n + 1),
        }
        count += 1;
    }
    assert!(count >= 10, "only {count} cases: the file lost its lines");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
