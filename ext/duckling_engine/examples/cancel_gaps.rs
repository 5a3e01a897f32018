//! How often each dimension polls its cancel probe: for several texts of about a megabyte or more, parses
//! once per dimension with a probe that never cancels but records when it is called, and prints the number
//! of calls and the longest stretches of work without one.
//!
//! A cancelled parse returns at the first probe call after the flag is set, so the longest gap between two
//! calls bounds how late a cancellation is noticed. Three gaps are reported separately because they have
//! different owners:
//! - `first`: from the call to the first probe call (the context lowercases the text before any dimension
//!   runs);
//! - `gap`: the longest gap between two probe calls, the dimension's own work;
//! - `tail`: after the last probe call until the parse returns (ranking and entity conversion).
//!
//! Times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, so Linux only): on a loaded machine the wall
//! clock also counts the time other processes ran, which says nothing about the engine. A probe call costs
//! a system call (a few hundred ns), which the gaps include. Run it in release mode, and note the load
//! average next to the numbers:
//!
//! ```text
//! cargo run --release -p duckling_engine --example cancel_gaps [-- TEXT_NAME…]
//! ```
//!
//! `research/cancel/README.md` holds the results and what they led to.

use std::cell::Cell;
use std::time::Duration;

use duckling_engine::{Dim, Options, parse, parse_cancellable};

/// The texts measured, each a phrase repeated to reach `bytes`.
const TEXTS: &[(&str, &str, usize)] = &[
    (
        "prose",
        "The committee reviewed the proposal carefully and asked the authors to clarify several points \
         about methodology, sampling and the interpretation of results before the next meeting on friday; \
         forty two people attended. ",
        3_500_000,
    ),
    (
        "dense",
        "Pay $1,234.56 or 20 euros for 3.5 km, 5 liters and 2 cups at 30°C, the 3rd of twelve; call \
         +1 (650) 555-1234 ext 12 or mail jo.doe@example.com, see https://www.example.com/a?b=1#c and \
         card 4111 1111 1111 1111 by five miles and 7 feet 2 inches. ",
        1_000_000,
    ),
    ("digits", "1234567890", 1_000_000),
    ("dollar-1", "$1 ", 1_000_000),
    (
        "no-entity",
        "The quick brown fox jumps over the lazy dog while the cat sleeps on its mat. ",
        1_000_000,
    ),
];

/// `struct timespec` of the C library.
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

/// CPU time this thread has used so far.
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

/// What one probed parse saw.
struct Gaps {
    calls: u64,
    first: Duration,
    worst: Duration,
    tail: Duration,
    total: Duration,
}

fn measure(text: &str, options: &Options) -> Gaps {
    let start = cpu_time();
    let last = Cell::new(start);
    let first = Cell::new(None);
    let worst = Cell::new(Duration::ZERO);
    let calls = Cell::new(0u64);
    let probe = || {
        let now = cpu_time();
        let gap = now - last.get();
        if first.get().is_none() {
            first.set(Some(gap));
        } else {
            worst.set(worst.get().max(gap));
        }
        last.set(now);
        calls.set(calls.get() + 1);
        false
    };
    parse_cancellable(text, options, &probe).expect("the probe never cancels");
    let end = cpu_time();
    Gaps {
        calls: calls.get(),
        first: first.get().unwrap_or_default(),
        worst: worst.get(),
        tail: end - last.get(),
        total: end - start,
    }
}

fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    println!("| text | dim | parse | probe calls | first | worst gap | tail |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for (name, phrase, bytes) in TEXTS {
        if !wanted.is_empty() && !wanted.iter().any(|w| w == name) {
            continue;
        }
        let text = phrase.repeat(bytes.div_ceil(phrase.len()));
        for dim in Dim::ALL {
            let options = Options {
                dims: [dim].into_iter().collect(),
                ..Options::default()
            };
            // Once unprobed, so that lazily compiled rules and cold caches do not count.
            parse(&text, &options).expect("parses");
            let g = measure(&text, &options);
            println!(
                "| {name} | {} | {:.1?} | {} | {:.2?} | {:.2?} | {:.2?} |",
                dim.name(),
                g.total,
                g.calls,
                g.first,
                g.worst,
                g.tail
            );
        }
    }
}
