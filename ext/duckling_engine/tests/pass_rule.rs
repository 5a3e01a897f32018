//! Tests of the conformance runner's own pieces (`conformance/`), which runs without libtest's harness: the
//! value equality, Duckling's pass rule on a line, the vendored files' integrity, the floors' verdict and the
//! rules' attribution.

#[path = "conformance/compare.rs"]
mod compare;
#[path = "conformance/corpus.rs"]
mod corpus;
#[path = "conformance/floors.rs"]
mod floors;
#[path = "conformance/rules.rs"]
mod rules;

use compare::same_value;
use corpus::{Group, Line};
use std::path::Path;

use serde_json::{Value, json};

#[test]
fn numbers_compare_numerically() {
    assert!(same_value(
        "number",
        &json!({"value": 33}),
        &json!({"value": 33.0})
    ));
    assert!(same_value(
        "distance",
        &json!({"value": 1.3048}),
        &json!({"value": 1.304_800_000_000_1})
    ));
    assert!(!same_value(
        "number",
        &json!({"value": 33}),
        &json!({"value": 33.01})
    ));
}

#[test]
fn times_compare_instant_and_offset() {
    let at = |v: &str| json!({"type": "value", "value": v, "grain": "day"});
    let e = at("2013-02-15T00:00:00.000-02:00");
    assert!(same_value("time", &e, &at("2013-02-15T00:00:00-02:00")));
    // The same instant at another offset is not Duckling's answer.
    assert!(!same_value("time", &e, &at("2013-02-15T02:00:00.000Z")));
    assert!(!same_value(
        "time",
        &e,
        &at("2013-02-15T00:00:00.001-02:00")
    ));
    // BC years, as Duckling writes them.
    let bc = at("-2014-01-01T00:00:00.000-02:00");
    assert!(same_value("time", &bc, &bc));
    assert!(!same_value(
        "time",
        &bc,
        &at("2014-01-01T00:00:00.000-02:00")
    ));
}

#[test]
fn time_values_are_dropped_and_every_other_key_counts() {
    let e = json!({"type": "value", "value": "2013-02-15T00:00:00.000-02:00", "grain": "day"});
    let mut g = e.clone();
    g["values"] = json!([1, 2, 3]);
    assert!(same_value("time", &e, &g));
    g["holidayBeta"] = json!("Valentine's Day");
    assert!(!same_value("time", &e, &g));
    // A key missing on our side fails too (Duckling compares the whole JSON).
    assert!(!same_value(
        "email",
        &json!({"type": "value", "value": "a@b.io"}),
        &json!({"value": "a@b.io"})
    ));
}

#[test]
fn duration_grain_key_is_case_folded() {
    let e = json!({"type": "value", "value": 2, "unit": "minute", "Minute": 2,
                   "normalized": {"unit": "second", "value": 120}});
    let g = json!({"type": "value", "value": 2, "unit": "minute", "minute": 2,
                   "normalized": {"unit": "second", "value": 120}});
    assert!(same_value("duration", &e, &g));
    let without_grain = json!({"type": "value", "value": 2, "unit": "minute",
                               "normalized": {"unit": "second", "value": 120}});
    assert!(!same_value("duration", &e, &without_grain));
}

fn line(text: &str, dim: &str, expected: Option<Value>) -> Line {
    Line {
        text: text.to_owned(),
        dim: dim.to_owned(),
        expected,
        reference_time: "2013-02-12T04:30:00.000-02:00".to_owned(),
        tz_offset: "-02:00".to_owned(),
        locale: "EN".to_owned(),
        with_latent: false,
    }
}

fn passes(line: &Line) -> bool {
    line.passes(&line.run().expect("parse")).expect("judge")
}

#[test]
fn a_positive_needs_one_entity_covering_the_text_with_the_value() {
    let forty_two = Some(json!({"type": "value", "value": 42}));
    assert!(passes(&line("forty two", "number", forty_two.clone())));
    assert!(!passes(&line(
        "forty two",
        "number",
        Some(json!({"type": "value", "value": 43}))
    )));
    // Found, but not over the whole text.
    assert!(!passes(&line(
        "forty two and then some",
        "number",
        forty_two
    )));
}

#[test]
fn a_negative_fails_on_any_entity_of_its_dim() {
    assert!(passes(&line("no digits in here", "number", None)));
    assert!(!passes(&line("I have 3 cats", "number", None)));
}

/// The entity that passes a line comes with the tree of the rule that made it.
#[test]
fn the_passing_entity_is_explained_by_its_rule() {
    let l = line(
        "tomorrow at 5pm",
        "time",
        Some(json!({"type": "value", "value": "2013-02-13T17:00:00.000-02:00", "grain": "hour"})),
    );
    let explained = l.explain().expect("parse");
    let winner = l
        .passing(explained.iter().map(|e| &e.entity))
        .expect("judge")
        .expect("the line passes");
    let tree = explained
        .iter()
        .find(|e| std::ptr::eq(&e.entity, winner))
        .and_then(|e| e.tree.as_ref())
        .expect("a time has a tree");
    assert_eq!(tree.rule, Some("intersect"));
    assert!(l.passing(&[]).expect("judge").is_none());
}

#[test]
fn a_line_answered_by_another_rule_fails_and_a_new_one_is_reported() {
    let key = |text: &str| ("time".to_owned(), text.to_owned());
    let pinned: rules::Attribution = [(key("now"), "now".to_owned())].into();
    let same = rules::judge("en", &pinned, Some(&pinned));
    assert!(same.failures.is_empty() && same.new.is_empty());
    let moved: rules::Attribution = [
        (key("now"), "intersect".to_owned()),
        (key("today"), "today".to_owned()),
    ]
    .into();
    let verdict = rules::judge("en", &moved, Some(&pinned));
    assert_eq!(verdict.failures.len(), 1, "{:?}", verdict.failures);
    assert!(verdict.failures[0].contains("\"intersect\", pinned \"now\""));
    assert_eq!(verdict.new.len(), 1);
    // A language without a pinned file fails: its rules are not checked.
    assert_eq!(rules::judge("xx", &moved, None).failures.len(), 1);
}

/// Every language the engine has has its rules pinned, and a file reads back as it was written.
#[test]
fn every_language_has_its_rules_pinned_and_they_read_back() {
    for lang in duckling_engine::Lang::ALL {
        let path = rules::path(lang.code());
        let pinned = rules::read(&path).expect("readable").unwrap_or_default();
        assert!(!pinned.is_empty(), "{}: no rules pinned", lang.code());
        let copy = std::env::temp_dir().join(format!(
            "rules-{}-{}.jsonl",
            std::process::id(),
            lang.code()
        ));
        rules::write(&copy, &pinned).expect("written");
        let read_back = rules::read(&copy).expect("readable");
        std::fs::remove_file(&copy).expect("removed");
        assert_eq!(read_back.as_ref(), Some(&pinned), "{}", lang.code());
    }
    assert!(
        rules::read(Path::new("/nonexistent/xx.jsonl"))
            .expect("no error")
            .is_none()
    );
}

#[test]
fn options_follow_the_line() {
    let mut l = line("15/2", "time", None);
    l.locale = "en_GB".to_owned();
    l.with_latent = true;
    let o = l.options().expect("options");
    assert_eq!(o.locale, "en_GB".parse().unwrap());
    assert!(o.latent);
    assert_eq!(o.reference_time.offset().seconds(), -7200);
    assert_eq!(o.reference_time.hour(), 4);
    // A fixed offset: the reference's zone has no transitions (no DST).
    assert!(o.reference_time.time_zone().iana_name().is_none());
    l.tz_offset = "UTC-2".to_owned();
    assert!(l.options().is_err());
}

/// The README's counts: English's 1,613 positives, 64 negatives, 736 regional lines; each other language's
/// positives (its regions' lines included), negatives and lines rerun under its regions.
#[test]
fn the_vendored_corpus_is_whole() {
    let entries = corpus::load().expect("the corpus loads");
    let count = |lang: &str, f: &dyn Fn(&Group) -> bool| {
        entries
            .iter()
            .filter(|e| e.lang == lang && f(&e.group))
            .count()
    };
    let positive = |g: &Group| matches!(g, Group::Positive | Group::Region(_));
    for (lang, positives, negatives, reruns) in [
        ("en", 1613 + 736, 64, 0),
        ("de", 778, 36, 0),
        ("es", 655, 22, 497),
        ("fr", 683, 30, 0),
        ("it", 674, 24, 0),
        ("ja", 455, 27, 0),
        ("ko", 462, 22, 0),
        ("nl", 555, 38, 301),
        ("pl", 569, 31, 0),
        ("pt", 638, 27, 0),
        ("ru", 711, 25, 0),
        ("uk", 344, 28, 0),
    ] {
        let counted = (
            count(lang, &positive),
            count(lang, &|g| *g == Group::Negative),
            count(lang, &|g| matches!(g, Group::Rerun(_))),
        );
        assert_eq!(counted, (positives, negatives, reruns), "{lang}");
    }
    for e in &entries {
        // A region's lines and the reruns hold the negatives of their files too.
        match e.group {
            Group::Positive => assert!(e.line.expected.is_some(), "{:?}", e.line.text),
            Group::Negative => assert!(e.line.expected.is_none(), "{:?}", e.line.text),
            Group::Region(_) | Group::Rerun(_) => {}
        }
        e.line.options().unwrap_or_else(|e| panic!("{e}"));
    }
}

fn counts(rows: &[(&str, usize)]) -> floors::Counts {
    rows.iter()
        .map(|(dim, n)| (("en".to_owned(), Group::Positive, (*dim).to_owned()), *n))
        .collect()
}

#[test]
fn floors_fail_a_drop_a_missing_floor_and_a_stale_one() {
    let floor = counts(&[("time", 10), ("number", 5)]);
    let at = floors::judge(&counts(&[("time", 10), ("number", 5)]), &floor);
    assert!(at.failures.is_empty() && at.rises.is_empty());
    let rise = floors::judge(&counts(&[("time", 11), ("number", 5)]), &floor);
    assert!(rise.failures.is_empty());
    assert_eq!(rise.rises.len(), 1);
    let drop = floors::judge(&counts(&[("time", 9), ("number", 5)]), &floor);
    assert_eq!(drop.failures, ["en time: 9 passes, below the floor of 10"]);
    let unpinned = floors::judge(&counts(&[("time", 10), ("number", 5), ("url", 1)]), &floor);
    assert_eq!(unpinned.failures.len(), 1);
    let stale = floors::judge(&counts(&[("time", 10)]), &floor);
    assert_eq!(stale.failures.len(), 1);
}

#[test]
fn floors_round_trip_and_cover_every_row_of_the_corpus() {
    let pinned = floors::read(&floors::path()).expect("floors.json reads");
    let mut rows: Vec<(String, Group, String)> = corpus::load()
        .expect("corpus")
        .into_iter()
        .map(|e| (e.lang, e.group, e.line.dim))
        .collect();
    rows.sort();
    rows.dedup();
    assert_eq!(pinned.keys().cloned().collect::<Vec<_>>(), rows);

    let dir = std::env::temp_dir().join(format!("duckling-floors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("floors.json");
    floors::write(&path, &pinned).unwrap();
    assert_eq!(floors::read(&path).unwrap(), pinned);
    std::fs::remove_dir_all(&dir).unwrap();
}
