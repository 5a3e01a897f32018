//! Timing one call robustly on a noisy machine: repeat it for a time budget and keep the median.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The median duration of `f` over repeated calls filling about `budget` (at least 3 calls, at most 10,000).
pub fn per_call<T>(budget: Duration, mut f: impl FnMut() -> T) -> Duration {
    black_box(f()); // warm-up: lazily compiled rules, caches
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 3 || (start.elapsed() < budget && samples.len() < 10_000) {
        let t = Instant::now();
        black_box(f());
        samples.push(t.elapsed());
    }
    samples.sort_unstable();
    samples[samples.len() / 2]
}

/// Median and 99th percentile over many sentences.
#[derive(Clone, Copy)]
pub struct Stats {
    pub median: Duration,
    pub p99: Duration,
}

impl Stats {
    pub fn of(samples: &[Duration]) -> Stats {
        let mut sorted = samples.to_vec();
        sorted.sort_unstable();
        let at = |q: f64| {
            sorted
                .get(((sorted.len() as f64 - 1.0) * q).round() as usize)
                .copied()
                .unwrap_or_default()
        };
        Stats {
            median: at(0.5),
            p99: at(0.99),
        }
    }
}

pub fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}
