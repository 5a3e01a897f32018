//! The ranker of the grammar: which of the competing parses of one span (same dimension, different values)
//! is the answer, as Duckling decides it — by a naive Bayes classifier per rule (`engine::ranker`).
//!
//! Duckling trains its classifiers on its own time corpus and ships the result as generated tables; we train
//! ours the same way, by this grammar, on the vendored corpus (test/conformance/duckling/en/time.jsonl), and
//! keep the counts beside this file (`en.counts`). Every region uses them, as Duckling's EN regions but GB and
//! US use its EN_XX tables. Retrain after a grammar change that moves the conformance figures:
//!
//! ```sh
//! TRAIN_RANKER=1 cargo test --release -p duckling_engine --lib dims::ranking
//! ```
//!
//! Without `TRAIN_RANKER`, that test fails when the counts are stale.

use std::sync::LazyLock;

use crate::engine::ranker::Ranker;

static COUNTS: &str = include_str!("en.counts");

/// The classifiers, made from the counts on first use.
pub(crate) fn ranker() -> &'static Ranker {
    static RANKER: LazyLock<Ranker> = LazyLock::new(|| Ranker::from_text(COUNTS));
    &RANKER
}

#[cfg(test)]
mod tests {
    use jiff::Timestamp;
    use jiff::tz::{Offset, TimeZone};
    use serde::Deserialize;
    use serde_json::Value;

    use super::COUNTS;
    use crate::dims::grammar::grammar;
    use crate::dims::render;
    use crate::dims::token::Token;
    use crate::engine::chart::{Chart, NodeId};
    use crate::engine::context::Context;
    use crate::engine::ranker::Training;
    use crate::time::resolve::{Reference, resolve};
    use crate::{Locale, Options};

    /// The fields of a corpus line that training reads (test/conformance/duckling/README.md).
    #[derive(Deserialize)]
    struct Line {
        text: String,
        expected: Value,
        reference_time: String,
        tz_offset: String,
        with_latent: bool,
    }

    fn corpus() -> Vec<Line> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../test/conformance/duckling/en/time.jsonl"
        );
        let text = std::fs::read_to_string(path).expect("the vendored corpus");
        text.lines()
            .map(|l| serde_json::from_str(l).expect("a corpus line"))
            .collect()
    }

    fn options(line: &Line) -> Options {
        let instant: Timestamp = line.reference_time.parse().expect("a reference time");
        let (sign, hhmm) = line.tz_offset.split_at(1);
        let (hours, minutes) = hhmm.split_once(':').expect("an offset ±HH:MM");
        let seconds = (hours.parse::<i32>().unwrap() * 60 + minutes.parse::<i32>().unwrap()) * 60;
        let seconds = if sign == "-" { -seconds } else { seconds };
        let zone = TimeZone::fixed(Offset::from_seconds(seconds).expect("an offset"));
        Options {
            locale: "en".parse::<Locale>().unwrap(),
            reference_time: instant.to_zoned(zone),
            latent: line.with_latent,
            ..Options::default()
        }
    }

    /// What a token resolves to, as the corpus writes it (a time without `values`), and whether it is
    /// latent; `None` for a token Duckling does not resolve.
    fn resolved(token: &Token, reference: &Reference) -> Option<(Value, bool)> {
        match token {
            Token::Numeral(_) | Token::Ordinal(_) | Token::Duration(_) => {
                render(token).map(|json| (json, false))
            }
            Token::TimeGrain(_) => Some((Value::Null, false)),
            Token::Time(t) => resolve(t, reference).map(|r| {
                let mut json = r.to_json(reference.zone());
                if let Some(object) = json.as_object_mut() {
                    object.remove("values");
                }
                (json, r.latent)
            }),
            // The other dimensions' tokens: not on the ranker's corpus (Duckling trains on time only).
            _ => None,
        }
    }

    /// Train.hs over the corpus: every resolved token (latent ones only where the line allows them) passes when
    /// it is a time with the expected value, at any span.
    fn train() -> String {
        let mut training = Training::default();
        for line in corpus() {
            let options = options(&line);
            let never = || false;
            let cx = Context::new(&line.text, &options, &never);
            let chart = Chart::saturate(grammar(options.locale), &cx).expect("not cancelled");
            let reference = Reference::new(&options.reference_time);
            let (mut passing, mut failing): (Vec<NodeId>, Vec<NodeId>) = (Vec::new(), Vec::new());
            for (id, node) in chart.nodes().iter().enumerate() {
                let Some((json, latent)) = resolved(&node.value, &reference) else {
                    continue;
                };
                if latent && !options.latent {
                    continue;
                }
                let passes = matches!(node.value, Token::Time(_)) && json == line.expected;
                if passes { &mut passing } else { &mut failing }.push(id as NodeId);
            }
            training.add(&chart, &passing, &failing);
        }
        training.to_text()
    }

    #[test]
    fn the_counts_are_those_the_corpus_trains() {
        let trained = train();
        if std::env::var_os("TRAIN_RANKER").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/dims/ranking/en.counts");
            std::fs::write(path, &trained).expect("writable counts");
            return;
        }
        assert!(
            trained == COUNTS,
            "the ranker's counts are stale: retrain with TRAIN_RANKER=1 (see the module documentation)"
        );
    }
}
