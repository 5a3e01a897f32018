//! The machine's description and the Markdown report: per dim and overall, medians, ratios and p99.

use std::collections::BTreeMap;
use std::process::Command;
use std::time::Duration;

use serde::Serialize;

use crate::timing::quantile;
use crate::{Clock, Pair, Row};

/// The bar of issue 26: the crate / ours per corpus sentence.
const BAR: f64 = 20.0;

pub fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, model)| model.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown".into())
}

fn git(args: &[&str]) -> String {
    Command::new("git")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default()
}

#[derive(Serialize)]
pub struct Machine {
    pub nproc: usize,
    pub cpu: String,
    pub date: String,
    pub commit: String,
    /// Uncommitted changes to tracked files when the run started.
    pub dirty: bool,
    pub command: String,
    pub load_before: String,
    /// At the end of each round.
    pub loads: Vec<String>,
    pub seconds: f64,
}

impl Machine {
    pub fn now(args: &[String]) -> Machine {
        Machine {
            nproc: std::thread::available_parallelism().map_or(0, |n| n.get()),
            cpu: cpu_model(),
            date: jiff::Timestamp::now()
                .strftime("%Y-%m-%d %H:%M UTC")
                .to_string(),
            commit: git(&["rev-parse", "--short=12", "HEAD"]),
            dirty: !git(&["status", "--porcelain", "--untracked-files=no"]).is_empty(),
            command: format!(
                "cd research/crate-peer && cargo run --release -- {}",
                args[1..].join(" ")
            ),
            load_before: loadavg(),
            loads: Vec::new(),
            seconds: 0.0,
        }
    }

    pub fn finish(self, loads: Vec<String>, took: Duration) -> Machine {
        Machine {
            loads,
            seconds: took.as_secs_f64(),
            ..self
        }
    }
}

fn micros(ns: f64) -> String {
    let us = ns / 1000.0;
    if us >= 100.0 {
        format!("{us:.0}")
    } else {
        format!("{us:.1}")
    }
}

fn times(ratio: f64) -> String {
    if ratio >= 10.0 {
        format!("{ratio:.0}×")
    } else {
        format!("{ratio:.1}×")
    }
}

/// One line of a timing table over `pairs`.
fn timing_row(name: &str, pairs: &[&Pair], clock: Clock) -> String {
    let ours: Vec<f64> = pairs.iter().map(|p| p.ours.on(clock) as f64).collect();
    let peer: Vec<f64> = pairs.iter().map(|p| p.peer.on(clock) as f64).collect();
    let ratios: Vec<f64> = pairs.iter().map(|p| p.ratio(clock)).collect();
    let lowest = ratios.iter().copied().fold(f64::INFINITY, f64::min);
    let below = ratios.iter().filter(|&&r| r < BAR).count();
    format!(
        "| {name} | {} | {} | {} | {} | {} | {} | {below} | {} | {} |\n",
        pairs.len(),
        micros(quantile(&ours, 0.5)),
        micros(quantile(&peer, 0.5)),
        times(quantile(&peer, 0.5) / quantile(&ours, 0.5).max(1.0)),
        times(quantile(&ratios, 0.5)),
        times(lowest),
        micros(quantile(&ours, 0.99)),
        micros(quantile(&peer, 0.99)),
    )
}

fn timing_table(rows: &[Row], pair: impl Fn(&Row) -> &Pair, clock: Clock) -> String {
    let mut out = String::from(
        "| dim | sentences | ours median µs | crate median µs | ratio of medians | median per-sentence ratio | lowest per-sentence ratio | below 20× | ours p99 µs | crate p99 µs |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut by_dim: BTreeMap<&str, Vec<&Pair>> = BTreeMap::new();
    for row in rows {
        by_dim.entry(&row.dim).or_default().push(pair(row));
    }
    for (dim, pairs) in &by_dim {
        out += &timing_row(dim, pairs, clock);
    }
    let positives: Vec<&Pair> = rows.iter().filter(|r| !r.negative).map(&pair).collect();
    let negatives: Vec<&Pair> = rows.iter().filter(|r| r.negative).map(&pair).collect();
    let all: Vec<&Pair> = rows.iter().map(&pair).collect();
    for (name, group) in [("(positives)", &positives), ("(negatives)", &negatives)] {
        if !group.is_empty() && group.len() < all.len() {
            out += &timing_row(name, group, clock);
        }
    }
    out += &timing_row("**all**", &all, clock);
    out
}

fn counts_table(rows: &[Row], pair: impl Fn(&Row) -> &Pair) -> String {
    let mut out = String::from(
        "| dim | sentences | ours finds ≥ 1 | crate finds ≥ 1 | both | neither | same count |\n\
         |---|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut by_dim: BTreeMap<&str, Vec<&Pair>> = BTreeMap::new();
    for row in rows {
        by_dim.entry(&row.dim).or_default().push(pair(row));
    }
    let all: Vec<&Pair> = rows.iter().map(&pair).collect();
    for (dim, pairs) in by_dim.iter().chain([(&"**all**", &all)]) {
        let ours = pairs.iter().filter(|p| p.ours.count > 0).count();
        let peer = pairs.iter().filter(|p| p.peer.count > 0).count();
        let both = pairs
            .iter()
            .filter(|p| p.ours.count > 0 && p.peer.count > 0)
            .count();
        let neither = pairs
            .iter()
            .filter(|p| p.ours.count == 0 && p.peer.count == 0)
            .count();
        let same = pairs
            .iter()
            .filter(|p| p.ours.count == p.peer.count)
            .count();
        out += &format!(
            "| {dim} | {} | {ours} | {peer} | {both} | {neither} | {same} |\n",
            pairs.len()
        );
    }
    out
}

fn shown(text: &str) -> String {
    let mut short: String = text.chars().take(60).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    format!("`{}`", short.replace('`', "'").replace('|', "\\|"))
}

fn extremes(rows: &[Row], title: &str, key: impl Fn(&Row) -> f64) -> String {
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by(|a, b| key(a).total_cmp(&key(b)));
    let mut out = format!(
        "### {title}\n\n| text | bytes | dim | ours µs | crate µs | ratio | ours / crate entities |\n|---|---:|---|---:|---:|---:|---|\n"
    );
    for row in sorted.into_iter().take(10) {
        let p = &row.one_dim;
        out += &format!(
            "| {} | {} | {} | {} | {} | {} | {} / {} |\n",
            shown(&row.text),
            row.text.len(),
            row.dim,
            micros(p.ours.ns as f64),
            micros(p.peer.ns as f64),
            times(p.ratio(Clock::Wall)),
            p.ours.count,
            p.peer.count
        );
    }
    out
}

pub fn markdown(
    machine: &Machine,
    rows: &[Row],
    budget: Duration,
    rounds: usize,
    all_rounds: usize,
) -> String {
    let dirty = if machine.dirty {
        " (with uncommitted changes)"
    } else {
        ""
    };
    format!(
        "# Our engine against the `duckling` 0.4 crate: results\n\n\
         - Machine: {nproc} CPUs (`nproc`), {cpu}\n\
         - Load average (1, 5, 15 min): before {before}; at the end of {loads}\n\
         - Date: {date}; the run took {minutes:.1} min\n\
         - Commit: {commit}{dirty}\n\
         - Command: `{command}`\n\
         - Engines: `duckling_engine` at that commit and the `duckling` crate 0.4.0, one release binary, mimalloc, one \
         thread; both in Duckling's corpus context (locale en, reference 2013-02-12T04:30 at UTC−2, latent off).\n\
         - Timing: per sentence and engine, a warm-up call, then calls for {budget} ms (at least 3) and their median \
         wall time; one call where the warm-up alone took longer. Beside it, the thread's CPU time over the same \
         calls divided by their number (the CPU clock tables: it leaves out the time the thread waited preempted). One dim: {rounds} rounds alternating which engine goes first, \
         a sentence's figure the median over rounds. All dims: {all_rounds} pass(es), same rule.\n\
         - Ratio: the crate's time / ours. \"below 20×\": sentences whose own ratio is under issue 26's bar. \
         Medians and p99 are over sentences.\n\
         - Raw rows: `results.json` (text, dim, each engine's ns and entity count, every round). The README beside \
         this file explains the method.\n\n\
         ## One dim: each sentence asks both engines only for its own dim\n\n{one}\n\
         ### The same, on the thread's CPU clock\n\n{one_cpu}\n\
         ## All dims asked of both engines\n\n{all}\n\
         ### The same, on the thread's CPU clock\n\n{all_cpu}\n\
         ## Entities found, one dim (a sanity column, not checked against Duckling's answers)\n\n{counts}\n\
         ## Entities found, all dims\n\n{counts_all}\n\
         ## Extremes, one dim\n\n{slowest}\n{lowest}",
        nproc = machine.nproc,
        cpu = machine.cpu,
        before = machine.load_before,
        loads = machine.loads.join("; "),
        date = machine.date,
        minutes = machine.seconds / 60.0,
        commit = machine.commit,
        command = machine.command,
        budget = budget.as_millis(),
        one = timing_table(rows, |r| &r.one_dim, Clock::Wall),
        one_cpu = timing_table(rows, |r| &r.one_dim, Clock::Cpu),
        all = timing_table(rows, |r| &r.all_dims, Clock::Wall),
        all_cpu = timing_table(rows, |r| &r.all_dims, Clock::Cpu),
        counts = counts_table(rows, |r| &r.one_dim),
        counts_all = counts_table(rows, |r| &r.all_dims),
        slowest = extremes(rows, "The crate's slowest sentences", |r| {
            -(r.one_dim.peer.ns as f64)
        }),
        lowest = extremes(rows, "The lowest ratios", |r| r.one_dim.ratio(Clock::Wall)),
    )
}
