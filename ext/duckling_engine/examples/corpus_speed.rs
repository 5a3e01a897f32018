//! Median time per sentence of Duckling's EN corpus, per dimension, every dimension asked for (as `rake bench`
//! asks): the check of issue 12 that no dim's median gets slower than 1.5× when its rules move onto the engine,
//! without the peer crate the full bench also runs. Each sentence is parsed repeatedly for a few milliseconds and
//! its median call kept; the table gives the median and p90 of those over the sentences of each dim.
//!
//! ```text
//! nice -n 10 cargo run --release -p duckling_engine --example corpus_speed [-- EXTRA.jsonl…]
//! ```
//!
//! Extra files are read like the corpus files (one JSON object a line with `text` and `dim`).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use duckling_engine::{DimSet, Options, parse};

fn texts(files: impl IntoIterator<Item = std::path::PathBuf>) -> BTreeMap<String, Vec<String>> {
    let mut by_dim: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        let body = std::fs::read_to_string(&file).expect("readable corpus file");
        for line in body.lines().filter(|l| !l.trim().is_empty()) {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            let (Some(text), Some(dim)) = (v["text"].as_str(), v["dim"].as_str()) else {
                continue;
            };
            by_dim.entry(dim.into()).or_default().push(text.into());
        }
    }
    by_dim
}

/// The median duration of one call of `f`, over calls filling about `budget`.
fn per_call(budget: Duration, mut f: impl FnMut() -> usize) -> Duration {
    let mut times = Vec::new();
    let start = Instant::now();
    while times.len() < 3 || (start.elapsed() < budget && times.len() < 10_000) {
        let t = Instant::now();
        std::hint::black_box(f());
        times.push(t.elapsed());
    }
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/duckling/en");
    let mut files: Vec<_> = std::fs::read_dir(&corpus)
        .expect("the vendored corpus")
        .flatten()
        .map(|e| e.path())
        .collect();
    files.sort();
    files.extend(std::env::args().skip(1).map(Into::into));
    let options = Options {
        dims: DimSet::all(),
        reference_time: "2013-02-12T04:30:00-02:00[-02:00]"
            .parse()
            .expect("valid reference time"),
        ..Options::default()
    };
    println!("| dim | sentences | median µs | p90 µs |\n|---|---:|---:|---:|");
    for (dim, texts) in texts(files) {
        let mut medians: Vec<Duration> = texts
            .iter()
            .map(|t| {
                per_call(Duration::from_millis(4), || {
                    parse(t, &options).map_or(0, |e| e.len())
                })
            })
            .collect();
        medians.sort();
        let at = |q: f64| medians[((medians.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e6;
        println!(
            "| {dim} | {} | {:.1} | {:.1} |",
            texts.len(),
            at(0.5),
            at(0.9)
        );
    }
}
