//! `duckling_bench --input IN.json --out OUT.json [--budget-ms N] [--sized-calls N] [--locale es]`: the
//! engine's own time (`duckling_engine::parse`, release build, one thread, no Ruby) per text of IN.json (see
//! `corpus`), in the options of Duckling's corpus: locale en_US unless told, reference 2013-02-12T04:30 at UTC−2,
//! every dim, latent off.
//! OUT.json holds, in the input's order, the median ns per call of each sentence (`sentences_ns`: calls for
//! about the budget) and of each sized text (`sized_ns`: a warm-up, then exactly N calls, 5 unless told). research/bench/run.rb runs it and writes the report.

mod corpus;
mod timing;

/// The allocator the gem's binding uses: the engine allocates per parse, and its time depends on it (the system
/// allocator made the engine look 4 µs faster per sentence against the gem than it is inside it).
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

use std::time::Duration;

use duckling_engine::{DimSet, Locale, Options};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.windows(2).find(|w| w[0] == name).map(|w| w[1].clone())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let input = corpus::read(&arg(&args, "--input").expect("--input IN.json"));
    let out = arg(&args, "--out").expect("--out OUT.json");
    let budget_ms: u64 =
        arg(&args, "--budget-ms").map_or(20, |v| v.parse().expect("--budget-ms N"));
    let budget = Duration::from_millis(budget_ms);
    let sized_calls: usize =
        arg(&args, "--sized-calls").map_or(5, |v| v.parse().expect("--sized-calls N"));
    let locale: Locale = arg(&args, "--locale").map_or_else(Locale::default, |l| {
        l.parse().unwrap_or_else(|e| panic!("--locale: {e}"))
    });
    let options = Options {
        locale,
        reference_time: "2013-02-12T04:30:00-02:00[-02:00]"
            .parse()
            .expect("valid reference time"),
        dims: DimSet::all(),
        latent: false,
        ..Options::default()
    };
    let parse = |text: &str| {
        duckling_engine::parse(text, &options)
            .map(|e| e.len())
            .unwrap_or_else(|e| panic!("{text:?}: {e}"))
    };

    timing::warm_up(input.sentences.iter().map(|s| s.text.as_str()), parse);
    let sentences_ns: Vec<u64> = input
        .sentences
        .iter()
        .map(|s| timing::per_call_ns(budget, || parse(&s.text)))
        .collect();
    let sized_ns: Vec<u64> = input
        .sized
        .iter()
        .map(|s| timing::calls_ns(sized_calls, || parse(&s.text)))
        .collect();
    let json = serde_json::json!({ "sentences_ns": sentences_ns, "sized_ns": sized_ns });
    std::fs::write(&out, json.to_string()).unwrap_or_else(|e| panic!("{out}: {e}"));
}
