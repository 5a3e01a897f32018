//! Calendar arithmetic and zone handling for the `time` and `duration` dimensions, and the semantic core of
//! the time grammar (Duckling's `Time/Types.hs` and `Time/Helpers.hs`).
//!
//! Times are computed as civil (wall-clock) date-times in the reference time's zone, the way a person reads
//! "tomorrow at 5pm": adding a day keeps the wall-clock hour even across a DST change. Only when a value is
//! rendered is it placed in the zone, so each timestamp carries the UTC offset in force on its own date.
//!
//! The time rules build [`data::TimeData`] values with [`helpers`]; a value's predicate runs into series of
//! [`object::TimeObject`]s ([`series`]); [`resolve`] picks the instances and writes Duckling's JSON.

#[cfg(test)]
mod bench;
pub(crate) mod computed;
pub(crate) mod data;
mod duckling_dates;
pub(crate) mod duration;
mod grain;
pub(crate) mod helpers;
pub(crate) mod moment;
pub(crate) mod object;
pub(crate) mod predicate;
mod render;
pub(crate) mod resolve;
pub(crate) mod series;
pub(crate) mod zone;

pub(crate) use grain::Grain;
