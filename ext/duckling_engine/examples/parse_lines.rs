//! Parses each line of standard input as one text and writes, per line, the JSON array Duckling's HTTP
//! `/parse` would answer: the engine's side of the differential run against the real Duckling (`bin/oracle`).
//!
//! ```text
//! cargo run --release -p duckling_engine --example parse_lines -- \
//!     [--locale en] [--tz Etc/GMT+2] [--reference-ms 1360650600000] [--latent] < texts.txt
//! ```
//!
//! Defaults are Duckling's corpus context: locale `en`, Tuesday 2013-02-12 04:30 at UTC−2 (`Etc/GMT+2`, the
//! POSIX spelling of UTC−2), latent entities off, every dimension named (as `bin/oracle` names them to Duckling,
//! whose `rulesFor` then reads them: Finnish durations). A line that cannot be parsed prints `{"error": "…"}` instead,
//! so the output keeps one line per input line.

use std::io::{BufRead, BufWriter, Write};
use std::process::ExitCode;

use duckling_engine::{DimSet, Options, parse, to_json};
use jiff::Timestamp;

const USAGE: &str =
    "usage: parse_lines [--locale en] [--tz Etc/GMT+2] [--reference-ms 1360650600000] [--latent]";

fn options(args: &[String]) -> Result<Options, String> {
    // Every dimension named, as bin/oracle names them to Duckling.
    let mut options = Options {
        locale: "en".parse().map_err(|e| format!("{e}"))?,
        dims: DimSet::all().named(),
        ..Options::default()
    };
    let (mut tz, mut reference_ms) = ("Etc/GMT+2".to_owned(), 1_360_650_600_000_i64);
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .cloned()
                .ok_or(format!("{flag} needs a value\n{USAGE}"))
        };
        match flag.as_str() {
            "--locale" => options.locale = value()?.parse().map_err(|e| format!("{e}"))?,
            "--tz" => tz = value()?,
            "--reference-ms" => {
                reference_ms = value()?
                    .parse()
                    .map_err(|e| format!("--reference-ms: {e}"))?
            }
            "--latent" => options.latent = true,
            _ => return Err(format!("unknown argument {flag:?}\n{USAGE}")),
        }
    }
    let zone = Options::time_zone(&tz).map_err(|e| format!("{e}"))?;
    let instant = Timestamp::from_millisecond(reference_ms).map_err(|e| format!("{e}"))?;
    options.reference_time = instant.to_zoned(zone);
    Ok(options)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match options(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in std::io::stdin().lock().lines() {
        let line = match line {
            Ok(l) => l,
            Err(e) => {
                eprintln!("reading standard input: {e}");
                return ExitCode::FAILURE;
            }
        };
        let json = match parse(&line, &options) {
            Ok(entities) => to_json(&entities),
            Err(e) => serde_json::json!({ "error": e.to_string() }).to_string(),
        };
        if writeln!(out, "{json}").is_err() {
            return ExitCode::FAILURE;
        }
    }
    match out.flush() {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
