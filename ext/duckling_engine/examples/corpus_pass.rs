//! One pass over every sentence of Duckling's EN corpus (test/conformance/duckling/en), for the two checks of
//! an engine speed change (research/engine-profile):
//! - `corpus_pass N`: parses every sentence N times inside `bench_loop`, so that callgrind counts the parses
//!   alone (instructions per sentence are the steady measure on a shared machine, where wall time is not);
//! - `corpus_pass dump`: prints each sentence's entities as one JSON line, to compare before and after a change
//!   byte for byte (a speed change must alter no answer).
//!
//! ```text
//! cargo build --release -p duckling_engine --example corpus_pass
//! valgrind --tool=callgrind --toggle-collect='*bench_loop*' target/release/examples/corpus_pass 1
//! target/release/examples/corpus_pass dump > before.jsonl
//! ```
//!
//! Instructions per sentence are callgrind's "Collected" count divided by the sentences it prints.

mod corpus;

use duckling_engine::{Options, parse, to_json};

/// The gem's allocator (the binding's global allocator): the engine is measured as it runs inside Ruby.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Every sentence of the corpus's positive examples (the `*.negative.jsonl` files left out), in a fixed order.
fn sentences() -> Vec<String> {
    corpus::files()
        .iter()
        .filter(|path| !path.to_string_lossy().ends_with(".negative.jsonl"))
        .flat_map(|file| corpus::lines(file))
        .map(|v| v["text"].as_str().expect("a text").to_owned())
        .collect()
}

fn main() {
    let texts = sentences();
    let options = Options {
        // The corpus's reference time (Duckling's test context).
        reference_time: "2013-02-12T04:30:00-02:00[Etc/GMT+2]"
            .parse()
            .expect("a valid reference time"),
        ..Options::default()
    };
    let arg = std::env::args().nth(1).unwrap_or_else(|| "1".into());
    if arg == "dump" {
        for text in &texts {
            println!("{}", to_json(&parse(text, &options).expect("parses")));
        }
        return;
    }
    let passes: usize = arg.parse().expect("a number of passes, or `dump`");
    // A warm-up pass outside `bench_loop`: the grammar is compiled on the first parse.
    for text in &texts {
        parse(text, &options).expect("parses");
    }
    let start = std::time::Instant::now();
    bench_loop(&texts, &options, passes);
    eprintln!(
        "{} sentences, {:.2} µs per parse",
        texts.len(),
        start.elapsed().as_secs_f64() * 1e6 / (passes * texts.len()).max(1) as f64
    );
}

/// The parses callgrind counts (`--toggle-collect='*bench_loop*'`).
#[inline(never)]
fn bench_loop(texts: &[String], options: &Options, passes: usize) {
    for _ in 0..passes {
        for text in texts {
            std::hint::black_box(parse(text, options).expect("parses"));
        }
    }
}
