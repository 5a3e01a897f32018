//! A text parsed window by window answers what it answers in one window: long texts built from Duckling's
//! corpus sentences (random concatenations with random separators, fixed seeds), parsed in windows of a few
//! sizes — small ones put a window's edge inside many entities — and in a single window, give equal JSON, and
//! `explain` gives equal trees. And [`parse_compact`]'s values are the JSON text of [`parse`]'s. A parse its probe
//! stops answers the whole text's entities up to where it stopped ([`parse_compact_partial`]).

use jiff::Timestamp;

use std::cell::Cell;

use super::{
    Explanation, explain, explain_partial, parse, parse_cancellable, parse_compact,
    parse_compact_partial, run_in_windows, to_json,
};
use crate::engine::entity::{CompactValue, TREES_KEPT};
use crate::engine::window::OWNED;
use crate::{Dim, DimSet, Options};

/// Every text of the English conformance corpus (test/conformance/duckling/en), in a fixed order.
fn corpus_texts() -> Vec<String> {
    let texts = crate::dims::corpus_texts("en");
    assert!(texts.len() > 1000, "{} texts", texts.len());
    texts
}

/// SplitMix64, seeded per case.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Separators between sentences: blanks (across which rules compose), newlines and punctuation (across which
/// they do not), and a connector some rules read.
const SEPARATORS: &[&str] = &[
    " ", " ", "  ", "\t", "\n", "\n\n", ". ", ", ", "; ", "! ", "? ", " - ", " and ", " to ", "/",
    "",
];

/// About `bytes` bytes of corpus sentences and separators.
fn long_text(texts: &[String], seed: u64, bytes: usize) -> String {
    let mut rng = Rng(seed);
    let mut text = String::new();
    while text.len() < bytes {
        text.push_str(&texts[rng.below(texts.len())]);
        text.push_str(SEPARATORS[rng.below(SEPARATORS.len())]);
    }
    text
}

fn options(latent: bool, dims: DimSet) -> Options {
    let zone = Options::time_zone("Etc/GMT+2").expect("a bundled zone");
    Options {
        reference_time: Timestamp::from_millisecond(1_360_650_600_000)
            .expect("a valid instant")
            .to_zoned(zone),
        latent,
        dims,
        ..Options::default()
    }
}

fn parse_in(text: &str, options: &Options, owned: usize, trees: bool) -> Vec<Explanation> {
    let mut found = Vec::new();
    run_in_windows(
        text,
        options,
        &|| false,
        trees,
        owned,
        &mut |entity, tree| found.push(Explanation { entity, tree }),
    )
    .expect("parses");
    found
}

fn json(found: &[Explanation]) -> String {
    let entities: Vec<_> = found.iter().map(|e| e.entity.clone()).collect();
    to_json(&entities)
}

#[test]
fn windows_answer_as_one_window_does() {
    let texts = corpus_texts();
    let all = DimSet::all();
    let time_and_numbers: DimSet = [Dim::Time, Dim::Number].into_iter().collect();
    // (seed, bytes, windows' owned sizes, latent, dims)
    let cases = [
        (1, 6_000, &[1, 40, 300][..], false, all),
        (2, 6_000, &[97, 1000], true, all),
        (3, 20_000, &[500, OWNED], false, time_and_numbers),
        (4, 60_000, &[OWNED], false, all),
        (5, 200_000, &[OWNED], false, all),
    ];
    for (seed, bytes, sizes, latent, dims) in cases {
        let text = long_text(&texts, seed, bytes);
        let options = options(latent, dims);
        let whole = json(&parse_in(&text, &options, usize::MAX, false));
        assert!(whole.len() > bytes / 10, "seed {seed}: few entities");
        for &owned in sizes {
            let windowed = json(&parse_in(&text, &options, owned, false));
            assert!(windowed == whole, "seed {seed}, windows of {owned} bytes");
        }
    }
}

/// A thread keeps what its last parse worked in (the chart's room and the parse's scratch): a parse answers what
/// it answers on a fresh thread, after parses of other texts, of texts of several windows, and of a text its
/// probe stopped midway.
#[test]
fn a_parse_answers_alike_on_a_fresh_thread_and_after_others() {
    let texts = corpus_texts();
    let options = options(false, DimSet::all());
    let mut sequence: Vec<String> = texts.iter().step_by(7).cloned().collect();
    for (at, seed) in [(10, 7), (60, 8), (150, 9)] {
        sequence.insert(at, long_text(&texts, seed, 5_000));
    }
    let fresh: Vec<String> = sequence
        .iter()
        .map(|text| {
            let (text, options) = (text.clone(), options.clone());
            std::thread::spawn(move || to_json(&parse(&text, &options).expect("parses")))
                .join()
                .expect("a parse does not panic")
        })
        .collect();
    let stopped = long_text(&texts, 10, 20_000);
    for (i, (text, fresh)) in sequence.iter().zip(&fresh).enumerate() {
        if i % 50 == 25 {
            let polls = Cell::new(0);
            let stop = || {
                polls.set(polls.get() + 1);
                polls.get() > 100
            };
            assert!(parse_cancellable(&stopped, &options, &stop).is_err());
        }
        assert_eq!(
            &to_json(&parse(text, &options).expect("parses")),
            fresh,
            "{text:?}"
        );
    }
}

#[test]
fn windows_explain_as_one_window_does() {
    let texts = corpus_texts();
    let text = long_text(&texts, 6, 3_000);
    let options = options(false, DimSet::all());
    let whole = parse_in(&text, &options, usize::MAX, true);
    assert!(whole.iter().filter(|e| e.tree.is_some()).count() > 50);
    assert_eq!(parse_in(&text, &options, 64, true), whole);
}

#[test]
fn compact_values_are_the_tree_values_or_their_text() {
    let texts = corpus_texts();
    let text = long_text(&texts, 7, 120_000);
    for latent in [false, true] {
        let options = options(latent, DimSet::all());
        let trees = parse(&text, &options).expect("parses");
        let compact = parse_compact(&text, &options, &|| false).expect("parses");
        assert!(trees.len() > TREES_KEPT, "{} entities", trees.len());
        assert_eq!(trees.len(), compact.len());
        for (i, (t, c)) in trees.iter().zip(&compact).enumerate() {
            assert_eq!(
                (&t.body, t.start, t.end, t.dim, t.latent),
                (&c.body, c.start, c.end, c.dim, c.latent)
            );
            // Trees first, then text: a short answer pays no rendering.
            assert_eq!(matches!(c.value, CompactValue::Tree(_)), i < TREES_KEPT);
            assert_eq!(
                serde_json::to_string(&c.value).unwrap(),
                t.value.to_string()
            );
            assert_eq!(*c.value.to_json(), t.value);
        }
        assert_eq!(serde_json::to_string(&compact).unwrap(), to_json(&trees));
    }
}

/// A probe that answers `true` from its `n`-th call on, and the count of its calls.
fn stop_at(n: u64, calls: &Cell<u64>) -> impl Fn() -> bool + '_ {
    move || {
        calls.set(calls.get() + 1);
        calls.get() >= n
    }
}

#[test]
fn a_stopped_parse_answers_the_whole_texts_entities_before_where_it_stopped() {
    let texts = corpus_texts();
    let text = long_text(&texts, 8, 30_000);
    let options = options(false, DimSet::all());
    let whole = parse_compact(&text, &options, &|| false).expect("parses");
    let calls = Cell::new(0);
    let never = parse_compact_partial(&text, &options, &stop_at(u64::MAX, &calls)).unwrap();
    assert_eq!(never.stopped_at, None);
    assert_eq!(
        serde_json::to_string(&never.found).unwrap(),
        serde_json::to_string(&whole).unwrap()
    );
    let total = calls.get();
    assert!(total > 100, "{total} probe calls");
    let mut stops = Vec::new();
    // Stops from the first probe call to the last, a window's edge and its inside alike. (Where each stops depends
    // on the windows' sizes, which depend on how long each took, and so does the count of calls.)
    for n in (1..=total).step_by((total / 40) as usize) {
        let calls = Cell::new(0);
        let partial = parse_compact_partial(&text, &options, &stop_at(n, &calls)).unwrap();
        let Some(at) = partial.stopped_at else {
            assert_eq!(partial.found, whole, "a parse not stopped is whole");
            continue;
        };
        assert_eq!(
            calls.get(),
            n,
            "no probe call after the one that stopped it"
        );
        let expected: Vec<_> = whole.iter().filter(|e| e.start < at).collect();
        assert_eq!(
            partial.found.iter().collect::<Vec<_>>(),
            expected,
            "stopped at call {n}"
        );
        assert_eq!(
            serde_json::to_string(&partial.found).unwrap(),
            serde_json::to_string(&expected).unwrap()
        );
        stops.push(at);
    }
    assert_eq!(
        stops[0], 0,
        "the first call stops before any window is done"
    );
    assert!(stops.iter().filter(|&&at| at > 0).count() > 10, "{stops:?}");
    assert!(*stops.last().unwrap() < text.chars().count());
}

#[test]
fn a_stopped_explanation_is_the_whole_ones_before_where_it_stopped() {
    let texts = corpus_texts();
    let text = long_text(&texts, 9, 8_000);
    let options = options(false, DimSet::all());
    let whole = explain(&text, &options).expect("explains");
    let calls = Cell::new(0);
    let never = explain_partial(&text, &options, &stop_at(u64::MAX, &calls)).unwrap();
    assert_eq!(never.stopped_at, None);
    assert_eq!(never.found, whole);
    let n = calls.get() / 2;
    let partial = explain_partial(&text, &options, &stop_at(n, &Cell::new(0))).unwrap();
    let at = partial.stopped_at.expect("stopped halfway");
    assert!(at > 0 && !partial.found.is_empty());
    let expected: Vec<_> = whole.into_iter().filter(|e| e.entity.start < at).collect();
    assert_eq!(partial.found, expected);
}

/// The probe calls of a whole parse of `text` (the chart polls once per 256 steps, the rest of a parse
/// about as often per unit of work).
fn probe_calls(text: &str, options: &Options) -> u64 {
    let calls = Cell::new(0);
    parse_compact_partial(text, options, &stop_at(u64::MAX, &calls)).expect("parses");
    calls.get()
}

/// [`probe_calls`] a byte of `text`.
fn probe_calls_per_byte(text: &str, options: &Options) -> f64 {
    probe_calls(text, options) as f64 / text.len() as f64
}

/// Probe calls a byte of dense English corpus sentences: what the lists below are held to.
fn dense_sentences_per_byte() -> f64 {
    let sentences = long_text(&corpus_texts(), 3, 16_000);
    probe_calls_per_byte(&sentences, &options(false, DimSet::all()))
}

/// Probe calls a byte of `unit` repeated to 16 KB, parsed in `locale`.
fn list_per_byte(locale: &str, unit: &str) -> f64 {
    let options = Options {
        locale: locale.parse().expect("a locale"),
        ..options(false, DimSet::all())
    };
    probe_calls_per_byte(&unit.repeat(16_000 / unit.len()), &options)
}

/// Whether each of `lists` (a locale and a unit) costs less than `times` what dense sentences cost a byte.
fn assert_lists_cost_under(times: f64, lists: &[(&str, &str)]) {
    let dense = dense_sentences_per_byte();
    for &(locale, unit) in lists {
        let list = list_per_byte(locale, unit);
        assert!(
            list < times * dense,
            "{locale} {unit:?}: {list} against {dense}"
        );
    }
}

/// A list of times made the chart grow with the square of the items within a chain's reach ("from 3 to 5pm "
/// cost 120 ms a KB, 500 chart steps a byte); an overloaded window builds chains of at most two parts. Counted
/// in probe calls, not timed: the lists now cost at most three times what dense corpus sentences cost a byte.
#[test]
fn a_list_of_times_costs_about_what_dense_sentences_do() {
    assert_lists_cost_under(
        3.5,
        &[
            ("en", "from 3 to 5pm "),
            ("en", "next friday, "),
            ("en", "9:30 till 11:00 on Thursday, "),
            ("en", "the day after tomorrow "),
        ],
    );
}

/// A list of one time whose chart stays light may chain it into intervals of every stretch within reach, each
/// resolved: "EOY " repeated cost 14 ms a KB, "last week-end in October, " 25, in resolving those chains and
/// hashing them in the resolutions' memo. The window after one that looked up more time values a byte than real
/// text does starts overloaded, and these lists then cost fewer probe calls a byte than dense corpus sentences
/// (without it, nearly twice as many: the chart polls as it builds, `resolve` once per 256 tokens), with one
/// entity an item.
#[test]
fn a_list_whose_chains_resolve_many_times_is_read_as_an_overloaded_one() {
    let lists = [("en", "EOY "), ("en", "last week-end in October, ")];
    assert_lists_cost_under(1.0, &lists);
    for (_, unit) in lists {
        let list = unit.repeat(16_000 / unit.len());
        let whole =
            parse_compact(&list, &options(false, DimSet::all()), &|| false).expect("parses");
        assert_eq!(whole.len(), list.matches(unit).count(), "{unit:?}");
    }
}

/// A list of values that each have no instance and are searched to Duckling's bounds: "the <nth> <unit> of
/// <month>" joined by " to " nests intervals to the nth day of intervals (30 ms a KB, 29 s a megabyte). Drawn at
/// random, its stretches do not repeat, so the resolutions' memo spares little and no window looks up more values
/// a byte than real text does; the window after one whose searches took more steps a byte than real text's
/// starts overloaded. The searches ask the probe every 256 steps: the list costs 0.4 times the probe calls a byte
/// of dense corpus sentences, and 2.5 times without that bound.
#[test]
fn a_list_whose_values_are_searched_long_is_read_as_an_overloaded_one() {
    let mut rng = Rng(26);
    let mut pick = |words: &[&'static str]| words[rng.below(words.len())];
    let mut list = String::new();
    while list.len() < 16_000 {
        list += &format!(
            "the {} {} of {} to ",
            pick(&["first", "second", "third", "last"]),
            pick(&["monday", "weekend", "week", "day"]),
            pick(&["march", "july", "the month", "next year"])
        );
    }
    let list_per_byte = probe_calls_per_byte(&list, &options(false, DimSet::all()));
    let dense = dense_sentences_per_byte();
    assert!(list_per_byte < dense, "{list_per_byte} against {dense}");
}

/// A list may stay under the step bound while every step is dear: parts of the day and dates that each build
/// many tokens over a span, each compared with the values already there ("tonite ", "lato ", "le 15 février le
/// matin, ": 22-32 steps and 7-10 tokens a byte, 7-12 ms a KB, found by research/list-texts' probe). A window
/// that holds more than four tokens a byte is overloaded too; before that bound these cost 1.5-2 times what
/// dense sentences do a byte, now less than half.
#[test]
fn a_list_that_builds_many_tokens_a_byte_is_read_as_an_overloaded_one() {
    assert_lists_cost_under(
        1.0,
        &[
            ("en", "tonite "),
            ("pl", "lato "),
            ("fr", "le 15 février le matin, "),
        ],
    );
}

/// A rule of two tokens or more of other kinds that builds one of their kinds reads what it built again:
/// Chinese "<amount> <number>" made a run of numbers a chain of amounts, Turkish "<time> <duration> sonra" a
/// list of "bir gün sonra" a chain of times (33 and 13 ms a KB, where the overload bound read only chains of
/// one kind; research/slow-texts), and Turkish "<time> <ordinal> <time>" nested a run of digits, each an
/// ordinal and a day of the month, every way (5 s a KB, where it read only rules of two tokens). An
/// overloaded window bounds them as it bounds lists of times.
#[test]
fn accumulating_rules_are_bounded_as_chains_of_one_kind_are() {
    assert_lists_cost_under(
        3.5,
        &[("zh", "拾壹 "), ("tr", "bir gün sonra "), ("tr", "1 ")],
    );
}

/// A rule of one token that builds a token of its kind wraps it, and a run of words that each wrap the time
/// after them nests them: Korean "오전" ("am") holds "전" ("before"), Italian "<time> notte" wraps the night
/// before it (740 and 68 ms a KB, found by research/list-texts' probe of every corpus word repeated). An
/// overloaded window nests at most two wrappers, and passes a wrapped chain's parts on to what chains it again.
#[test]
fn wrappers_nest_boundedly_in_an_overloaded_window() {
    assert_lists_cost_under(3.5, &[("ko", "오전 "), ("it", "notte ")]);
}

/// The overload bound carries from a window to the next (a list pays for tripping it once), yet it is the
/// whole text's: a parse stopped in a list answers the whole answer's entities before where it stopped, and
/// text well after the list is read whole again.
#[test]
fn an_overloaded_list_answers_alike_stopped_and_whole_and_the_text_after_it_is_read_whole() {
    let options = options(false, DimSet::all());
    let list = "from 3 to 5pm ".repeat(600);
    let whole = parse_compact(&list, &options, &|| false).expect("parses");
    let total = probe_calls(&list, &options);
    let mut stopped_inside = 0;
    for n in (1..total).step_by((total / 20) as usize) {
        let calls = Cell::new(0);
        let partial = parse_compact_partial(&list, &options, &stop_at(n, &calls)).unwrap();
        let at = partial.stopped_at.expect("stopped");
        let expected: Vec<_> = whole.iter().filter(|e| e.start < at).collect();
        assert_eq!(
            partial.found.iter().collect::<Vec<_>>(),
            expected,
            "stopped at call {n}"
        );
        stopped_inside += usize::from(at > 0);
    }
    assert!(
        stopped_inside > 5,
        "{stopped_inside} stops past the first window"
    );

    let sentence = "the meeting is on Thursday, March 7, 2013 from 9:30 till 11:00";
    let prose = "Nothing to read here but words and more words. ".repeat(60);
    let text = format!("{list}{prose}{sentence}");
    let alone = parse_compact(sentence, &options, &|| false).expect("parses");
    let shift = text.len() - sentence.len();
    let after: Vec<_> = parse_compact(&text, &options, &|| false)
        .expect("parses")
        .into_iter()
        .filter(|e| e.start >= shift)
        .map(|e| (e.start - shift, e.end - shift, e.body))
        .collect();
    let alone: Vec<_> = alone
        .into_iter()
        .map(|e| (e.start, e.end, e.body))
        .collect();
    assert_eq!(after, alone);
}
