// What one saturation of the rule engine's chart costs with only some rule families, per corpus sentence.
//
// Not compiled with the crate (the chart is crate-private, so this cannot be an example binary). To run it,
// append this file to ext/duckling_engine/src/dims/numeral/mod.rs, then from ext/duckling_engine:
//
//   cargo test --release -p duckling_engine --lib rules_cost -- --ignored --nocapture
//
// with RULES naming the families (n: numeral, o: ordinal, d: duration, g: time grain; "x": none) and REPS
// the saturations per timing (300 by default). Time is the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), the
// best of three timings per sentence, so a shared, loaded machine inflates it less than wall time would.

#[cfg(test)]
mod rules_cost {
    use crate::Options;
    use crate::dims::token::Rule;
    use crate::dims::{duration, ordinal, time_grain};
    use crate::engine::chart::{Chart, Grammar};
    use crate::engine::context::Context;

    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }

    unsafe extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }

    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

    fn cpu_ns() -> f64 {
        let mut ts = Timespec { sec: 0, nsec: 0 };
        // SAFETY: `ts` is a valid, writable timespec (two i64 on Linux x86_64) for the call's duration.
        unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
        ts.sec as f64 * 1e9 + ts.nsec as f64
    }

    /// Every positive text of every `dims/*/corpus.json`.
    fn corpus_texts() -> Vec<String> {
        let mut texts = Vec::new();
        for entry in std::fs::read_dir("src/dims").expect("run from ext/duckling_engine") {
            let path = entry.expect("a directory entry").path().join("corpus.json");
            let Ok(source) = std::fs::read_to_string(&path) else { continue };
            let corpus: serde_json::Value = serde_json::from_str(&source).expect("corpus JSON");
            for positive in corpus["positive"].as_array().into_iter().flatten() {
                for text in positive["texts"].as_array().into_iter().flatten() {
                    texts.extend(text.as_str().map(String::from));
                }
            }
        }
        texts
    }

    #[test]
    #[ignore]
    fn rules_cost() {
        let which = std::env::var("RULES").unwrap_or_else(|_| "nodg".into());
        let reps: usize = std::env::var("REPS").ok().and_then(|r| r.parse().ok()).unwrap_or(300);
        let mut rules: Vec<Rule> = Vec::new();
        if which.contains('n') {
            rules.extend(super::rules());
        }
        if which.contains('o') {
            rules.extend(ordinal::rules::rules());
        }
        if which.contains('d') {
            rules.extend(duration::rules::rules());
        }
        if which.contains('g') {
            rules.extend(time_grain::rules());
        }
        let grammar = Grammar::new(rules);
        let options = Options::default();
        let never = || false;
        let mut per: Vec<(f64, String)> = Vec::new();
        let mut nodes = 0;
        for text in corpus_texts() {
            let cx = Context::new(&text, &options, &never);
            nodes += Chart::saturate(&grammar, &cx).expect("not cancelled").nodes().len();
            let best = (0..3)
                .map(|_| {
                    let start = cpu_ns();
                    for _ in 0..reps {
                        let chart = Chart::saturate(&grammar, &cx).expect("not cancelled");
                        std::hint::black_box(chart.nodes().len());
                    }
                    (cpu_ns() - start) / reps as f64
                })
                .fold(f64::INFINITY, f64::min);
            per.push((best, text));
        }
        per.sort_by(|a, b| a.0.total_cmp(&b.0));
        let n = per.len();
        let mean = per.iter().map(|p| p.0).sum::<f64>() / n as f64;
        println!(
            "rules {which:?}: {n} sentences, {nodes} tokens; per sentence median {:.0} ns, p90 {:.0}, p99 {:.0}, mean {:.0}",
            per[n / 2].0,
            per[n * 9 / 10].0,
            per[n * 99 / 100].0,
            mean
        );
        for (ns, text) in &per[n - 5..] {
            println!("  {ns:.0} ns {text:?}");
        }
    }
}
