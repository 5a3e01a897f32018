//! Calendar arithmetic and zone handling for the `time` and `duration` dimensions.
//!
//! Times are computed as civil (wall-clock) date-times in the reference time's zone, the way a person reads
//! "tomorrow at 5pm": adding a day keeps the wall-clock hour even across a DST change. Only when a value is
//! rendered is it placed in the zone, so each timestamp carries the UTC offset in force on its own date.

mod calendar;
mod grain;
mod render;

pub(crate) use calendar::{easter_sunday, nth_weekday_of_month, ymd};
pub(crate) use grain::Grain;
pub(crate) use render::{LocalZone, timestamp};
