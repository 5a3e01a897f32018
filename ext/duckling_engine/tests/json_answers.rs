//! Our whole JSON answer against the real Duckling's, entity by entity, for a text of every dimension:
//! `test/conformance/duckling_answers.jsonl`, recorded from the real Duckling by
//! `research/oracle/record_answers.py` (texts in `duckling_answers.txt`). Every key and every value must be
//! Duckling's, with Duckling's JSON types: an integral number is an integer (`30`, not `30.0`), `values` lists
//! hold what Duckling's hold, intervals have Duckling's shape. The order of entities (and of keys) is free:
//! Duckling's own order comes from a hash map.

use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};
use serde::Deserialize;
use serde_json::Value;

use duckling_engine::{DimSet, Options, parse, to_json};

#[derive(Deserialize)]
struct Answer {
    text: String,
    latent: bool,
    duckling: Vec<Value>,
}

/// Duckling's corpus context, every dim, as the recording asked the real Duckling.
fn options(latent: bool) -> Options {
    let reference: Timestamp = "2013-02-12T04:30:00-02:00".parse().expect("an instant");
    let zone = TimeZone::fixed(Offset::from_hours(-2).expect("an offset"));
    Options {
        locale: "en".parse().expect("en is supported"),
        reference_time: reference.to_zoned(zone),
        dims: DimSet::all(),
        latent,
        ..Options::default()
    }
}

#[test]
fn whole_answers_are_duckling_s() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../test/conformance/duckling_answers.jsonl"
    );
    let body = std::fs::read_to_string(path).expect("duckling_answers.jsonl");
    let mut misses = Vec::new();
    let mut dims = std::collections::BTreeSet::new();
    for line in body.lines().filter(|l| !l.trim().is_empty()) {
        let answer: Answer = serde_json::from_str(line).expect("a recorded answer");
        let entities = parse(&answer.text, &options(answer.latent)).expect("parses");
        let ours: Vec<Value> = serde_json::from_str(&to_json(&entities)).expect("our JSON parses");
        for entity in &answer.duckling {
            dims.insert(entity["dim"].as_str().unwrap_or("").to_owned());
        }
        let missing: Vec<&Value> = answer
            .duckling
            .iter()
            .filter(|e| !ours.contains(e))
            .collect();
        let extra: Vec<&Value> = ours
            .iter()
            .filter(|e| !answer.duckling.contains(e))
            .collect();
        if !missing.is_empty() || !extra.is_empty() {
            misses.push(format!(
                "{:?} (latent {}):\n  Duckling only: {}\n  ours only:     {}",
                answer.text,
                answer.latent,
                serde_json::to_string(&missing).unwrap(),
                serde_json::to_string(&extra).unwrap()
            ));
        }
    }
    assert!(misses.is_empty(), "{}", misses.join("\n"));
    assert_eq!(dims.len(), 13, "the recording covers every dim: {dims:?}");
}
