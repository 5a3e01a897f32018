//! The engine's time per KB on texts made of one unit repeated, unit by unit, language by language: the wide
//! probe behind research/slow-texts' fragments (every word of a language's corpus examples, repeated with a
//! blank, found Korean "오전 " at 742 ms a KB, which no corpus example repeated whole had shown).
//!
//! ```text
//! cargo build --release -p duckling_engine --example repeated_units
//! target/release/examples/repeated_units LANG[,LANG…] UNITS.txt BYTES [REFERENCE] > rows.tsv
//! ```
//!
//! UNITS.txt holds one unit a line (`\n` in it stands for a newline). Each unit is repeated to at least BYTES
//! bytes and parsed twice, every dimension, latent off, against REFERENCE (Duckling's corpus reference
//! 2013-02-12T04:30-02:00 by default; a date past October reads "last week-end in October" otherwise). A row:
//! the language, the faster parse's milliseconds per KB, the entities, the unit.

use std::process::ExitCode;
use std::time::Instant;

use duckling_engine::{DimSet, Options, parse};

/// The gem's allocator (the binding's global allocator): the engine is timed as it runs inside Ruby.
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

const USAGE: &str = "usage: repeated_units LANG[,LANG…] UNITS.txt BYTES [REFERENCE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let [langs, units, bytes, rest @ ..] = args else {
        return Err("three arguments at least".to_owned());
    };
    let units: Vec<String> = std::fs::read_to_string(units)
        .map_err(|e| format!("{units}: {e}"))?
        .lines()
        .map(|line| line.replace("\\n", "\n"))
        .collect();
    let bytes: usize = bytes.parse().map_err(|e| format!("BYTES: {e}"))?;
    let reference: jiff::Zoned = rest
        .first()
        .map_or("2013-02-12T04:30:00-02:00[-02:00]", String::as_str)
        .parse()
        .map_err(|e| format!("REFERENCE: {e}"))?;
    for lang in langs.split(',') {
        let options = Options {
            locale: lang.parse().map_err(|e| format!("{lang}: {e}"))?,
            reference_time: reference.clone(),
            dims: DimSet::all(),
            latent: false,
            ..Options::default()
        };
        for unit in units.iter().filter(|u| !u.is_empty()) {
            let text = unit.repeat(bytes.div_ceil(unit.len()));
            let mut fastest = f64::MAX;
            let mut entities = 0;
            for _ in 0..2 {
                let start = Instant::now();
                entities = parse(&text, &options)
                    .map_err(|e| format!("{lang} {unit:?}: {e}"))?
                    .len();
                fastest = fastest.min(start.elapsed().as_secs_f64());
            }
            let ms_per_kb = fastest * 1000.0 / (text.len() as f64 / 1000.0);
            println!("{lang}\t{ms_per_kb:.2}\t{entities}\t{unit:?}");
        }
    }
    Ok(())
}
