//! Builds the engine's `Options` from the primitives `arguments.rs` reads.

use duckling_engine::{Dim, DimSet, Error, Locale, Options, Prefer, WeekStart};
use jiff::tz::{Offset, TimeZone};
use jiff::{Timestamp, Zoned};

/// `reference_time` arrives as seconds + nanoseconds since the epoch and its UTC offset; `tz`, when given, is an
/// IANA zone and wins over the offset.
pub(crate) fn build(
    locale: Option<&str>,
    ref_seconds: i64,
    ref_nanos: i32,
    utc_offset: i32,
    tz: Option<&str>,
    dims: Option<&[String]>,
    latent: bool,
) -> Result<Options, Error> {
    let locale = match locale {
        Some(name) => name.parse::<Locale>()?,
        None => Locale::default(),
    };
    let zone = match tz {
        Some(name) => Options::time_zone(name)?,
        None => TimeZone::fixed(Offset::from_seconds(utc_offset).unwrap_or(Offset::UTC)),
    };
    // Ruby's Time covers more than jiff's range (years −9999..=9999); the caller checks the narrower range of
    // years times resolve in (`Options::check_reference_time`).
    let instant = Timestamp::new(ref_seconds, ref_nanos).map_err(|_| {
        Error::ReferenceTimeOutOfRange(format!("{ref_seconds} s after the Unix epoch"))
    })?;
    // Named dims are Duckling's `parse` with a list (its `rulesFor` reads them); nil is its `/parse` without
    // `dims`, every dimension of the language.
    let dims = match dims {
        Some(names) => names
            .iter()
            .map(|n| n.parse::<Dim>())
            .collect::<Result<DimSet, _>>()?
            .named(),
        None => DimSet::all(),
    };
    Ok(Options {
        locale,
        reference_time: Zoned::new(instant, zone),
        dims,
        latent,
        // Duckling's assumptions, spelled out: `Options::default` would read the clock on every call.
        prefer: Prefer::Future,
        date_order: None,
        week_start: WeekStart::Monday,
    })
}
