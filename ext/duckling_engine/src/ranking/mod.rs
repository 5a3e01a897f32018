//! The rankers, one per language: which of the competing parses of one span (same dimension, different values)
//! is the answer, as Duckling decides it — by a naive Bayes classifier per rule (`engine::ranker`).
//!
//! Duckling trains its classifiers on each locale's time corpus and ships the result as generated tables
//! (`Duckling/Ranking/Classifiers/<LANG>_<REGION|XX>.hs`); we train ours the same way, by the language's
//! grammar, on its vendored corpus (`test/conformance/duckling/<lang>/time.jsonl`, the lines without a region),
//! and keep the counts beside this file (`<lang>.counts`). A language's regions use its counts, as Duckling's
//! EN regions but GB and US use its EN_XX tables. A language without time has empty counts: every parse scores
//! 0, and competing readings of one span are all answered. So has Georgian, whose time corpus Duckling's
//! `Generate.hs` leaves out (`KA_XX.hs` is empty). Retrain after a grammar change that moves the
//! conformance figures:
//!
//! ```sh
//! TRAIN_RANKER=1 cargo test --release -p duckling_engine --lib ranking
//! ```
//!
//! Without `TRAIN_RANKER`, that test fails when a language's counts are stale.

use std::sync::OnceLock;

use crate::Lang;
use crate::engine::ranker::Ranker;

/// The counts trained on `lang`'s corpus.
fn counts(lang: Lang) -> &'static str {
    match lang {
        Lang::Af => include_str!("af.counts"),
        Lang::Cs => include_str!("cs.counts"),
        Lang::Ar => include_str!("ar.counts"),
        Lang::Da => include_str!("da.counts"),
        Lang::De => include_str!("de.counts"),
        Lang::El => include_str!("el.counts"),
        Lang::En => include_str!("en.counts"),
        Lang::Ca => include_str!("ca.counts"),
        Lang::Es => include_str!("es.counts"),
        Lang::Et => include_str!("et.counts"),
        Lang::Fi => include_str!("fi.counts"),
        Lang::Fr => include_str!("fr.counts"),
        Lang::Ga => include_str!("ga.counts"),
        Lang::Hr => include_str!("hr.counts"),
        Lang::He => include_str!("he.counts"),
        Lang::Ka => include_str!("ka.counts"),
        Lang::Id => include_str!("id.counts"),
        Lang::Is => include_str!("is.counts"),
        Lang::It => include_str!("it.counts"),
        Lang::Mn => include_str!("mn.counts"),
        Lang::Bn => include_str!("bn.counts"),
        Lang::Fa => include_str!("fa.counts"),
        Lang::Hi => include_str!("hi.counts"),
        Lang::Km => include_str!("km.counts"),
        Lang::Kn => include_str!("kn.counts"),
        Lang::Lo => include_str!("lo.counts"),
        Lang::Ml => include_str!("ml.counts"),
        Lang::My => include_str!("my.counts"),
        Lang::Ne => include_str!("ne.counts"),
        Lang::Ja => include_str!("ja.counts"),
        Lang::Ko => include_str!("ko.counts"),
        Lang::Nb => include_str!("nb.counts"),
        Lang::Nl => include_str!("nl.counts"),
        Lang::Pl => include_str!("pl.counts"),
        Lang::Pt => include_str!("pt.counts"),
        Lang::Sk => include_str!("sk.counts"),
        Lang::Bg => include_str!("bg.counts"),
        Lang::Hu => include_str!("hu.counts"),
        Lang::Sv => include_str!("sv.counts"),
        Lang::Sw => include_str!("sw.counts"),
        Lang::Ro => include_str!("ro.counts"),
        Lang::Ru => include_str!("ru.counts"),
        Lang::Uk => include_str!("uk.counts"),
        Lang::Vi => include_str!("vi.counts"),
        Lang::Ta => include_str!("ta.counts"),
        Lang::Te => include_str!("te.counts"),
        Lang::Th => include_str!("th.counts"),
        Lang::Zh => include_str!("zh.counts"),
        Lang::Tr => include_str!("tr.counts"),
    }
}

/// `lang`'s classifiers, made from its counts on its first use.
pub(crate) fn ranker(lang: Lang) -> &'static Ranker {
    static RANKERS: [OnceLock<Ranker>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    RANKERS[lang.index()].get_or_init(|| Ranker::from_text(counts(lang)))
}

#[cfg(test)]
mod tests {
    use jiff::Timestamp;
    use jiff::tz::{Offset, TimeZone};
    use serde::Deserialize;
    use serde_json::Value;

    use super::counts;
    use crate::Lang;
    use crate::dims::render;
    use crate::dims::token::Token;
    use crate::engine::chart::{Chart, NodeId};
    use crate::engine::context::Context;
    use crate::engine::ranker::Training;
    use crate::lang::grammar;
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
        /// `EN`, or the language's code, or the code with a region (`es_MX`).
        locale: String,
    }

    /// The time corpus of `lang` without its regions' lines (Duckling's `getDefaultCorpusForLang`); none for a
    /// language Duckling has no time for, nor for Georgian: Duckling's `Generate.hs` trains `KA` on an empty
    /// corpus although it has a time corpus, so `KA_XX.hs` ships no classifier and every Georgian parse scores
    /// 0 (competing readings of one span, "წინა კვირას" as last week and as last Sunday, are all answered).
    fn corpus(lang: Lang) -> Vec<Line> {
        if lang == Lang::Ka {
            return Vec::new();
        }
        let path = format!(
            "{}/../../test/conformance/duckling/{}/time.jsonl",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let Ok(text) = std::fs::read_to_string(&path) else {
            return Vec::new();
        };
        text.lines()
            .map(|l| serde_json::from_str::<Line>(l).expect("a corpus line"))
            .filter(|l| l.locale.eq_ignore_ascii_case(lang.code()))
            .collect()
    }

    fn options(lang: Lang, line: &Line) -> Options {
        let instant: Timestamp = line.reference_time.parse().expect("a reference time");
        let (sign, hhmm) = line.tz_offset.split_at(1);
        let (hours, minutes) = hhmm.split_once(':').expect("an offset ±HH:MM");
        let seconds = (hours.parse::<i32>().unwrap() * 60 + minutes.parse::<i32>().unwrap()) * 60;
        let seconds = if sign == "-" { -seconds } else { seconds };
        let zone = TimeZone::fixed(Offset::from_seconds(seconds).expect("an offset"));
        Options {
            locale: Locale { lang, region: None },
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
                render(token).map(|json| (json.to_value(), false))
            }
            Token::TimeGrain(_) => Some((Value::Null, false)),
            Token::Time(t) => resolve(t, reference).map(|r| {
                let mut json = r.to_json(reference.zone()).to_value();
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
    fn train(lang: Lang) -> String {
        let mut training = Training::default();
        for line in corpus(lang) {
            let options = options(lang, &line);
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
        let retrain = std::env::var_os("TRAIN_RANKER").is_some();
        let mut stale = Vec::new();
        for lang in Lang::ALL {
            let trained = train(lang);
            if retrain {
                let path = format!(
                    "{}/src/ranking/{}.counts",
                    env!("CARGO_MANIFEST_DIR"),
                    lang.code()
                );
                std::fs::write(path, &trained).expect("writable counts");
            } else if trained != counts(lang) {
                stale.push(lang.code());
            }
        }
        assert!(
            stale.is_empty(),
            "the ranker's counts are stale for {stale:?}: retrain with TRAIN_RANKER=1 (see the module documentation)"
        );
    }

    /// A token derived by two rules is two of Duckling's nodes to its parent, each named by its own rule. Turkish
    /// "gece" is "night" (00–04) and also one of the "part of days" (18–24); Duckling's "this <part-of-day>"
    /// classifier has met "part of days" under it and never "night", so "bu gece" is tonight alone, as the
    /// real Duckling answers it (xSID's Turkish requests, research/oracle). Read by its first rule only, the
    /// parent had one feature for both readings, and both were answered.
    #[test]
    fn a_parent_is_scored_by_each_rule_of_its_child() {
        let instant: Timestamp = "2013-02-12T04:30:00-02:00".parse().expect("an instant");
        let options = Options {
            locale: Locale {
                lang: Lang::Tr,
                region: None,
            },
            reference_time: instant.to_zoned(TimeZone::fixed(Offset::constant(-2))),
            ..Options::default()
        };
        let entities = crate::parse("bu gece annemi aramayı hatırlat", &options).expect("parses");
        let times: Vec<Value> = entities.iter().map(|e| e.value.to_value()).collect();
        assert_eq!(times.len(), 1, "{times:?}");
        assert_eq!(
            times[0]["from"]["value"], "2013-02-12T18:00:00.000-02:00",
            "{times:?}"
        );
    }
}
