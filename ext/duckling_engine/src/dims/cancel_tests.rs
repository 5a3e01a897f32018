//! Proof, without timing, that every dimension polls the cancel probe throughout its work: a parse stops
//! at whichever probe call first answers `true` (tried at the first and last hundred calls and every k-th
//! between, see [`stops_to_try`]), and a long text gets probe calls in proportion to its length, whatever it
//! holds. `examples/cancel_gaps.rs` measures the time between calls.

use std::cell::Cell;

use crate::{Dim, Error, Options, parse_cancellable};

/// The dimensions these tests cover: every one but `time` and `duration`, which have no cancel tests of their
/// own (the chart's `a_stop_request_cancels` covers the engine they run on, with a toy grammar).
const DIMS: [Dim; 11] = [
    Dim::Number,
    Dim::Ordinal,
    Dim::AmountOfMoney,
    Dim::Distance,
    Dim::Volume,
    Dim::Temperature,
    Dim::Quantity,
    Dim::Email,
    Dim::Url,
    Dim::PhoneNumber,
    Dim::CreditCardNumber,
];

/// Something for every dimension to find, and to build ranges and composites from.
const DENSE: &str = "Pay $1,234.56 or between 3 and 5 euros for 3.5 km, 7 feet 2 inches, about 5 liters, \
     2 cups of sugar at -3°C, the 3rd of twelve; call +1 (650) 555-1234 ext 12 or mail jo.doe@example.com, \
     see https://www.example.com/a?b=1 and card 4111-1111-1111-1111, forty two. ";

fn options(dim: Dim) -> Options {
    Options {
        dims: [dim].into_iter().collect(),
        latent: true,
        ..Options::default()
    }
}

/// Parses with a probe that answers `true` from its `stop_at`-th call on (never when `None`); returns the
/// outcome and how many calls were made.
fn parse_counting(text: &str, dim: Dim, stop_at: Option<u64>) -> (Result<usize, Error>, u64) {
    let calls = Cell::new(0u64);
    let probe = || {
        calls.set(calls.get() + 1);
        stop_at.is_some_and(|n| calls.get() >= n)
    };
    let outcome = parse_cancellable(text, &options(dim), &probe).map(|entities| entities.len());
    (outcome, calls.get())
}

/// The probe calls a stop is tried at, of `total`: the first and last hundred, and every k-th between them
/// (about two hundred). Each try reruns the parse, and the grammar makes thousands of calls on these texts,
/// so trying every call would take minutes; calls are alike between the ends (one poll site per step of one
/// loop), and the first and last hundred cover the starts and ends of every phase.
fn stops_to_try(total: u64) -> impl Iterator<Item = u64> {
    const ENDS: u64 = 100;
    let stride = (total / (2 * ENDS)).max(1);
    (1..=total).filter(move |&n| n <= ENDS || n + ENDS > total || n % stride == 0)
}

#[test]
fn a_parse_stops_at_whichever_probe_call_says_so() {
    let text = DENSE.repeat(2);
    for dim in DIMS {
        let (full, calls) = parse_counting(&text, dim, None);
        assert!(full.is_ok_and(|n| n > 0), "{}: finds something", dim.name());
        for n in stops_to_try(calls) {
            let (outcome, made) = parse_counting(&text, dim, Some(n));
            assert_eq!(
                outcome,
                Err(Error::Cancelled),
                "{}: stop at call {n}",
                dim.name()
            );
            assert_eq!(
                made,
                n,
                "{}: no call after the one that stopped",
                dim.name()
            );
        }
    }
}

#[test]
fn long_texts_are_polled_at_least_once_per_4_kb() {
    const SIZE: usize = 256 * 1024;
    let texts = [
        ("dense", DENSE),
        ("digits", "1234567890"),
        ("dollars", "$1 "),
        (
            "nothing to find",
            "The quick brown fox jumps over the lazy dog while the cat sleeps on its mat. ",
        ),
        ("no spaces", "abcdefghijklmnopqrstuvwxyz"),
    ];
    for (name, piece) in texts {
        let text = piece.repeat(SIZE.div_ceil(piece.len()));
        for dim in DIMS {
            let (outcome, calls) = parse_counting(&text, dim, None);
            assert!(outcome.is_ok());
            assert!(
                calls >= (text.len() / 4096) as u64,
                "{}, {name}: {calls} probe calls for {} bytes",
                dim.name(),
                text.len()
            );
        }
    }
}
