//! Median time per sentence of Duckling's EN corpus, per dimension, every dimension asked for (as `rake bench`
//! asks): the check of issue 12 that no dim's median gets slower than 1.5× when its rules move onto the engine,
//! without the peer crate the full bench also runs. Each sentence is parsed in batches of [`BATCH`] calls for a
//! few milliseconds and its fastest batch kept; the table gives the median and p90 of those over the sentences
//! of each dim. Times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, 64-bit Linux), and the fastest
//! batch, because on a shared machine the wall clock counts other processes' turns and a median still moves
//! with their load (the cache they share); compare two builds in one run, alternately.
//!
//! ```text
//! nice -n 10 cargo run --release -p duckling_engine --example corpus_speed [-- EXTRA.jsonl…]
//! ```
//!
//! Extra files are read like the corpus files (one JSON object a line with `text` and `dim`).

mod corpus;

use std::collections::BTreeMap;
use std::time::Duration;

use duckling_engine::{DimSet, Options, parse};

/// The gem's allocator (the binding's global allocator): the engine is timed as it runs inside Ruby.
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

fn texts(files: impl IntoIterator<Item = std::path::PathBuf>) -> BTreeMap<String, Vec<String>> {
    let mut by_dim: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        for v in corpus::lines(&file) {
            let (Some(text), Some(dim)) = (v["text"].as_str(), v["dim"].as_str()) else {
                continue;
            };
            by_dim.entry(dim.into()).or_default().push(text.into());
        }
    }
    by_dim
}

/// Calls timed together: a clock read costs a system call, a few percent of a batch.
const BATCH: u32 = 16;

/// The duration of one call of `f` in the fastest of the batches of calls filling about `budget` of CPU time.
fn per_call(budget: Duration, mut f: impl FnMut() -> usize) -> Duration {
    let mut times = Vec::new();
    let start = cpu_time();
    while times.len() < 3 || (cpu_time() - start < budget && times.len() < 10_000) {
        let t = cpu_time();
        for _ in 0..BATCH {
            std::hint::black_box(f());
        }
        times.push((cpu_time() - t) / BATCH);
    }
    times.into_iter().min().unwrap_or_default()
}

#[repr(C)]
struct Timespec {
    seconds: i64,
    nanoseconds: i64,
}

unsafe extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

/// Linux's `CLOCK_THREAD_CPUTIME_ID`.
const THREAD_CPU_TIME: i32 = 3;

fn cpu_time() -> Duration {
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a valid, writable `struct timespec` (two 64-bit fields on 64-bit Linux) for the
    // duration of the call, and the clock id is one Linux defines.
    let status = unsafe { clock_gettime(THREAD_CPU_TIME, &mut time) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(time.seconds as u64, time.nanoseconds as u32)
}

fn main() {
    let mut files = corpus::files();
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
