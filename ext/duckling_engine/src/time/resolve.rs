//! Resolution of a time token (Duckling's `resolve` for `TimeData`): the value the user most likely means
//! (the first instance ahead of the reference, or the one after it when the token is not immediate and the
//! first holds the reference, else the latest past one), the first three instances as `values`, and
//! Duckling's JSON for them with each instant's offset looked up in the zone.

use jiff::Zoned;
use jiff::civil::DateTime;
use serde_json::Value;

use super::data::{IntervalDirection, TimeData};
use super::grain::Grain;
use super::render::LocalZone;

/// The parse's reference time, as wall-clock time in its zone.
pub(crate) struct Reference<'a> {
    pub now: DateTime,
    pub zone: LocalZone<'a>,
}

impl<'a> Reference<'a> {
    pub fn new(reference: &'a Zoned) -> Reference<'a> {
        Reference {
            now: reference.datetime(),
            zone: LocalZone {
                tz: reference.time_zone(),
                reference_offset: reference.offset(),
            },
        }
    }
}

/// An instant with the grain it is precise to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Instant {
    pub at: DateTime,
    pub grain: Grain,
}

/// One resolved instance: an instant, an interval (exclusive end), or an open interval.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SingleTimeValue {
    Simple(Instant),
    Interval(Instant, Instant),
    Open(Instant, IntervalDirection),
}

/// A resolved token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Resolved {
    pub value: SingleTimeValue,
    /// The first three instances, immediate one included.
    pub values: Vec<SingleTimeValue>,
    pub holiday: Option<&'static str>,
    pub latent: bool,
}

impl Resolved {
    /// Duckling's JSON: `{"type":"value","value":…,"grain":…,"values":[…]}` or
    /// `{"type":"interval","from":{…},"to":{…},"values":[…]}`, plus `holidayBeta` for holidays.
    pub fn to_json(&self, zone: &LocalZone) -> Value {
        let _ = zone;
        todo!()
    }
}

/// `td` resolved against the reference; `None` when it has no instance within ±2000 years.
pub(crate) fn resolve(td: &TimeData, reference: &Reference) -> Option<Resolved> {
    let _ = (td, reference);
    todo!()
}
