//! Running a predicate (Duckling's `runPredicate`): from a reference instant, the backward series (most
//! recent first) and the forward series (the instance holding the reference first) of time objects it
//! denotes. Series are lazy iterators, with Duckling's search limits where it composes them: at most
//! `SAFE_MAX` outer instances per intersection, `SAFE_MAX_INTERVAL` per mapped series, ±2000 years.

use jiff::tz::TimeZone;

use super::object::TimeObject;
use super::predicate::Predicate;

/// Duckling's `safeMax`: how many outer instances an intersection looks into.
pub(crate) const SAFE_MAX: usize = 10;
/// Duckling's `safeMaxInterval`: how many base instances a mapped series (intervals, "nth after") takes.
pub(crate) const SAFE_MAX_INTERVAL: usize = 12;

/// What a series is run against: the parse's reference and the bounds of the search.
#[derive(Clone, Copy)]
pub(crate) struct Context<'a> {
    pub ref_time: TimeObject,
    pub min_time: TimeObject,
    pub max_time: TimeObject,
    /// The reference's zone, for offsets of an explicit zone ("3pm CET").
    pub tz: &'a TimeZone,
}

/// One direction of a predicate's series.
pub(crate) struct SeriesIter<'a> {
    _pred: &'a Predicate,
}

impl Iterator for SeriesIter<'_> {
    type Item = TimeObject;

    fn next(&mut self) -> Option<TimeObject> {
        todo!()
    }
}

/// The backward and forward series of `pred` from `t`.
pub(crate) fn run<'a>(
    pred: &'a Predicate,
    t: &TimeObject,
    ctx: &Context<'a>,
) -> (SeriesIter<'a>, SeriesIter<'a>) {
    let _ = (pred, t, ctx);
    todo!()
}
