//! One pass over every sentence of Duckling's EN corpus (test/conformance/duckling/en), for the two checks of
//! an engine speed change (research/engine-profile):
//! - `corpus_pass N`: parses every sentence N times inside `bench_loop`, so that callgrind counts the parses
//!   alone (instructions per sentence are the steady measure on a shared machine, where wall time is not);
//! - `corpus_pass N LANG`: the same over the texts the languages bench times for LANG (research/bench): every
//!   line of test/conformance/duckling/LANG whose locale is LANG itself, negatives included, in LANG;
//! - `corpus_pass N LANG FILE`: the same over the lines of FILE in LANG (blank lines and `#` comments left out),
//!   such as test/oracle's dialogues, the utterances research/bench/running_text.rb times;
//! - `corpus_pass dump`: prints each sentence's entities as one JSON line, to compare before and after a change
//!   byte for byte (a speed change must alter no answer);
//! - `corpus_pass dump-all`: the same check over every language: each line of every corpus (regions, reruns
//!   and negatives included) with its locale, reference time and latency, parsed for its dim (as the
//!   conformance test parses it) and for every dim, and each of our texts of test/oracle for every dim, latent
//!   and not; each answer with its rule trees (`explain`), since a change can keep a value and swap the
//!   derivation behind it.
//!
//! ```text
//! cargo build --release -p duckling_engine --example corpus_pass
//! valgrind --tool=callgrind --toggle-collect='*bench_loop*' target/release/examples/corpus_pass 1
//! valgrind --tool=callgrind --toggle-collect='*bench_loop*' target/release/examples/corpus_pass 1 sw
//! target/release/examples/corpus_pass dump > before.jsonl
//! target/release/examples/corpus_pass dump-all > before-all.jsonl
//! ```
//!
//! Instructions per sentence are callgrind's "Collected" count divided by the sentences it prints.

mod corpus;

use duckling_engine::{Dim, DimSet, Locale, Options, explain, parse, to_json};
use jiff::Zoned;

/// The gem's allocator (the binding's global allocator): the engine is measured as it runs inside Ruby.
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

/// Every sentence of the corpus's positive examples (the `*.negative.jsonl` files left out), in a fixed order.
fn sentences() -> Vec<String> {
    corpus::files()
        .iter()
        .filter(|path| !path.to_string_lossy().ends_with(".negative.jsonl"))
        .flat_map(|file| corpus::lines(file))
        .map(|v| v["text"].as_str().expect("a text").to_owned())
        .collect()
}

/// Every text of `lang`'s own corpus lines (its regions' lines and the reruns left out), as the languages bench
/// reads them (research/bench/languages_bench.rb).
fn sentences_of(lang: &str) -> Vec<String> {
    corpus::files_of(lang)
        .iter()
        .flat_map(|file| corpus::lines(file))
        .filter(|v| v["locale"] == lang)
        .map(|v| v["text"].as_str().expect("a text").to_owned())
        .collect()
}

/// Every line of `file` but blank ones and `#` comments, as research/bench/running_text.rb reads test/oracle's
/// dialogues.
fn lines_of(file: &str) -> Vec<String> {
    std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("{file}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

fn main() {
    let lang = std::env::args().nth(2);
    let texts = match (lang.as_deref(), std::env::args().nth(3)) {
        (_, Some(file)) => lines_of(&file),
        (Some(lang), None) => sentences_of(lang),
        (None, None) => sentences(),
    };
    let options = Options {
        // The corpus's reference time (Duckling's test context).
        reference_time: "2013-02-12T04:30:00-02:00[Etc/GMT+2]"
            .parse()
            .expect("a valid reference time"),
        locale: lang.map_or_else(Locale::default, |l| l.parse().expect("a language")),
        ..Options::default()
    };
    let arg = std::env::args().nth(1).unwrap_or_else(|| "1".into());
    if arg == "dump-all" {
        dump_all();
        return;
    }
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

/// `dump-all`: one line per parse, `<locale> <dims> <latent>\t<text>\t<explanations as JSON>`.
fn dump_all() {
    let all = DimSet::all();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for file in corpus::all_files() {
        for line in corpus::lines(&file) {
            let field = |key: &str| {
                line[key]
                    .as_str()
                    .unwrap_or_else(|| panic!("a line's {key}"))
            };
            let locale: Locale = field("locale").parse().expect("a corpus locale");
            // The reference time at its fixed offset, as Duckling's corpus test reads it.
            let reference: Zoned = format!("{}[{}]", field("reference_time"), field("tz_offset"))
                .parse()
                .expect("a reference time with its offset");
            let dim: Dim = field("dim").parse().expect("a corpus dim");
            let latent = line["with_latent"].as_bool().unwrap_or(false);
            // The line's dimension named, as Duckling's corpus test and the gem's `dims:` name it (a grammar of
            // the rules it needs); then every dimension, unnamed.
            let named = [dim].into_iter().collect::<DimSet>().named();
            for dims in [named, all] {
                let options = Options {
                    locale,
                    reference_time: reference.clone(),
                    dims,
                    latent,
                    ..Options::default()
                };
                write_explained(&mut out, field("text"), &options);
            }
        }
    }
    for (name, texts) in corpus::oracle_texts() {
        // A file named for a language holds its texts; the others (dialogue*.txt) are English.
        let locale: Locale = name
            .parse()
            .unwrap_or_else(|_| "en".parse().expect("English"));
        for text in &texts {
            for latent in [false, true] {
                let options = Options {
                    locale,
                    reference_time: "2013-02-12T04:30:00-02:00[Etc/GMT+2]"
                        .parse()
                        .expect("a valid reference time"),
                    latent,
                    ..Options::default()
                };
                write_explained(&mut out, text, &options);
            }
        }
    }
}

fn write_explained(out: &mut impl std::io::Write, text: &str, options: &Options) {
    let found = explain(text, options).expect("parses");
    let dims: Vec<&str> = Dim::ALL
        .into_iter()
        .filter(|d| options.dims.contains(*d))
        .map(Dim::name)
        .collect();
    writeln!(
        out,
        "{:?} {} {}\t{text:?}\t{}",
        options.locale,
        dims.join(","),
        options.latent,
        serde_json::to_string(&found).expect("explanations serialise")
    )
    .expect("stdout is writable");
}
