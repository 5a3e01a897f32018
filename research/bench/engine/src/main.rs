//! `cargo run --release -p duckling_bench [-- --quick] [--out FILE]`: times `duckling_engine::parse` and the
//! published `duckling` 0.4 crate on every corpus sentence of the engine, in the same run, with all dimensions
//! asked for, and writes a Markdown report (per-dimension median and p99 µs per sentence, ratios), plus the
//! scaling checks of the issues: linear growth with input length, the comma list, and a 10 KB email.

mod corpus;
mod report;
mod timing;

use std::time::Duration;

use duckling_engine::{DimSet, Locale, Options};
use duckling_peer::{Context, DimensionKind, Lang, Locale as PeerLocale, Options as PeerOptions};
use timing::Stats;

/// Every dimension both engines know, asked of both.
const PEER_DIMS: [DimensionKind; 13] = [
    DimensionKind::Numeral,
    DimensionKind::Ordinal,
    DimensionKind::Temperature,
    DimensionKind::Distance,
    DimensionKind::Volume,
    DimensionKind::Quantity,
    DimensionKind::AmountOfMoney,
    DimensionKind::Email,
    DimensionKind::PhoneNumber,
    DimensionKind::Url,
    DimensionKind::CreditCardNumber,
    DimensionKind::Duration,
    DimensionKind::Time,
];

/// The two engines, ready to parse.
struct Engines {
    ours: Options,
    peer_locale: PeerLocale,
    peer_context: Context,
    peer_options: PeerOptions,
}

impl Engines {
    fn new() -> Self {
        let reference = "2013-02-12T04:30:00-02:00[-02:00]"
            .parse()
            .expect("valid reference time");
        Engines {
            ours: Options {
                locale: Locale::default(),
                reference_time: reference,
                dims: DimSet::all(),
                latent: false,
            },
            peer_locale: PeerLocale::new(Lang::EN, None),
            peer_context: Context::default(),
            peer_options: PeerOptions { with_latent: false },
        }
    }

    fn ours(&self, text: &str) -> usize {
        duckling_engine::parse(text, &self.ours)
            .map(|e| e.len())
            .unwrap_or(0)
    }

    fn peer(&self, text: &str) -> usize {
        duckling_peer::parse(
            text,
            &self.peer_locale,
            &PEER_DIMS,
            &self.peer_context,
            &self.peer_options,
        )
        .len()
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let out = args
        .windows(2)
        .find(|w| w[0] == "--out")
        .map(|w| w[1].clone());
    let budget = if quick {
        Duration::from_millis(2)
    } else {
        Duration::from_millis(20)
    };
    let engines = Engines::new();

    let sentences = corpus::sentences();
    eprintln!("bench: {} corpus sentences", sentences.len());
    let mut rows = Vec::new();
    for (dim, texts) in corpus::by_dim(&sentences) {
        let ours: Vec<Duration> = texts
            .iter()
            .map(|t| timing::per_call(budget, || engines.ours(t)))
            .collect();
        let peer: Vec<Duration> = texts
            .iter()
            .map(|t| timing::per_call(budget, || engines.peer(t)))
            .collect();
        eprintln!("bench: {dim}: {} sentences", texts.len());
        rows.push(report::DimRow {
            dim,
            ours: Stats::of(&ours),
            peer: Stats::of(&peer),
            sentences: texts.len(),
        });
    }
    let all_ours: Vec<Duration> = sentences
        .iter()
        .map(|(_, t)| timing::per_call(budget, || engines.ours(t)))
        .collect();
    let all_peer: Vec<Duration> = sentences
        .iter()
        .map(|(_, t)| timing::per_call(budget, || engines.peer(t)))
        .collect();
    let overall = report::DimRow {
        dim: "all".into(),
        ours: Stats::of(&all_ours),
        peer: Stats::of(&all_peer),
        sentences: sentences.len(),
    };

    let scaling = scaling(&engines, budget);
    let specials = specials(&engines, budget);
    let markdown = report::markdown(&rows, &overall, &scaling, &specials, quick);
    match out {
        Some(path) => std::fs::write(&path, markdown).expect("writable report path"),
        None => print!("{markdown}"),
    }
}

/// Time per KB for a sentence repeated 1×, 4×, 16× and 64×: linear growth keeps it flat.
fn scaling(engines: &Engines, budget: Duration) -> Vec<report::ScalingRow> {
    let unit =
        "We met on march 3 at 5pm, paid $42.50 for 3 km of cable and emailed bob@example.com. ";
    [1, 4, 16, 64]
        .into_iter()
        .map(|times| {
            let text = unit.repeat(times);
            let kb = text.len() as f64 / 1024.0;
            let ours = timing::per_call(budget, || engines.ours(&text));
            let peer = timing::per_call(budget, || engines.peer(&text));
            report::ScalingRow {
                times,
                kb,
                ours,
                peer,
            }
        })
        .collect()
}

/// The named cases of the issues: the comma list a peer takes hundreds of ms on, and a 10 KB entity-dense email.
fn specials(engines: &Engines, budget: Duration) -> Vec<report::SpecialRow> {
    let email = corpus::dense_email(10 * 1024);
    let cases = [
        ("march 3, march 9, april 12".to_owned(), "comma list"),
        (email, "10 KB email"),
    ];
    cases
        .into_iter()
        .map(|(text, name)| report::SpecialRow {
            name: name.into(),
            bytes: text.len(),
            ours: timing::per_call(budget, || engines.ours(&text)),
            ours_entities: engines.ours(&text),
            peer: timing::per_call(budget, || engines.peer(&text)),
            peer_entities: engines.peer(&text),
        })
        .collect()
}
