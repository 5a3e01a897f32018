//! Readings in a zone other than the reference one ("8:00 GMT", "16:30 +0200"): resolved in that zone, then
//! moved into the reference zone, where they are rendered.

use jiff::Zoned;
use jiff::civil::DateTime;
use jiff::tz::TimeZone;

use super::expr::Expr;
use super::parser::Parsed;
use super::resolve::{Instant, Resolved, resolve};
use crate::time::Grain;

/// The reference time and the zone it is read in.
pub(super) struct Reference<'a>(pub &'a Zoned);

impl Reference<'_> {
    /// The reference time on the wall clock.
    pub fn now(&self) -> DateTime {
        self.0.datetime()
    }

    /// Resolves `e` from `now`; a reading in a named zone ("8:00 GMT") is resolved there and moved into
    /// the reference zone.
    pub fn resolve(&self, e: &Expr, now: DateTime) -> Option<Resolved> {
        let Some(offset) = e.zone else {
            return resolve(e, now);
        };
        let there = TimeZone::fixed(jiff::tz::Offset::from_seconds(offset).ok()?);
        // `now` is the reference time, or the start of an interval after it.
        let here = self.0.time_zone();
        let now_there = if now == self.now() {
            self.0.clone()
        } else {
            here.to_ambiguous_zoned(now).compatible().ok()?
        };
        let now_there = now_there.with_time_zone(there.clone()).datetime();
        resolve(e, now_there)?.map_instants(|i| {
            let zoned = there.to_ambiguous_zoned(i.at).compatible().ok()?;
            Some(Instant {
                at: zoned.with_time_zone(here.clone()).datetime(),
                grain: i.grain,
            })
        })
    }
}

/// A time read in another zone is reported precise to the minute at most, as Duckling does (a whole hour
/// of another zone need not be a whole hour here).
pub(super) fn in_minutes_if_zoned(parsed: &Parsed, resolved: Resolved) -> Option<Resolved> {
    let zoned = match parsed {
        Parsed::Time(e) | Parsed::After(e) | Parsed::Before(e) | Parsed::By(e) => e.zone.is_some(),
        Parsed::Interval(a, b) => a.zone.is_some() || b.zone.is_some(),
    };
    if !zoned {
        return Some(resolved);
    }
    resolved.map_instants(|i| {
        Some(Instant {
            grain: i.grain.min(Grain::Minute),
            ..i
        })
    })
}
