//! Runs every dimension's corpus (`src/dims/*/corpus*.json`) through the public `parse`.
//!
//! A corpus file:
//! ```json
//! { "dim": "number",
//!   "context": { "reference_time": "2013-02-12T04:30:00-02:00[-02:00]", "locale": "en_US", "tz": null },
//!   "positive": [ { "value": {...}, "texts": ["..."], "latent": false, "locale": "en_GB" } ],
//!   "negative": ["text with no entity of this dim", ...] }
//! ```
//! A positive text passes when one entity of the dim spans the whole text and its value contains `value`
//! (every key of `value` present with an equal value, recursively; arrays compared whole). A negative text passes
//! when the parse finds no non-latent entity of the dim anywhere in it.

use std::path::{Path, PathBuf};

use duckling_engine::{Dim, DimSet, Locale, Options, parse};
use jiff::Zoned;
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Corpus {
    dim: String,
    #[serde(default)]
    context: Context,
    positive: Vec<Case>,
    #[serde(default)]
    negative: Vec<String>,
}

#[derive(Deserialize, Default, Clone)]
struct Context {
    reference_time: Option<String>,
    locale: Option<String>,
}

#[derive(Deserialize)]
struct Case {
    value: Value,
    texts: Vec<String>,
    #[serde(default)]
    latent: bool,
    locale: Option<String>,
    reference_time: Option<String>,
}

/// Duckling's standard test context: Tuesday 2013-02-12 04:30:00 at UTC−2.
const DEFAULT_REFERENCE: &str = "2013-02-12T04:30:00-02:00[-02:00]";

fn options(
    dim: Dim,
    cx: &Context,
    locale: Option<&str>,
    reference: Option<&str>,
    latent: bool,
) -> Options {
    let locale = locale.or(cx.locale.as_deref()).unwrap_or("en_US");
    let reference = reference
        .or(cx.reference_time.as_deref())
        .unwrap_or(DEFAULT_REFERENCE);
    Options {
        locale: locale.parse::<Locale>().expect("corpus locale"),
        reference_time: reference.parse::<Zoned>().expect("corpus reference_time"),
        dims: [dim].into_iter().collect::<DimSet>(),
        latent,
        ..Options::default()
    }
}

/// Whether `actual` holds everything `expected` says.
fn contains(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Object(a), Value::Object(e)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| contains(av, v))),
        (Value::Number(a), Value::Number(e)) => a.as_f64() == e.as_f64(),
        _ => actual == expected,
    }
}

fn corpus_files() -> Vec<PathBuf> {
    let dims = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/dims");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dims)
        .expect("src/dims exists")
        .flat_map(|d| {
            std::fs::read_dir(d.expect("dir entry").path())
                .into_iter()
                .flatten()
        })
        .map(|f| f.expect("file entry").path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("corpus") && n.ends_with(".json"))
        })
        .collect();
    files.sort();
    files
}

fn check_file(path: &Path, failures: &mut Vec<String>) -> (usize, usize) {
    let text = std::fs::read_to_string(path).expect("readable corpus");
    let corpus: Corpus =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let dim: Dim = corpus.dim.parse().expect("corpus dim");
    let (mut positives, mut negatives) = (0, 0);
    for case in &corpus.positive {
        let opts = options(
            dim,
            &corpus.context,
            case.locale.as_deref(),
            case.reference_time.as_deref(),
            case.latent,
        );
        for text in &case.texts {
            positives += 1;
            let found = parse(text, &opts).expect("parse");
            let whole = text.chars().count();
            let hit = found
                .iter()
                .find(|e| e.dim == dim && e.start == 0 && e.end == whole);
            match hit {
                Some(e)
                    if contains(&e.value.to_value(), &case.value) && e.latent == case.latent => {}
                _ => failures.push(format!(
                    "{}: {text:?}\n    expected {}{}\n    got      {}",
                    corpus.dim,
                    case.value,
                    if case.latent { " (latent)" } else { "" },
                    serde_json::to_string(&found).unwrap()
                )),
            }
        }
    }
    let opts = options(dim, &corpus.context, None, None, false);
    for text in &corpus.negative {
        negatives += 1;
        let found: Vec<_> = parse(text, &opts)
            .expect("parse")
            .into_iter()
            .filter(|e| e.dim == dim)
            .collect();
        if !found.is_empty() {
            failures.push(format!(
                "{} (negative): {text:?}\n    got {}",
                corpus.dim,
                serde_json::to_string(&found).unwrap()
            ));
        }
    }
    (positives, negatives)
}

#[test]
fn every_corpus_example_holds() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = Vec::new();
    for path in &files {
        let (p, n) = check_file(path, &mut failures);
        eprintln!(
            "{}: {p} positive, {n} negative",
            path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap()
                .display()
        );
    }
    assert!(
        failures.is_empty(),
        "{} corpus example(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
