//! A fresh process's first parse in one locale: what building the locale's grammar costs (research/cold-start).
//!
//! ```sh
//! cargo run --release -p duckling_engine --example cold_start -- es      # prints ms and MB
//! cargo run --release -p duckling_engine --example cold_start -- en es   # es after en: what one more costs
//! ```
//!
//! Prints a line per locale named, in order: the locale, its first parse's wall time and the resident memory it
//! added, then the same for a second parse of the same text (the grammar then built).

use std::time::Instant;

use duckling_engine::{Locale, Options, parse};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Resident memory, in MB (Linux's /proc/self/statm, in pages of 4 KiB).
fn rss_mb() -> f64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: f64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0.0);
    pages * 4096.0 / 1e6
}

fn main() {
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    if names.is_empty() {
        names.push("en".to_owned());
    }
    for name in names {
        let locale: Locale = match name.parse() {
            Ok(l) => l,
            Err(e) => {
                eprintln!("cold_start: {e}");
                std::process::exit(2);
            }
        };
        let options = Options {
            locale,
            ..Options::default()
        };
        let mut line = format!("{locale}");
        for _ in 0..2 {
            let (before, started) = (rss_mb(), Instant::now());
            parse("5", &options).expect("parses");
            let ms = started.elapsed().as_secs_f64() * 1e3;
            line += &format!(" {ms:.1} ms +{:.1} MB", rss_mb() - before);
        }
        println!("{line}");
    }
}
