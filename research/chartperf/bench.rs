//! Per-sentence parse time over the vendored corpus texts, and time per KB as texts grow.
//!
//! Not built with the crate: copy it to ext/duckling_engine/examples/chartperf_bench.rs, then
//!
//! ```text
//! cargo run --release -p duckling_engine --example chartperf_bench -- corpus test/conformance/duckling/en
//! cargo run --release -p duckling_engine --example chartperf_bench -- scale
//! ```
//!
//! `corpus`: every distinct text of every `*.jsonl` there, all dimensions, default options; each text parsed
//! REPS times (50), the best of three such timings per text; prints the median, p90, p99 and the slowest.
//! `scale`: wall time of one parse (best of three) of each repeated piece at 1 KB … 1 MB.

use std::time::Instant;

use duckling_engine::{Options, parse};

fn best_of_three(reps: usize, f: impl Fn()) -> f64 {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..reps {
                f();
            }
            t.elapsed().as_secs_f64() * 1e9 / reps as f64
        })
        .fold(f64::INFINITY, f64::min)
}

fn corpus(dir: &str) {
    let reps: usize = std::env::var("REPS").ok().and_then(|r| r.parse().ok()).unwrap_or(50);
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).expect("corpus directory") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "jsonl") {
            continue;
        }
        for line in std::fs::read_to_string(&path).expect("read").lines() {
            let v: serde_json::Value = serde_json::from_str(line).expect("json");
            texts.extend(v["text"].as_str().map(String::from));
        }
    }
    texts.sort();
    texts.dedup();
    let options = Options::default();
    let mut times: Vec<(f64, &str)> = texts
        .iter()
        .map(|t| {
            let ns = best_of_three(reps, || {
                std::hint::black_box(parse(t, &options).ok());
            });
            (ns, t.as_str())
        })
        .collect();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].0 / 1e3;
    let mean = times.iter().map(|t| t.0).sum::<f64>() / times.len() as f64 / 1e3;
    println!(
        "{} texts: median {:.1} µs, p90 {:.1}, p99 {:.1}, mean {:.1}",
        times.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        mean
    );
    for (ns, t) in times.iter().rev().take(5) {
        println!("  {:.1} µs  {:?} ({} bytes)", ns / 1e3, t.chars().take(50).collect::<String>(), t.len());
    }
}

fn scale() {
    let pieces = [
        ("dense", "Meet next monday at 5pm or tomorrow morning at 8; the review is feb 15 from 3 to 5pm, then march 3, march 9, april 12. "),
        ("1st", "1st "),
        ("dollars", "$1 "),
        ("digits", "1234567890"),
        ("prose", "The quick brown fox jumps over the lazy dog while the cat sleeps on its mat. "),
    ];
    let options = Options::default();
    println!("| text | KB | ms | µs per KB |\n|---|---|---|---|");
    for (name, piece) in pieces {
        for kb in [1usize, 4, 16, 64, 256, 1024] {
            let text = piece.repeat((kb * 1024).div_ceil(piece.len()));
            let ns = best_of_three(1, || {
                std::hint::black_box(parse(&text, &options).ok());
            });
            println!("| {name} | {kb} | {:.2} | {:.0} |", ns / 1e6, ns / 1e3 / kb as f64);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("corpus") => corpus(args.get(1).map_or("test/conformance/duckling/en", String::as_str)),
        Some("scale") => scale(),
        _ => eprintln!("usage: chartperf_bench corpus [DIR] | scale"),
    }
}
