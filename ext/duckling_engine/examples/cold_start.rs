//! A fresh process's first parse in one locale: what building the locale's grammar costs (research/cold-start).
//!
//! ```sh
//! cargo run --release -p duckling_engine --example cold_start -- es      # prints ms and MB
//! cargo run --release -p duckling_engine --example cold_start -- en es   # es after en: what one more costs
//! cargo run --release -p duckling_engine --example cold_start -- --oracle es  # a realistic first text
//! ```
//!
//! Prints a line per locale named, in order: the locale, its first parse's wall time and the resident memory it
//! added, then the same for a second parse of the same text (the grammar then built). The text is "5", or with
//! `--oracle` the language's first five texts of `test/oracle/<lang>.txt` joined by ". " (English's:
//! `test/oracle/dialogue.txt`), as `research/cold-start/first_parse.rb` parses from Ruby: a real first request
//! reaches several dims and compiles far more of a grammar's lazy regexes than "5" does.

use std::time::Instant;

use duckling_engine::{Locale, Options, parse};

#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

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

/// The first five texts of the language's oracle set, joined by ". ".
fn first_texts(lang: &str) -> String {
    let file = match lang.split(['_', '-']).next() {
        Some("en") => "dialogue.txt".to_owned(),
        Some(code) => format!("{code}.txt"),
        None => unreachable!("split yields at least one piece"),
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../test/oracle/").to_owned() + &file;
    let all = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let texts: Vec<&str> = all
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(5)
        .collect();
    texts.join(". ")
}

fn main() {
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    let oracle = names.first().is_some_and(|n| n == "--oracle");
    if oracle {
        names.remove(0);
    }
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
        let text = if oracle {
            first_texts(&name)
        } else {
            "5".to_owned()
        };
        let mut line = format!("{locale}");
        for _ in 0..2 {
            let (before, started) = (rss_mb(), Instant::now());
            parse(&text, &options).expect("parses");
            let ms = started.elapsed().as_secs_f64() * 1e3;
            line += &format!(" {ms:.1} ms +{:.1} MB", rss_mb() - before);
        }
        println!("{line}");
    }
}
