//! One parse of one long text built by repeating a unit, for measuring the engine's memory and time on long
//! texts (research/long-texts): prints the text's size, the entities found, the parse's CPU time and a hash
//! of the answer's JSON (two builds that answer alike print the same hash). Peak memory is read from outside,
//! with `/usr/bin/time -v`.
//!
//! ```text
//! cargo build --release -p duckling_engine --example long_text
//! /usr/bin/time -v target/release/examples/long_text --unit '12/12/2012 ' --bytes 1000000 [--dims time,number]
//! target/release/examples/long_text --file prose.txt --times 50000 [--values text]
//! ```
//!
//! The texts and options are `long`'s (shared with `long_text_heap`).

use std::process::ExitCode;
use std::time::{Duration, Instant};

mod long;

use duckling_engine::{Entity, Error, Options, parse, parse_compact};
use serde::Serialize;

/// The gem's allocator (the binding's global allocator): memory is measured as it is inside Ruby.
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

/// The process's CPU time so far (`getrusage` would need a binding; `/proc/self/stat` is enough on Linux).
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 14th and 15th fields of the line, the 12th and 13th after the name.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}

/// FNV-1a of what is written: a stable hash of the answer's JSON (`to_json`'s bytes), to compare builds
/// without holding megabytes of JSON beside the entities (which would count in the peak).
struct Fnv1a(u64);

impl std::io::Write for Fnv1a {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn main() -> ExitCode {
    long::run(
        |args| measure(args, parse),
        |args| {
            measure(args, |text, options| {
                parse_compact(text, options, &|| false)
            })
        },
    )
}

/// Times `args.runs` parses of the text with `parse` and prints the figures.
fn measure<V: Serialize>(
    args: &long::Args,
    parse: impl Fn(&str, &Options) -> Result<Vec<Entity<V>>, Error>,
) -> ExitCode {
    let text = args.text();
    let options = args.options();
    // The grammar is compiled on the first parse: not part of any run.
    if parse("warm up at 5pm", &options).is_err() {
        return ExitCode::FAILURE;
    }
    let before = cpu_time();
    let mut fastest = Duration::MAX;
    let mut entities = Vec::new();
    for _ in 0..args.runs {
        let start = Instant::now();
        entities = match parse(&text, &options) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        fastest = fastest.min(start.elapsed());
    }
    let cpu = (cpu_time() - before).div_f64(args.runs as f64);
    let mut hash = Fnv1a(0xcbf2_9ce4_8422_2325);
    serde_json::to_writer(&mut hash, &entities).expect("entities always serialise");
    let hash = hash.0;
    let per_kb = |d: Duration| d.as_secs_f64() * 1e6 / (text.len() as f64 / 1000.0);
    println!(
        "bytes={} entities={} cpu_s={:.4} cpu_us_per_kb={:.0} fastest_s={:.4} us_per_kb={:.0} json_fnv={hash:016x}",
        text.len(),
        entities.len(),
        cpu.as_secs_f64(),
        per_kb(cpu),
        fastest.as_secs_f64(),
        per_kb(fastest),
    );
    ExitCode::SUCCESS
}
