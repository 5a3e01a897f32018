//! How often each dimension polls its cancel probe: for several texts of about a megabyte or more, parses
//! once per dimension with a probe that never cancels but records when it is called, and prints the number
//! of calls and the longest stretches of work without one.
//!
//! A cancelled parse returns at the first probe call after the flag is set, so the longest gap between two
//! calls bounds how late a cancellation is noticed. The gaps are reported apart because they have different
//! owners:
//! - `first`: from the call to the first probe call (the context lowercases the text before any dimension
//!   runs);
//! - `worst gap`: the longest gap between two probe calls after the first, wherever it is;
//! - `worst gap in dims`: the longest that holds a dimension's work (it starts at the engine's call just
//!   before the dimension runs, or at one of the dimension's own calls, or ends at one), found by tracing
//!   the calls around the 200 longest gaps (`< x` when none of them is a dimension's: all its gaps are
//!   shorter than x);
//! - `tail`: after the last probe call until the parse returns (ranking and entity conversion).
//!
//! Times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, so 64-bit Linux only): on a loaded machine the wall
//! clock also counts the time other processes ran, which says nothing about the engine. A probe call costs
//! a system call (a few hundred ns), which the gaps include. Run it in release mode, and note the load
//! average next to the numbers:
//!
//! ```text
//! cargo run --release -p duckling_engine --example cancel_gaps [-- TEXT_NAME…]
//! cargo run --release -p duckling_engine --example cancel_gaps -- --locate TEXT_NAME DIM
//! ```
//!
//! `--locate` parses once more and prints where the engine was (the engine's own frames of a backtrace)
//! at the two probe calls around the worst gap, to tell a dimension's gap from the ranking's.
//!
//! `research/cancel/README.md` holds the results and what they led to.

use std::cell::{Cell, RefCell};
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
    // A list of other dates (test/fixtures/adversarial): values resolved one by one, some searched long.
    (
        "schedule",
        include_str!("../../../test/fixtures/adversarial/mixed_nth_of_to_list.txt"),
        64_000,
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
    fn malloc_trim(pad: usize) -> i32;
}

/// Has glibc's allocator tidy up what the unprobed parse freed. Without this, the first allocation or free
/// of 64 KB or more in the probed parse merges every small block freed before (millions after a parse
/// with hundreds of thousands of entities): 20 to 50 ms in one call, charged to whichever line of the
/// engine happens to make it. That is the allocator's cost, not the engine's; research/cancel/README.md
/// says more.
fn tidy_allocator() {
    // SAFETY: malloc_trim only reorganises the allocator's free lists; it takes no pointer and is safe to
    // call at any time from any thread.
    unsafe { malloc_trim(0) };
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

/// How many of the longest gaps are traced back to their probe calls, to find the longest a dimension makes.
const TRACED: usize = 200;

/// What one probed parse saw.
struct Gaps {
    calls: u64,
    first: Duration,
    worst: Duration,
    /// The longest gap that holds a dimension's work (see [`calls_in_dims`]), if one is among the [`TRACED`]
    /// longest; otherwise `Err` with the shortest of those, which bounds it.
    worst_in_dims: Result<Duration, Duration>,
    tail: Duration,
    total: Duration,
}

fn measure(text: &str, options: &Options) -> Gaps {
    let start = cpu_time();
    let last = Cell::new(start);
    let first = Cell::new(None);
    let calls = Cell::new(0u64);
    // The longest gaps after the first, with the number of the probe call that ends each, longest first.
    let longest = RefCell::new(Vec::<(Duration, u64)>::new());
    let probe = || {
        let now = cpu_time();
        let gap = now - last.get();
        calls.set(calls.get() + 1);
        if first.get().is_none() {
            first.set(Some(gap));
        } else {
            let mut longest = longest.borrow_mut();
            if longest.len() < TRACED || gap > longest[TRACED - 1].0 {
                let at = longest.partition_point(|&(g, _)| g >= gap);
                longest.insert(at, (gap, calls.get()));
                longest.truncate(TRACED);
            }
        }
        last.set(now);
        false
    };
    parse_cancellable(text, options, &probe).expect("the probe never cancels");
    let end = cpu_time();
    let longest = longest.into_inner();
    let mut ends: Vec<u64> = longest.iter().flat_map(|&(_, e)| [e - 1, e]).collect();
    ends.sort_unstable();
    let in_dims = calls_in_dims(text, options, &ends);
    let worst_in_dims = longest
        .iter()
        .find(|&&(_, e)| in_dims.contains(&(e - 1)) || in_dims.contains(&e))
        .map(|&(gap, _)| gap)
        .ok_or_else(|| longest.last().map_or(Duration::ZERO, |&(gap, _)| gap));
    Gaps {
        calls: calls.get(),
        first: first.get().unwrap_or_default(),
        worst: longest.first().map_or(Duration::ZERO, |&(gap, _)| gap),
        worst_in_dims,
        tail: end - last.get(),
        total: end - start,
    }
}

/// Which of the probe calls numbered `wanted` (sorted) open or close a dimension's work: the calls a
/// dimension makes, and the engine's call just before it runs one.
fn calls_in_dims(text: &str, options: &Options, wanted: &[u64]) -> Vec<u64> {
    let (call, found) = (Cell::new(0u64), RefCell::new(Vec::new()));
    let probe = || {
        call.set(call.get() + 1);
        if wanted.binary_search(&call.get()).is_ok()
            && engine_frames()
                .first()
                .is_some_and(|f| f.starts_with("dims/") || f.starts_with("engine/mod.rs"))
        {
            found.borrow_mut().push(call.get());
        }
        false
    };
    parse_cancellable(text, options, &probe).expect("the probe never cancels");
    found.into_inner()
}

/// The engine's frames of the current backtrace, innermost first.
fn engine_frames() -> Vec<String> {
    let trace = std::backtrace::Backtrace::force_capture().to_string();
    trace
        .lines()
        .map(str::trim)
        .filter(|line| line.starts_with("at ") && line.contains("duckling_engine/src/"))
        .filter(|line| !line.contains("engine/context.rs"))
        .map(|line| line.rsplit("src/").next().unwrap_or(line).to_owned())
        .collect()
}

/// Prints where the probe calls around the worst gap of one parse were made.
fn locate(text: &str, options: &Options) {
    parse(text, options).expect("parses");
    tidy_allocator();
    let (last, calls) = (Cell::new(cpu_time()), Cell::new(0u64));
    let worst = Cell::new((Duration::ZERO, 0u64));
    let probe = || {
        let now = cpu_time();
        calls.set(calls.get() + 1);
        if now - last.get() > worst.get().0 {
            worst.set((now - last.get(), calls.get()));
        }
        last.set(now);
        false
    };
    parse_cancellable(text, options, &probe).expect("the probe never cancels");
    let (gap, ending) = worst.get();
    println!(
        "worst gap {gap:.2?}, ending at probe call {ending} of {}",
        calls.get()
    );
    let call = Cell::new(0u64);
    let probe = || {
        call.set(call.get() + 1);
        if call.get() + 1 == ending || call.get() == ending {
            println!("call {}: {}", call.get(), engine_frames().join(" < "));
        }
        false
    };
    parse_cancellable(text, options, &probe).expect("the probe never cancels");
}

fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, name, dim] = wanted.as_slice()
        && flag == "--locate"
    {
        let (_, phrase, bytes) = TEXTS
            .iter()
            .find(|(n, _, _)| n == name)
            .expect("a text name from TEXTS");
        let options = Options {
            dims: [dim.parse::<Dim>().expect("a dimension name")]
                .into_iter()
                .collect(),
            ..Options::default()
        };
        locate(&phrase.repeat(bytes.div_ceil(phrase.len())), &options);
        return;
    }
    println!("| text | dim | parse | probe calls | first | worst gap | worst gap in dims | tail |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
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
            tidy_allocator();
            let g = measure(&text, &options);
            let in_dims = match g.worst_in_dims {
                Ok(gap) => format!("{gap:.2?}"),
                Err(bound) => format!("< {bound:.2?}"),
            };
            println!(
                "| {name} | {} | {:.1?} | {} | {:.2?} | {:.2?} | {in_dims} | {:.2?} |",
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
