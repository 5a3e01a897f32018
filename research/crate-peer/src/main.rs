//! `cargo run --release -- [--out results.md] [--json results.json] [--budget-ms 20] [--rounds 3] [--all-rounds 1]
//! [--dim NAME] [--limit N]`:
//! times `duckling_engine::parse` against the published `duckling` 0.4 crate (wafer-inc's Rust port of Duckling)
//! on every text of Duckling's EN corpus, each parsed asking only for its own dim, in Duckling's corpus context
//! (locale en, reference 2013-02-12T04:30 at UTC−2, latent off); then once more asking every dim of both.
//! Per sentence and engine the median of repeated calls (`timing`), in rounds that alternate which engine goes
//! first; a sentence's figure is the median over rounds. Writes the raw rows (JSON) and the report (Markdown).

mod corpus;
mod report;
mod timing;

/// The allocator the gem's binding uses, for both engines: the engine's time here is its time inside the gem.
#[global_allocator]
static ALLOCATOR: duckling_alloc::GemAllocator = duckling_alloc::GemAllocator;

use std::time::{Duration, Instant};

use chrono::{FixedOffset, TimeZone};
use duckling_engine::{Dim, DimSet, Locale, Options};
use duckling_peer::{Context, DimensionKind, Lang, Locale as PeerLocale, Options as PeerOptions};
use serde::Serialize;
use timing::Figures;

/// The crate's name for each of our dims.
fn peer_kind(dim: Dim) -> DimensionKind {
    match dim {
        Dim::Number => DimensionKind::Numeral,
        Dim::Ordinal => DimensionKind::Ordinal,
        Dim::AmountOfMoney => DimensionKind::AmountOfMoney,
        Dim::Distance => DimensionKind::Distance,
        Dim::Volume => DimensionKind::Volume,
        Dim::Temperature => DimensionKind::Temperature,
        Dim::Quantity => DimensionKind::Quantity,
        Dim::Email => DimensionKind::Email,
        Dim::Url => DimensionKind::Url,
        Dim::PhoneNumber => DimensionKind::PhoneNumber,
        Dim::CreditCardNumber => DimensionKind::CreditCardNumber,
        Dim::Time => DimensionKind::Time,
        Dim::Duration => DimensionKind::Duration,
    }
}

/// The two engines in Duckling's corpus context, ready to parse a text for one dim or for all.
struct Engines {
    ours: Options,
    peer_locale: PeerLocale,
    peer_context: Context,
    peer_options: PeerOptions,
    /// Every dim both know (not the crate's internal time-grain), as the old bench asked of it.
    peer_all: Vec<DimensionKind>,
}

impl Engines {
    fn new() -> Self {
        let peer_locale = PeerLocale::new(Lang::EN, None);
        // The same instant as ours: 2013-02-12T04:30:00 at UTC−2 (the crate resolves in the fixed offset it is given).
        let reference = FixedOffset::west_opt(2 * 3600)
            .expect("valid offset")
            .with_ymd_and_hms(2013, 2, 12, 4, 30, 0)
            .single()
            .expect("valid reference time");
        Engines {
            ours: Options {
                locale: Locale::default(),
                reference_time: "2013-02-12T04:30:00-02:00[-02:00]"
                    .parse()
                    .expect("valid reference time"),
                dims: DimSet::all(),
                latent: false,
                ..Options::default()
            },
            peer_locale,
            peer_context: Context::new(reference, peer_locale),
            peer_options: PeerOptions { with_latent: false },
            peer_all: Dim::ALL.into_iter().map(peer_kind).collect(),
        }
    }

    /// Our options for `dims`: the dims named, as the gem passes a caller's `dims:`.
    fn ours_for(&self, dims: DimSet) -> Options {
        Options {
            dims,
            ..self.ours.clone()
        }
    }

    fn ours(&self, text: &str, options: &Options) -> usize {
        duckling_engine::parse(text, options)
            .map(|e| e.len())
            .unwrap_or_else(|e| panic!("{text:?}: {e}"))
    }

    fn peer(&self, text: &str, dims: &[DimensionKind]) -> usize {
        duckling_peer::parse(
            text,
            &self.peer_locale,
            dims,
            &self.peer_context,
            &self.peer_options,
        )
        .len()
    }
}

/// Which clock a figure is read on.
#[derive(Clone, Copy)]
pub enum Clock {
    /// The median wall ns per call (the figure of research/bench).
    Wall,
    /// The thread's CPU ns per call, the mean over the same calls.
    Cpu,
}

/// One engine's figures on one sentence in one setting.
#[derive(Serialize, Clone, Default)]
pub struct Timed {
    /// The median over rounds of each round's median wall ns per call.
    pub ns: u64,
    /// The median over rounds of each round's mean CPU ns per call.
    pub cpu_ns: u64,
    pub rounds_ns: Vec<u64>,
    pub rounds_cpu_ns: Vec<u64>,
    /// Entities found (not checked against Duckling's answer).
    pub count: usize,
}

/// Both engines on one sentence in one setting.
#[derive(Serialize, Clone, Default)]
pub struct Pair {
    pub ours: Timed,
    pub peer: Timed,
}

impl Timed {
    pub fn on(&self, clock: Clock) -> u64 {
        match clock {
            Clock::Wall => self.ns,
            Clock::Cpu => self.cpu_ns,
        }
    }
}

impl Pair {
    /// The crate's time / ours.
    pub fn ratio(&self, clock: Clock) -> f64 {
        self.peer.on(clock) as f64 / self.ours.on(clock).max(1) as f64
    }
}

#[derive(Serialize)]
pub struct Row {
    pub text: String,
    pub dim: String,
    pub negative: bool,
    /// Wall ns per call, one dim (as `one_dim`'s).
    pub ours_ns: u64,
    pub peer_ns: u64,
    pub ours_count: usize,
    pub peer_count: usize,
    /// Per round, one dim asked.
    pub one_dim: Pair,
    /// Every dim asked of both (one pass unless told).
    pub all_dims: Pair,
}

/// Times both engines on every sentence for `rounds` rounds, alternating which goes first: `time(i, ours_first,
/// budget)` times sentence `i` on both.
fn measure(
    sentences: &[corpus::Sentence],
    rounds: usize,
    budget: Duration,
    label: &str,
    loads: &mut Vec<String>,
    mut time: impl FnMut(usize, bool, Duration) -> (Figures<usize>, Figures<usize>),
) -> Vec<Pair> {
    let mut pairs = vec![Pair::default(); sentences.len()];
    for round in 0..rounds {
        let ours_first = round % 2 == 0;
        let started = Instant::now();
        for (i, pair) in pairs.iter_mut().enumerate() {
            let (ours, peer) = time(i, ours_first, budget);
            for (timed, figures) in [(&mut pair.ours, ours), (&mut pair.peer, peer)] {
                timed.rounds_ns.push(figures.wall_ns);
                timed.rounds_cpu_ns.push(figures.cpu_ns);
                timed.count = figures.value;
            }
            if (i + 1) % 200 == 0 {
                eprintln!(
                    "crate-peer: {label} round {}/{rounds}: {}/{} sentences, {:.0} s",
                    round + 1,
                    i + 1,
                    sentences.len(),
                    started.elapsed().as_secs_f64()
                );
            }
        }
        let load = report::loadavg();
        eprintln!(
            "crate-peer: {label} round {} done in {:.0} s, load {load}",
            round + 1,
            started.elapsed().as_secs_f64(),
        );
        loads.push(format!("{label} round {}: {load}", round + 1));
    }
    for timed in pairs.iter_mut().flat_map(|p| [&mut p.ours, &mut p.peer]) {
        timed.ns = timing::median_ns(&timed.rounds_ns);
        timed.cpu_ns = timing::median_ns(&timed.rounds_cpu_ns);
    }
    pairs
}

fn arg(args: &[String], name: &str) -> Option<String> {
    args.windows(2).find(|w| w[0] == name).map(|w| w[1].clone())
}

fn number(args: &[String], name: &str, default: u64) -> u64 {
    arg(args, name).map_or(default, |v| {
        v.parse().unwrap_or_else(|e| panic!("{name} {v}: {e}"))
    })
}

/// Both engines' figures for one sentence, `ours` timed first when `ours_first` (rounds alternate the order, so
/// that a change of load falls on both).
fn alternately<O, P>(
    ours_first: bool,
    ours: impl FnOnce() -> O,
    peer: impl FnOnce() -> P,
) -> (O, P) {
    if ours_first {
        let o = ours();
        (o, peer())
    } else {
        let p = peer();
        (ours(), p)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let out = arg(&args, "--out").unwrap_or_else(|| "results.md".into());
    let json_out = arg(&args, "--json").unwrap_or_else(|| {
        std::path::Path::new(&out)
            .with_file_name("results.json")
            .to_string_lossy()
            .into_owned()
    });
    let budget = Duration::from_millis(number(&args, "--budget-ms", 20));
    let rounds = number(&args, "--rounds", 3) as usize;
    let all_rounds = number(&args, "--all-rounds", 1) as usize;
    let mut sentences = corpus::sentences();
    if let Some(dim) = arg(&args, "--dim") {
        sentences.retain(|s| s.dim == dim);
    }
    if let Some(limit) = arg(&args, "--limit") {
        sentences.truncate(limit.parse().expect("--limit N"));
    }
    let machine = report::Machine::now(&args);
    eprintln!(
        "crate-peer: {} sentences, {} ms per sentence and engine, {rounds} rounds one dim, {all_rounds} all dims; load {}",
        sentences.len(),
        budget.as_millis(),
        machine.load_before
    );
    let started = Instant::now();
    let mut loads = Vec::new();

    let engines = Engines::new();
    let dims: Vec<Dim> = sentences
        .iter()
        .map(|s| s.dim.parse().unwrap_or_else(|e| panic!("{}: {e}", s.dim)))
        .collect();
    let ours_one: Vec<Options> = dims
        .iter()
        .map(|&d| engines.ours_for(std::iter::once(d).collect::<DimSet>().named()))
        .collect();
    let peer_one: Vec<[DimensionKind; 1]> = dims.iter().map(|&d| [peer_kind(d)]).collect();

    let one_dim = measure(
        &sentences,
        rounds,
        budget,
        "one dim",
        &mut loads,
        |i, ours_first, budget| {
            let text = &sentences[i].text;
            let ours = || timing::per_call(budget, || engines.ours(text, &ours_one[i]));
            let peer = || timing::per_call(budget, || engines.peer(text, &peer_one[i]));
            alternately(ours_first, ours, peer)
        },
    );

    let ours_all = engines.ours_for(DimSet::all());
    let all_dims = measure(
        &sentences,
        all_rounds,
        budget,
        "all dims",
        &mut loads,
        |i, ours_first, budget| {
            let text = &sentences[i].text;
            let ours = || timing::per_call(budget, || engines.ours(text, &ours_all));
            let peer = || timing::per_call(budget, || engines.peer(text, &engines.peer_all));
            alternately(ours_first, ours, peer)
        },
    );

    let rows: Vec<Row> = sentences
        .into_iter()
        .zip(one_dim)
        .zip(all_dims)
        .map(|((s, one), all)| Row {
            text: s.text,
            dim: s.dim,
            negative: s.negative,
            ours_ns: one.ours.ns,
            peer_ns: one.peer.ns,
            ours_count: one.ours.count,
            peer_count: one.peer.count,
            one_dim: one,
            all_dims: all,
        })
        .collect();
    let machine = machine.finish(loads, started.elapsed());
    let json = serde_json::to_string_pretty(&serde_json::json!({
        "machine": &machine,
        "budget_ms": budget.as_millis() as u64,
        "rounds_one_dim": rounds,
        "rounds_all_dims": all_rounds,
        "rows": &rows,
    }))
    .expect("serializable rows");
    std::fs::write(&json_out, json + "\n").unwrap_or_else(|e| panic!("{json_out}: {e}"));
    let markdown = report::markdown(&machine, &rows, budget, rounds, all_rounds);
    std::fs::write(&out, markdown).unwrap_or_else(|e| panic!("{out}: {e}"));
    eprintln!(
        "crate-peer: wrote {out} and {json_out} in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}
