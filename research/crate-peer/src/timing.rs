//! Timing one call robustly on a noisy machine, as research/bench/engine does: a warm-up call, then calls for
//! about a budget (at least 3, at most 10,000) and their median; one call when the warm-up alone outlasts the
//! budget (the crate takes hundreds of ms on some corpus texts). Beside the wall clock's median, the thread's
//! CPU time over the same calls (read once before and once after them, so the clock costs nothing per call),
//! divided by their number: on a loaded machine a call of hundreds of µs is often preempted, one of 5 µs
//! seldom, and the wall clock then favours the short calls.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// What one engine took on one text: the median wall ns per call and the mean CPU ns per call.
pub struct Figures<T> {
    pub wall_ns: u64,
    pub cpu_ns: u64,
    /// The value of the last call.
    pub value: T,
}

/// Times `f` (see the module's comment).
pub fn per_call<T>(budget: Duration, mut f: impl FnMut() -> T) -> Figures<T> {
    let t = Instant::now();
    black_box(f()); // warm-up: the crate's rules for these dims, caches, the first touch of the text
    if t.elapsed() > budget {
        let cpu = thread_cpu_ns();
        let t = Instant::now();
        let value = black_box(f());
        let wall_ns = nanos(t.elapsed());
        return Figures {
            wall_ns,
            cpu_ns: thread_cpu_ns().saturating_sub(cpu),
            value,
        };
    }
    let mut samples = Vec::new();
    let cpu = thread_cpu_ns();
    let start = Instant::now();
    let mut value = None;
    while samples.len() < 3 || (start.elapsed() < budget && samples.len() < 10_000) {
        let t = Instant::now();
        value = Some(black_box(f()));
        samples.push(t.elapsed());
    }
    let cpu_ns = thread_cpu_ns().saturating_sub(cpu) / samples.len() as u64;
    samples.sort_unstable();
    Figures {
        wall_ns: nanos(samples[samples.len() / 2]),
        cpu_ns,
        value: value.expect("at least 3 calls"),
    }
}

/// The calling thread's CPU time, in ns.
fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to write to, and the clock id is a constant Linux knows.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "the thread's CPU clock");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
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
