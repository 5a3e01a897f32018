//! Properties every parse keeps, on texts built at random from a vocabulary of entity fragments, numbers,
//! punctuation, emoji, combining marks and right-to-left text, with random options. The invariants themselves
//! live in `fuzz/fuzz_targets/invariants.rs`, shared with the fuzz targets, so `cargo test` and the fuzzer
//! check the same things:
//! - offsets are in order, within the text, non-empty, and `body` is the text at `[start, end)` in chars;
//! - no entity lies strictly inside another; only asked-for dims; latent only when asked for;
//! - no entity edge cuts a word (Duckling's rule: not between two digits, nor between two other word chars);
//! - the same input gives the same output (twice in a row, and from two threads at once);
//! - a cancelled parse returns the full answer or `Cancelled`, never a partial one.
//!
//! And one property across texts: a neutral prefix shifts the offsets of every entity that does not touch the
//! start of the text, and changes nothing else.
//!
//! The random texts come from a small deterministic PRNG (SplitMix64) with fixed seeds, so a failure names the
//! seed and case that reproduce it. Crash inputs the fuzzer found are at the end, as regression tests.

#[path = "../fuzz/fuzz_targets/invariants.rs"]
mod invariants;

use std::path::Path;

use duckling_engine::{Dim, DimSet, Entity, Json, Lang, Locale, Options, parse};
use jiff::tz::{Offset, TimeZone};
use jiff::{Timestamp, Zoned};

use invariants::{check_cancellation, check_entities, parse_checked};

/// SplitMix64: tiny, fast, and good enough to pick words.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// Entity fragments of every dimension; texts are sequences of these, so rules fire and combine.
const FRAGMENTS: &[&str] = &[
    // time
    "tomorrow",
    "today",
    "yesterday",
    "now",
    "tonight",
    "at 5pm",
    "3:45 pm",
    "10:30",
    "noon",
    "midnight",
    "next sunday",
    "last monday",
    "this weekend",
    "in 3 days",
    "2 weeks ago",
    "march 3",
    "the 3rd of march",
    "12/31/2013",
    "2013-02-12",
    "15/2",
    "christmas",
    "new year's eve",
    "thanksgiving",
    "from 9 to 5",
    "between 2pm and 4pm",
    "until friday",
    "by the end of the month",
    "4pm CET",
    "q3",
    "1999",
    "the 90s",
    "morning",
    "this evening",
    "at 3",
    "half past three",
    "quarter to 8",
    "in the am",
    // numbers and ordinals
    "42",
    "forty two",
    "one hundred and five",
    "3.5",
    "1,000,000",
    "2k",
    "5 lakh",
    "a dozen",
    "-7",
    "0.001",
    "first",
    "21st",
    "the second",
    "1e3",
    "zero",
    "seventeen",
    "ninety nine",
    "1 1/2",
    // money
    "$5",
    "5 dollars",
    "€10.50",
    "£3",
    "10 bucks",
    "twenty euros",
    "INR 500",
    "between $5 and $10",
    "$3-4",
    "about 7 cents",
    // measures
    "3 km",
    "5 miles",
    "2 feet 3 inches",
    "6'2\"",
    "1.5 liters",
    "2 gallons",
    "3 cups",
    "30°C",
    "80 degrees F",
    "below zero",
    "5 kg",
    "200 grams of sugar",
    "3 pounds",
    // durations
    "for 2 hours",
    "30 minutes",
    "a day and a half",
    "5 years",
    "3 mins",
    // contacts
    "a@b.com",
    "first.last+tag@example.co.uk",
    "https://example.com/path?q=1#frag",
    "www.duck.ling",
    "localhost:8080",
    "+1 (555) 010-0100",
    "555-0100 ext 12",
    "4111 1111 1111 1111",
    "5500-0000-0000-0004",
    // connectors and noise
    "and",
    "to",
    "or",
    "from",
    "at",
    "on",
    "in",
    "the",
    "of",
    "-",
    "–",
    ",",
    ".",
    ";",
    ":",
    "/",
    "(",
    ")",
    "'",
    "\"",
    "...",
    "!",
    "?",
    "x",
    "calm",
    "Let's",
];

/// Characters that stress the offset arithmetic and the word boundaries.
const NOISE: &[&str] = &[
    "🦆",
    "👩\u{200D}💻",
    "🇫🇷",
    "e\u{301}",
    "\u{301}",
    "\u{20DD}",
    "מספר",
    "عربي",
    "\u{200F}",
    "\u{202E}",
    "\u{202C}",
    "٣",
    "５",
    "Ⅻ",
    "ß",
    "İ",
    "\u{0}",
    "\t",
    "\n",
    "\r\n",
    "\u{A0}",
    "\u{2009}",
    "\u{FEFF}",
    "\u{FFFD}",
    "𝟙𝟚",
    "中文",
    "日本語",
    "Ω",
];

const SEPARATORS: &[&str] = &[" ", " ", " ", ", ", " and ", "\n", "", "-", " to ", ". "];

fn random_text(rng: &mut Rng, max_parts: usize) -> String {
    let parts = 1 + rng.below(max_parts);
    let mut text = String::new();
    for i in 0..parts {
        if i > 0 {
            text.push_str(rng.pick(SEPARATORS));
        }
        if rng.chance(5) {
            text.push_str(rng.pick(NOISE));
        } else {
            text.push_str(rng.pick(FRAGMENTS));
        }
    }
    text
}

/// Duckling's reference instant in its test suite, 2013-02-12T04:30:00-02:00.
const DUCKLING_REFERENCE: i64 = 1_360_650_600;

const ZONES: &[&str] = &[
    "America/New_York",
    "Europe/London",
    "Australia/Lord_Howe",
    "Pacific/Kiritimati",
    "Pacific/Apia",
    "Asia/Kathmandu",
    "America/Sao_Paulo",
    "Africa/Casablanca",
    "Antarctica/Troll",
    "America/St_Johns",
    "Etc/GMT+12",
    "UTC",
];

fn random_options(rng: &mut Rng) -> Options {
    let locales = Locale::supported();
    let dims: DimSet = if rng.chance(2) {
        DimSet::all()
    } else {
        Dim::ALL.into_iter().filter(|_| rng.chance(2)).collect()
    };
    let instant = match rng.below(4) {
        0 => Timestamp::from_second(DUCKLING_REFERENCE).unwrap(),
        1 => Timestamp::from_second(
            DUCKLING_REFERENCE + rng.below(2_000_000_000) as i64 - 1_000_000_000,
        )
        .unwrap(),
        // The ends of the years a reference may fall in, in any zone (Options::REFERENCE_YEARS).
        2 => "9999-12-30T00:00:00Z".parse().unwrap(),
        _ => "0001-01-02T00:00:00Z".parse().unwrap(),
    };
    let zone = if rng.chance(2) {
        TimeZone::fixed(Offset::from_hours(-2).unwrap())
    } else {
        TimeZone::get(rng.pick(ZONES)).unwrap()
    };
    Options {
        locale: rng.pick(&locales).parse().unwrap(),
        reference_time: Zoned::new(instant, zone),
        dims,
        latent: rng.chance(2),
        ..Options::default()
    }
}

fn duckling_options() -> Options {
    Options {
        reference_time: Zoned::new(
            Timestamp::from_second(DUCKLING_REFERENCE).unwrap(),
            TimeZone::fixed(Offset::from_hours(-2).unwrap()),
        ),
        ..Options::default()
    }
}

#[test]
fn random_texts_keep_every_invariant() {
    for seed in 0..3_000u64 {
        let mut rng = Rng(seed);
        let text = random_text(&mut rng, 24);
        let options = random_options(&mut rng);
        let entities = parse_checked(&text, &options).unwrap_or_else(|why| {
            panic!("seed {seed}: {why}\ntext: {text:?}\noptions: {options:?}")
        });
        let polls = rng.below(64);
        check_cancellation(&text, &options, polls, &entities)
            .unwrap_or_else(|why| panic!("seed {seed}: {why}\ntext: {text:?}"));
    }
}

#[test]
fn random_texts_find_entities_at_all() {
    // Guards the test above against a vocabulary that stopped producing entities.
    let options = duckling_options();
    let found: usize = (0..200u64)
        .map(|seed| {
            parse(&random_text(&mut Rng(seed), 24), &options)
                .unwrap()
                .len()
        })
        .sum();
    assert!(found > 200, "only {found} entities in 200 random texts");
}

/// Every text of Duckling's corpora, in the language it is written in, under each of that language's locales
/// (the language's own texts are where its rules fire and combine), latent entities asked for every other
/// locale.
#[test]
fn every_corpus_text_keeps_every_invariant_in_every_locale() {
    let corpora = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/duckling");
    let mut options = duckling_options();
    for lang in Lang::ALL {
        let texts = corpus_texts(&corpora.join(lang.code()));
        assert!(!texts.is_empty(), "no corpus texts for {}", lang.code());
        let locales = Locale::supported()
            .into_iter()
            .filter(|l| l.split('_').next() == Some(lang.code()));
        for locale in locales {
            options.locale = locale.parse().unwrap();
            options.latent = !options.latent;
            for text in &texts {
                parse_checked(text, &options)
                    .unwrap_or_else(|why| panic!("{locale}: {why}\ntext: {text:?}"));
            }
        }
    }
}

/// The `text` of every line of the `.jsonl` files in `dir`.
fn corpus_texts(dir: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "jsonl") {
            continue;
        }
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let line: serde_json::Value = serde_json::from_str(line).unwrap();
            texts.extend(line["text"].as_str().map(str::to_owned));
        }
    }
    texts
}

#[test]
fn parses_from_two_threads_agree_with_sequential_ones() {
    let inputs: Vec<(String, Options)> = (0..300u64)
        .map(|seed| {
            let mut rng = Rng(10_000 + seed);
            (random_text(&mut rng, 16), random_options(&mut rng))
        })
        .collect();
    let sequential: Vec<Vec<Entity>> = inputs.iter().map(|(t, o)| parse(t, o).unwrap()).collect();
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    inputs
                        .iter()
                        .map(|(t, o)| parse(t, o).unwrap())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            assert!(
                worker.join().unwrap() == sequential,
                "a threaded parse differs"
            );
        }
    });
}

/// Entities that start at or after char `from`, shifted so that `from` is 0; `None` when an entity straddles
/// `from` (then the two parses may differ legitimately).
fn away_from(entities: &[Entity], from: usize) -> Option<Vec<Entity>> {
    if entities.iter().any(|e| e.start < from && e.end > from) {
        return None;
    }
    Some(
        entities
            .iter()
            .filter(|e| e.start >= from)
            .map(|e| Entity {
                start: e.start - from,
                end: e.end - from,
                ..e.clone()
            })
            .collect(),
    )
}

#[test]
fn a_neutral_prefix_shifts_offsets_of_entities_away_from_the_start() {
    // "~ ~ " is no word, number or unit, so after it the text parses as it did alone; entities that start in
    // the first few chars may legitimately change (a rule may look behind), so the comparison starts after
    // them, and skips texts where an entity straddles that point.
    const PREFIX: &str = "~ ~ ";
    const MARGIN: usize = 12;
    let mut compared = 0;
    for seed in 0..1_500u64 {
        let mut rng = Rng(20_000 + seed);
        let text = random_text(&mut rng, 20);
        let options = random_options(&mut rng);
        let alone = parse(&text, &options).unwrap();
        let prefixed_text = format!("{PREFIX}{text}");
        let prefixed = parse(&prefixed_text, &options).unwrap();
        check_entities(&prefixed_text, &options, &prefixed).unwrap();
        let shift = PREFIX.chars().count();
        let (Some(want), Some(got)) = (
            away_from(&alone, MARGIN),
            away_from(&prefixed, MARGIN + shift),
        ) else {
            continue;
        };
        compared += want.len();
        assert_eq!(
            got, want,
            "seed {seed}: the prefix changed entities away from the start\ntext: {text:?}"
        );
    }
    assert!(compared > 1_000, "only {compared} entities compared");
}

/// The checks above must be able to fail: each broken entity list is rejected, for the reason expected.
#[test]
fn the_invariant_checks_reject_broken_entities() {
    let options = duckling_options();
    let text = "calm 42 and 7";
    let good = parse(text, &options).unwrap();
    check_entities(text, &options, &good).unwrap();
    let number = |start: usize, end: usize, body: &str| Entity {
        body: body.to_owned(),
        start,
        end,
        dim: Dim::Number,
        latent: false,
        value: Json::object([("type", Json::Name("value")), ("value", Json::Int(1))]),
    };
    let ordinal = |start: usize, end: usize, body: &str| Entity {
        dim: Dim::Ordinal,
        ..number(start, end, body)
    };
    let broken: [(Vec<Entity>, &str); 8] = [
        (vec![number(5, 7, "43")], "body differs"),
        (vec![number(5, 5, "")], "empty"),
        (vec![number(12, 14, "7")], "past the text"),
        (
            vec![number(12, 13, "7"), number(5, 7, "42")],
            "out of order",
        ),
        (
            vec![number(0, 11, "calm 42 and"), number(5, 7, "42")],
            "strictly inside",
        ),
        (vec![number(5, 6, "4")], "splits one character class"),
        (vec![number(1, 4, "alm")], "splits one character class"),
        (vec![ordinal(1, 4, "alm")], "inside a word"),
    ];
    for (entities, why) in broken {
        let err = check_entities(text, &options, &entities).unwrap_err();
        assert!(err.contains(why), "{why:?} expected, got {err:?}");
    }
    let latent = Entity {
        latent: true,
        ..number(5, 7, "42")
    };
    assert!(
        check_entities(text, &options, &[latent])
            .unwrap_err()
            .contains("latent")
    );
    let only_time = Options {
        dims: [Dim::Time].into_iter().collect(),
        ..duckling_options()
    };
    assert!(
        check_entities(text, &only_time, &good)
            .unwrap_err()
            .contains("not asked for")
    );
    // A number's edges keep Duckling's rule: "3" of "Q3" and "zero" before a combining mark are numbers.
    check_entities("Q3", &options, &[number(1, 2, "3")]).unwrap();
    check_entities("zero\u{20dd}", &options, &[number(0, 4, "zero")]).unwrap();
    // Duckling's boundary rule: digits and letters may meet at an edge, two of one class may not.
    assert!(!invariants::cuts_a_word('3', 'k') && !invariants::cuts_a_word('t', '5'));
    assert!(invariants::cuts_a_word('1', '2') && invariants::cuts_a_word('e', '\u{301}'));
}

// ---------------------------------------------------------------------------------------------------------
// Regressions found by the fuzzer and the adversarial corpus (research/hardening/README.md).

/// Runs `parse` on a thread with the 1 MiB machine stack a Ruby thread has, and returns how many entities it
/// found. A stack overflow aborts the whole test binary (in Ruby it would become a `SystemStackError` longjmp
/// out of the Rust frames).
fn parse_on_a_ruby_sized_stack(text: String) -> usize {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || parse(&text, &duckling_options()).unwrap().len())
        .unwrap()
        .join()
        .unwrap()
}

/// The time parser used to recurse once per "date followed by something clock-like" (`parser.rs`, the branch
/// "a date, then an interval within it"), down to the end of the text, and again from every start: the stack
/// depth grew with the text and the work with its square ("1st " × 10 000 took 4.5 s; × 30 000 overflowed an
/// 8 MiB stack). `Parser::interval_within_date` now looks one level deep.
#[test]
fn repeated_ordinal_dates_do_not_overflow_the_stack() {
    assert_eq!(parse_on_a_ruby_sized_stack("1st ".repeat(30_000)), 30_000);
}

#[test]
fn repeated_numeric_dates_do_not_overflow_the_stack() {
    assert!(parse_on_a_ruby_sized_stack("12/12/2012 ".repeat(30_000)) > 0);
}
