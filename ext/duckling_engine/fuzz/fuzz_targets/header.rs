//! The options part of a fuzz input: a fixed-size header decoded with `arbitrary`, so that the text after it
//! starts at a known byte and a seed is simply `[0; HEADER] ++ text`. An all-zero header means Duckling's test
//! context: `en_US`, every dimension, no latent entities, 2013-02-12T04:30:00-02:00.

use std::sync::OnceLock;

use arbitrary::{Arbitrary, Unstructured};
use duckling_engine::{Dim, DimSet, Locale, Options};
use jiff::tz::{Offset, TimeZone};
use jiff::{Timestamp, Zoned};

/// Bytes of the input given to the options; the rest is the text.
pub const HEADER: usize = 24;

/// Duckling's reference instant in its test suite, 2013-02-12T04:30:00-02:00.
const DUCKLING_REFERENCE: i64 = 1_360_650_600;

#[derive(Arbitrary, Debug)]
pub struct FuzzOptions {
    /// Index into `Locale::supported()`, after `en_US`.
    locale: u8,
    /// Dimensions left out (bit `i` drops `Dim::ALL[i]`): zero asks for all of them.
    dims_left_out: u16,
    latent: bool,
    when: When,
    zone: Zone,
    /// Stop the cancellation check after this many polls.
    pub cancel_after: Option<u16>,
}

#[derive(Arbitrary, Debug)]
enum When {
    /// Seconds from Duckling's reference instant, within ±68 years.
    NearDuckling(i32),
    /// Anything jiff can hold, including the ends of its range (years −9999 and 9999).
    Anywhere(i64, u32),
    Earliest,
    Latest,
}

#[derive(Arbitrary, Debug)]
enum Zone {
    /// UTC−02:00, as in Duckling's tests.
    Duckling,
    /// A fixed offset in seconds (out-of-range offsets become UTC).
    Fixed(i32),
    /// An index into every zone of the bundled database.
    Named(u16),
}

fn zone_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = jiff::tz::db().available().map(|n| n.to_string()).collect();
        names.sort();
        names
    })
}

impl FuzzOptions {
    /// Splits `data` into options and text (invalid UTF-8 replaced by U+FFFD).
    pub fn split(data: &[u8]) -> (FuzzOptions, String) {
        let (head, text) = data.split_at(data.len().min(HEADER));
        let options = FuzzOptions::arbitrary(&mut Unstructured::new(head))
            .expect("arbitrary fills missing bytes with zeros");
        (options, String::from_utf8_lossy(text).into_owned())
    }

    pub fn to_options(&self) -> Options {
        let locales = Locale::supported();
        let locale = if self.locale == 0 {
            "en_US".to_owned()
        } else {
            locales[usize::from(self.locale - 1) % locales.len()].clone()
        };
        let dims: DimSet = Dim::ALL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| self.dims_left_out & (1 << i) == 0)
            .map(|(_, d)| d)
            .collect();
        let instant = match self.when {
            When::NearDuckling(delta) => {
                Timestamp::from_second(DUCKLING_REFERENCE + i64::from(delta)).unwrap()
            }
            When::Anywhere(seconds, nanos) => {
                let span = Timestamp::MAX.as_second() - Timestamp::MIN.as_second();
                let seconds = Timestamp::MIN.as_second() + seconds.rem_euclid(span);
                Timestamp::new(seconds, (nanos % 1_000_000_000) as i32).unwrap_or(Timestamp::MAX)
            }
            When::Earliest => Timestamp::MIN,
            When::Latest => Timestamp::MAX,
        };
        let zone = match self.zone {
            Zone::Duckling => TimeZone::fixed(Offset::from_hours(-2).unwrap()),
            Zone::Fixed(seconds) => {
                TimeZone::fixed(Offset::from_seconds(seconds).unwrap_or(Offset::UTC))
            }
            Zone::Named(i) => {
                let names = zone_names();
                TimeZone::get(&names[usize::from(i) % names.len()]).expect("a listed zone")
            }
        };
        Options {
            locale: locale.parse().expect("a supported locale"),
            reference_time: Zoned::new(instant, zone),
            dims,
            latent: self.latent,
            ..Options::default()
        }
    }
}
