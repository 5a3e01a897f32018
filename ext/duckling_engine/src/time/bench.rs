//! Cost of resolving common time values, printed per value (resolution alone, then with the JSON), for
//! `research/` notes and for regressions a reader can see: `cargo test --release -p duckling_engine --lib
//! time::bench -- --nocapture`. It asserts only what the values are; the timings are printed, not tested.
//! `TIME_BENCH_CASE=<name>` runs one case.

use std::hint::black_box;
use std::time::Instant;

use jiff::Zoned;

use super::data::TimeData;
use super::grain::Grain;
use super::helpers::*;
use super::object::TimeIntervalType;
use super::render::timestamp;
use super::resolve::{Reference, resolve};

fn cases() -> Vec<(&'static str, TimeData)> {
    let pm = |h| time_of_day_ampm(false, &hour(true, h));
    let evening = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0)).unwrap();
    let tonight = intersect(&today(), &evening).unwrap();
    vec![
        ("today", today()),
        ("tomorrow", cycle_nth(Grain::Day, 1)),
        ("tuesday", day_of_week(2)),
        ("3pm", pm(3)),
        ("4:30", hour_minute(true, 4, 30)),
        ("feb 15", month_day(2, 15)),
        ("march 3 2015", year_month_day(2015, 3, 3)),
        ("next 3 days", cycle_n(true, Grain::Day, 3)),
        (
            "3-4pm",
            interval(TimeIntervalType::Closed, &pm(3), &pm(4)).unwrap(),
        ),
        (
            "tonight 815",
            intersect(&tonight, &hour_minute(true, 8, 15)).unwrap(),
        ),
        ("thanksgiving", nth_dow_of_month(4, 4, 11)),
        ("this weekend", pred_nth(0, false, &weekend())),
        (
            "monday feb 18",
            intersect(&day_of_week(1), &month_day(2, 18)).unwrap(),
        ),
    ]
}

/// The fastest of several batches, in ns per call: on a shared machine the minimum is the cost without
/// the other processes' interruptions.
/// `TIME_BENCH_ROUNDS=1` makes it one batch of one call, to count instructions under callgrind.
fn fastest(mut f: impl FnMut()) -> u128 {
    let (batches, per_batch) = match std::env::var("TIME_BENCH_ROUNDS") {
        Ok(n) => (1, n.parse().unwrap_or(1)),
        Err(_) if cfg!(debug_assertions) => (2, 50),
        Err(_) => (40, 2_000),
    };
    (0..batches)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..per_batch {
                f();
            }
            start.elapsed().as_nanos() / per_batch
        })
        .min()
        .unwrap_or(0)
}

/// Not inlined, so a profiler sees one call per resolution.
#[inline(never)]
fn resolve_once(td: &TimeData, reference: &Reference) -> Option<super::resolve::Resolved> {
    let r = resolve(td, reference);
    black_box(&r);
    r
}

/// Not inlined, so a profiler sees one call per rendering.
#[inline(never)]
fn json_once(r: &super::resolve::Resolved, reference: &Reference) -> crate::engine::value::Json {
    r.to_json(reference.zone())
}

#[test]
fn resolve_cost() {
    let now: Zoned = "2013-02-12T04:30:00-02:00[America/Sao_Paulo]"
        .parse()
        .unwrap();
    let reference = Reference::new(&now);
    let only = std::env::var("TIME_BENCH_CASE").ok();
    for (name, td) in cases() {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let r = resolve(&td, &reference).expect("resolves");
        assert!(r.values.iter().next().is_some(), "{name}");
        let alone = fastest(|| {
            black_box(resolve_once(black_box(&td), &reference));
        });
        let json = fastest(|| {
            black_box(json_once(black_box(&r), &reference));
        });
        println!("{name:>14}: resolve {alone:>5} ns, JSON {json:>5} ns");
    }
    let at = now.datetime();
    let stamp = fastest(|| {
        black_box(timestamp(black_box(at), reference.zone()));
    });
    println!("one timestamp in America/Sao_Paulo: {stamp} ns");
}
