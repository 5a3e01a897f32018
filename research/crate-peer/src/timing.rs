//! Timing one call robustly on a noisy machine, as research/bench/engine does: a warm-up call, then calls for
//! about a budget (at least 3, at most 10,000) and their median; one call when the warm-up alone outlasts the
//! budget (the crate takes hundreds of ms on some corpus texts).

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The median ns per call of `f` and the value of its last call.
pub fn per_call_ns<T>(budget: Duration, mut f: impl FnMut() -> T) -> (u64, T) {
    let t = Instant::now();
    black_box(f()); // warm-up: the crate's rules for these dims, caches, the first touch of the text
    if t.elapsed() > budget {
        let t = Instant::now();
        let value = black_box(f());
        return (nanos(t.elapsed()), value);
    }
    let mut samples = Vec::new();
    let start = Instant::now();
    let mut value = None;
    while samples.len() < 3 || (start.elapsed() < budget && samples.len() < 10_000) {
        let t = Instant::now();
        value = Some(black_box(f()));
        samples.push(t.elapsed());
    }
    samples.sort_unstable();
    (
        nanos(samples[samples.len() / 2]),
        value.expect("at least 3 calls"),
    )
}

fn nanos(d: Duration) -> u64 {
    u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)
}

/// The element at quantile `q` (nearest rank) of `values`; 0 for none.
pub fn quantile(values: &[f64], q: f64) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by(f64::total_cmp);
    sorted
        .get(((sorted.len() as f64 - 1.0) * q).round() as usize)
        .copied()
        .unwrap_or_default()
}

/// The median of a sentence's per-round figures.
pub fn median_ns(values: &[u64]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}
