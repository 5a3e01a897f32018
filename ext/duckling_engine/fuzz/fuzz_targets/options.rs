//! Fuzzes the binding's argument conversion, `ext/duckling_rs/src/options.rs::build`, without Ruby: the file
//! is plain Rust over `duckling_engine` and `jiff`, so it is compiled here as a module of the fuzz target
//! (`#[path]`), the very source the extension builds. Checks that it never panics, that it accepts exactly the
//! names the engine's `Locale`/`Dim`/`Options::time_zone` accept (and fails on the first bad one, in the
//! order locale, zone, dims), that a Ruby-shaped reference time arrives unchanged or clamped to jiff's range,
//! and that a parse of a time-heavy text with the options built keeps every invariant (extreme reference
//! times, years ±9999, exotic zones).

#![no_main]

mod invariants;
#[path = "../../../duckling_rs/src/options.rs"]
mod options;

use arbitrary::Arbitrary;
use duckling_engine::{Dim, DimSet, Error, Locale, Options};
use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};
use libfuzzer_sys::fuzz_target;

/// A name as Ruby might pass it: random, or a valid one re-spelled (case, `-`/`_`, surrounding blanks).
#[derive(Arbitrary, Debug)]
enum Name {
    Raw(String),
    Known { index: u16, spelling: u8 },
}

#[derive(Arbitrary, Debug)]
struct Input {
    locale: Option<Name>,
    ref_seconds: i64,
    ref_nanos: i32,
    utc_offset: i32,
    tz: Option<Name>,
    dims: Option<Vec<Name>>,
    latent: bool,
    text: u8,
}

const TEXTS: [&str; 6] = [
    "tomorrow at 5pm, next sunday at 3am, in 3 days, last year",
    "from march 3 to april 12 2024, the 31st of december 9999, 1/1/-5",
    "christmas, thanksgiving, memorial day weekend, the last day of february",
    "in 10000 years, 300000 days ago, 9999999999 seconds from now",
    "$5 and forty two km, 30°C, 2 cups of sugar, a@b.com, https://x.io, +1 555 0100",
    "at 25:61, on the 32nd, february 30, week 53, quarter 5, 12/31/9999 23:59:59",
];

fn spell(name: &str, spelling: u8) -> String {
    let mut out = match spelling % 4 {
        0 => name.to_owned(),
        1 => name.to_ascii_uppercase(),
        2 => name.to_ascii_lowercase(),
        _ => name.replace('_', "-"),
    };
    if spelling & 4 != 0 {
        out = out.replace('-', "_");
    }
    if spelling & 8 != 0 {
        out = format!(" {out}\t");
    }
    out
}

fn resolve(name: &Name, known: &[String]) -> String {
    match name {
        Name::Raw(s) => s.clone(),
        Name::Known { index, spelling } => {
            spell(&known[usize::from(*index) % known.len()], *spelling)
        }
    }
}

fn zone_names() -> Vec<String> {
    jiff::tz::db().available().map(|n| n.to_string()).collect()
}

fuzz_target!(|input: Input| {
    let dim_names: Vec<String> = Dim::ALL.map(|d| d.name().to_owned()).to_vec();
    let locale = input
        .locale
        .as_ref()
        .map(|n| resolve(n, &Locale::supported()));
    let tz = input.tz.as_ref().map(|n| resolve(n, &zone_names()));
    let dims: Option<Vec<String>> =
        (input.dims.as_ref()).map(|ns| ns.iter().map(|n| resolve(n, &dim_names)).collect());

    // What the engine's own parsers say, component by component, in the order `build` checks them.
    let want_locale = locale
        .as_deref()
        .map_or(Ok(Locale::default()), str::parse::<Locale>);
    let want_zone = tz.as_deref().map(Options::time_zone).transpose();
    let want_dims = dims.as_ref().map_or(Ok(DimSet::all()), |ns| {
        ns.iter()
            .map(|n| n.parse::<Dim>())
            .collect::<Result<DimSet, Error>>()
    });
    let expected_error = [
        want_locale.as_ref().err(),
        want_zone.as_ref().err(),
        want_dims.as_ref().err(),
    ]
    .into_iter()
    .flatten()
    .next()
    .cloned();

    let built = options::build(
        locale.clone(),
        input.ref_seconds,
        input.ref_nanos,
        input.utc_offset,
        tz.clone(),
        dims.clone(),
        input.latent,
    );
    let built = match (built, expected_error) {
        (Err(err), Some(expected)) => {
            assert_eq!(
                err, expected,
                "build failed on another argument than expected"
            );
            assert!(!err.to_string().is_empty());
            return;
        }
        (Err(err), None) => panic!("build rejected valid arguments: {err}"),
        (Ok(_), Some(expected)) => panic!("build accepted invalid arguments ({expected})"),
        (Ok(built), None) => built,
    };
    assert_eq!(built.locale, want_locale.unwrap());
    assert_eq!(built.dims, want_dims.unwrap());
    assert_eq!(built.latent, input.latent);

    // Ruby passes `Time#to_i`, `Time#nsec` (0..1e9) and `Time#utc_offset`.
    let got = built.reference_time.timestamp();
    if (0..1_000_000_000).contains(&input.ref_nanos) {
        if input.ref_seconds < Timestamp::MIN.as_second() {
            assert_eq!(got, Timestamp::MIN);
        } else if input.ref_seconds > Timestamp::MAX.as_second() {
            assert_eq!(got, Timestamp::MAX);
        } else if let Ok(exact) = Timestamp::new(input.ref_seconds, input.ref_nanos) {
            assert_eq!(got, exact, "an in-range reference time changed");
        }
    }
    match (&tz, want_zone.unwrap()) {
        (Some(_), Some(zone)) => assert_eq!(built.reference_time.time_zone(), &zone),
        _ => {
            let expected = Offset::from_seconds(input.utc_offset).unwrap_or(Offset::UTC);
            assert_eq!(built.reference_time.time_zone(), &TimeZone::fixed(expected));
        }
    }

    // The options built drive a parse that keeps every invariant, whatever the reference time and zone.
    let text = TEXTS[usize::from(input.text) % TEXTS.len()];
    if let Err(why) = invariants::parse_checked(text, &built) {
        panic!("{why}\ntext: {text:?}\noptions: {built:?}");
    }
});
