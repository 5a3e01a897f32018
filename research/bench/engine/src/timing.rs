//! Timing one call robustly on a noisy machine: repeat it for a time budget and keep the median.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The median duration of `f`, in ns, over repeated calls filling about `budget` (at least `min_calls`, at most
/// 10,000), after one warm-up call.
pub fn per_call_ns<T>(budget: Duration, min_calls: usize, mut f: impl FnMut() -> T) -> u64 {
    black_box(f()); // warm-up: caches, the first touch of the text
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < min_calls || (start.elapsed() < budget && samples.len() < 10_000) {
        let t = Instant::now();
        black_box(f());
        samples.push(t.elapsed());
    }
    samples.sort_unstable();
    u64::try_from(samples[samples.len() / 2].as_nanos()).unwrap_or(u64::MAX)
}
