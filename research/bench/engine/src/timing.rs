//! Timing one call robustly on a noisy machine: repeat it for a time budget and keep the median.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How long a process runs its texts before any is timed: its first parses ran several times slower for some
/// tens of milliseconds (a cold process; the cause was not isolated), which counted against whichever texts came
/// first (a card number timed at 12 µs, 2.8 µs later in the same process). research/bench/real_duckling.py warms
/// the real Duckling alike.
const WARM_UP: Duration = Duration::from_millis(100);

/// Calls `f` on `texts` in turn, again from the first when they run out, for [`WARM_UP`] (at least one call).
pub fn warm_up<'a, T>(texts: impl Iterator<Item = &'a str> + Clone, mut f: impl FnMut(&str) -> T) {
    let start = Instant::now();
    for text in texts.cycle() {
        black_box(f(text));
        if start.elapsed() >= WARM_UP {
            return;
        }
    }
}

/// The median duration of `f`, in ns, over repeated calls filling about `budget` (at least 3, at most 10,000),
/// after one warm-up call; one call when the warm-up alone took longer than the budget (the real Duckling
/// takes 26 s a call on one corpus text, and every timer follows the same rule).
pub fn per_call_ns<T>(budget: Duration, mut f: impl FnMut() -> T) -> u64 {
    let t = Instant::now();
    black_box(f()); // warm-up: caches, the first touch of the text
    if t.elapsed() > budget {
        let t = Instant::now();
        black_box(f());
        return nanos(t.elapsed());
    }
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 3 || (start.elapsed() < budget && samples.len() < 10_000) {
        let t = Instant::now();
        black_box(f());
        samples.push(t.elapsed());
    }
    samples.sort_unstable();
    nanos(samples[samples.len() / 2])
}

/// The median duration of `f`, in ns, over exactly `calls` calls after a warm-up call: for long texts, whose
/// single call may outlast any budget.
pub fn calls_ns<T>(calls: usize, mut f: impl FnMut() -> T) -> u64 {
    black_box(f());
    let mut samples: Vec<Duration> = (0..calls.max(1))
        .map(|_| {
            let t = Instant::now();
            black_box(f());
            t.elapsed()
        })
        .collect();
    samples.sort_unstable();
    nanos(samples[samples.len() / 2])
}

fn nanos(d: Duration) -> u64 {
    u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)
}
