//! Resolution of a time token (Duckling's `resolve` for `TimeData`): the value the user most likely means
//! (the first instance ahead of the reference, or the one after it when the token is not immediate and the
//! first holds the reference, else the latest past one; with [`Prefer::Past`], the latest past one first), the
//! first three instances as `values`, and Duckling's JSON for them with each instant's offset looked up in the
//! zone.

use jiff::Zoned;
use jiff::civil::DateTime;

use super::data::{IntervalDirection, TimeData};
use super::grain::Grain;
use super::moment::Moment;
use super::object::TimeObject;
use super::render::{LocalZone, timestamp};
use super::series::{Context, Direction, Mapped, Stop, anchored_instance, series};
use crate::engine::value::{Json, interval};
use crate::options::{Options, Prefer};

/// The parse's reference time, as wall-clock time in its zone; built once per parse and shared by every
/// token's resolution.
pub(crate) struct Reference<'a> {
    /// The search context series start from (reference instant, ±2000-year bounds, zone, week start).
    pub context: Context<'a>,
    /// Which side of the reference a time with instances on both sides resolves to.
    pub prefer: Prefer,
}

impl<'a> Reference<'a> {
    /// Duckling's reference: the future preferred, weeks from Monday.
    pub fn new(reference: &'a Zoned) -> Reference<'a> {
        let zone = LocalZone {
            tz: reference.time_zone(),
            reference_offset: reference.offset(),
        };
        Reference {
            context: Context::new(reference.datetime(), zone),
            prefer: Prefer::Future,
        }
    }

    /// The reference of a parse with `options`: its reference time, and the assumptions it asks for.
    pub fn of(options: &'a Options) -> Reference<'a> {
        let mut reference = Reference::new(&options.reference_time);
        reference.context.week_start = options.week_start;
        reference.prefer = options.prefer;
        reference
    }

    /// The zone instants are rendered in.
    pub fn zone(&self) -> &LocalZone<'a> {
        &self.context.zone
    }
}

/// An instant (wall-clock time in the reference's zone) with the grain it is precise to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Instant {
    pub at: Moment,
    pub grain: Grain,
}

impl Instant {
    pub fn datetime(&self) -> DateTime {
        self.at.to_datetime()
    }
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
    pub values: Values,
    pub holiday: Option<&'static str>,
    pub latent: bool,
}

impl Resolved {
    /// Duckling's JSON: `{"type":"value","value":…,"grain":…,"values":[…]}` or
    /// `{"type":"interval","from":{…},"to":{…},"values":[…]}`, plus `holidayBeta` for holidays.
    pub fn to_json(&self, zone: &LocalZone) -> Json {
        let mut out = single_json(&self.value, zone);
        // The first of the values is most often the value itself: copied, not rendered again.
        let values = self
            .values
            .iter()
            .map(|v| {
                if *v == self.value {
                    out.clone()
                } else {
                    single_json(v, zone)
                }
            })
            .collect();
        out.insert("values", Json::Array(values));
        if let Some(holiday) = self.holiday {
            out.insert("holidayBeta", Json::Name(holiday));
        }
        out
    }
}

/// Up to three instances, kept inline (resolution allocates nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Values {
    items: [Option<SingleTimeValue>; 3],
}

impl Values {
    pub fn iter(&self) -> impl Iterator<Item = &SingleTimeValue> {
        self.items.iter().map_while(Option::as_ref)
    }
}

fn instant_json(i: &Instant, zone: &LocalZone) -> Json {
    Json::object([
        ("grain", Json::Name(i.grain.name())),
        ("value", Json::Text(timestamp(i.datetime(), zone))),
    ])
}

fn single_json(v: &SingleTimeValue, zone: &LocalZone) -> Json {
    match v {
        SingleTimeValue::Simple(i) => Json::object([
            ("grain", Json::Name(i.grain.name())),
            ("type", Json::Name("value")),
            ("value", Json::Text(timestamp(i.datetime(), zone))),
        ]),
        SingleTimeValue::Interval(from, to) => {
            interval(Some(instant_json(from, zone)), Some(instant_json(to, zone)))
        }
        SingleTimeValue::Open(i, IntervalDirection::Before) => {
            interval(None, Some(instant_json(i, zone)))
        }
        SingleTimeValue::Open(i, IntervalDirection::After) => {
            interval(Some(instant_json(i, zone)), None)
        }
    }
}

/// A series element as a value: an instant, an interval, or (with a direction) an open interval from or
/// to its start. Both ends of an interval carry its grain.
fn single_value(t: &TimeObject, direction: Option<IntervalDirection>) -> SingleTimeValue {
    let start = Instant {
        at: t.start,
        grain: t.grain,
    };
    match (direction, t.end) {
        (Some(d), _) => SingleTimeValue::Open(start, d),
        (None, None) => SingleTimeValue::Simple(start),
        (None, Some(end)) => SingleTimeValue::Interval(
            start,
            Instant {
                at: end,
                grain: t.grain,
            },
        ),
    }
}

/// [`resolve_remembering`] alone: a memo of its own, no cancel probe (the tests resolve one value at a time).
#[cfg(test)]
pub(crate) fn resolve(td: &TimeData, reference: &Reference) -> Option<Resolved> {
    resolve_remembering(
        td,
        reference,
        &Mapped::default(),
        &Stop::new(&|| false, &Default::default()),
    )
}

/// `td` resolved against the reference; `None` when it has no instance within the search bounds.
/// Latent values resolve too (with `latent` set): whether to keep them is the caller's option.
///
/// `mapped` remembers what the nested series' maps give, for this resolution and the next ones of values that
/// share parts with it (a list's values nest each other: its holidays intersected with each other two and three
/// deep); every predicate it has seen must outlive it, as its keys are addresses. Once `stop` has stopped the
/// search, the answer and what `mapped` learnt are not to be used.
pub(crate) fn resolve_remembering(
    td: &TimeData,
    reference: &Reference,
    mapped: &Mapped,
    stop: &Stop,
) -> Option<Resolved> {
    let ctx = &Context {
        mapped: Some(mapped),
        stop: Some(stop),
        ..reference.context
    };
    if td
        .pred
        .never_holds_at(&|s| anchored_instance(s, ctx), &mapped.reaches)
    {
        return None;
    }
    let now = ctx.ref_time;
    let mut future = series(&td.pred, &now, ctx, Direction::Future);
    let mut ahead = [None; 3];
    for slot in &mut ahead {
        *slot = future.next();
        if slot.is_none() {
            break;
        }
    }
    let behind = || {
        let mut past = series(&td.pred, &now, ctx, Direction::Past);
        let firsts = [past.next(), past.next(), past.next()];
        firsts[0].map(|value| (value, firsts))
    };
    let (value, firsts) = match ahead {
        [None, ..] => behind()?,
        // Preferring the past: the first instance when it begins at or before the reference, which it holds
        // ("today", "this week", "tuesday" on a Tuesday, which Duckling's future skips when it is not
        // immediate) or precedes (a series may run from the start of a day, a year: "at 4:23" at 04:30,
        // "Sunday, Feb 10" on the 12th: the past series, which runs from before it, would skip it); else the
        // last one, unless the time has none ("next friday", "tomorrow").
        [Some(first), ..] if reference.prefer == Prefer::Past => {
            if first.start <= now.start {
                (first, ahead)
            } else {
                behind().unwrap_or((first, ahead))
            }
        }
        [Some(first), second, _] => {
            let value = match second {
                Some(second) if td.not_immediate && first.intersect(&now).is_some() => second,
                _ => first,
            };
            (value, ahead)
        }
    };
    Some(Resolved {
        value: single_value(&value, td.direction),
        values: Values {
            items: firsts.map(|t| t.map(|t| single_value(&t, td.direction))),
        },
        holiday: td.holiday,
        latent: td.latent,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::helpers::{cycle_nth, hour, intersect, time_of_day_ampm, with_holiday};
    use serde_json::json;

    #[test]
    fn offsets_are_those_of_each_instant() {
        // The night of 2013-03-10 moves New York from -05:00 to -04:00.
        let now: Zoned = "2013-03-09T12:00:00-05:00[America/New_York]"
            .parse()
            .unwrap();
        let reference = Reference::new(&now);
        let three_pm = time_of_day_ampm(false, &hour(true, 3));
        let tomorrow_3pm = intersect(&cycle_nth(Grain::Day, 1), &three_pm).unwrap();
        let out = resolve(&tomorrow_3pm, &reference)
            .unwrap()
            .to_json(reference.zone())
            .to_value();
        assert_eq!(out["value"], "2013-03-10T15:00:00.000-04:00");
        let fives = resolve(&hour(true, 5), &reference)
            .unwrap()
            .to_json(reference.zone())
            .to_value();
        assert_eq!(
            fives["values"],
            json!([
                {"type": "value", "value": "2013-03-09T17:00:00.000-05:00", "grain": "hour"},
                {"type": "value", "value": "2013-03-10T05:00:00.000-04:00", "grain": "hour"},
                {"type": "value", "value": "2013-03-10T17:00:00.000-04:00", "grain": "hour"},
            ])
        );
    }

    #[test]
    fn json_has_duckling_shape() {
        let now: Zoned = "2013-02-12T04:30:00-02:00[-02:00]".parse().unwrap();
        let reference = Reference::new(&now);
        let td = with_holiday("Christmas", cycle_nth(Grain::Day, 1));
        let r = resolve(&td, &reference).unwrap();
        assert_eq!(r.values.iter().count(), 1, "a single future instance");
        assert_eq!(
            r.to_json(reference.zone()),
            json!({"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "day",
                "holidayBeta": "Christmas",
                "values": [{"type": "value", "value": "2013-02-13T00:00:00.000-02:00", "grain": "day"}]})
        );
        let open = Resolved {
            value: SingleTimeValue::Open(r.value_instant(), IntervalDirection::After),
            values: Values { items: [None; 3] },
            holiday: None,
            latent: true,
        };
        assert_eq!(
            open.to_json(reference.zone()),
            json!({"type": "interval", "from": {"value": "2013-02-13T00:00:00.000-02:00", "grain": "day"},
                "values": []})
        );
    }

    impl Resolved {
        fn value_instant(&self) -> Instant {
            match self.value {
                SingleTimeValue::Simple(i)
                | SingleTimeValue::Interval(i, _)
                | SingleTimeValue::Open(i, _) => i,
            }
        }
    }
}
