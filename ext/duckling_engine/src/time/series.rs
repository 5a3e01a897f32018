//! Running a predicate (Duckling's `runPredicate`): from an instant `t`, the backward series (most recent
//! first) and the forward series (the instance holding `t` first) of time objects it denotes.
//!
//! Series are lazy iterators over a small state machine per predicate node, so nothing is computed beyond
//! what resolution consumes, and the leaves (calendar fields, cycles) step without allocating. Duckling's
//! search limits are kept exactly, since they decide outputs (a sparse intersection found by a wider
//! search would change which parse wins): an intersection looks into at most [`SAFE_MAX`] instances of its
//! coarser side, a mapped series ("from … to …", "the nth … after …") into [`SAFE_MAX_INTERVAL`] instances
//! of its base, both within the context's bounds (±2000 years of the reference at the top).

use std::cell::{Cell, RefCell};

use jiff::civil::DateTime;

use super::data::Season;
use super::duration::DurationData;
use super::grain::Grain;
use super::moment::Moment;
use super::object::{TimeIntervalType, TimeObject};
use super::predicate::{DayTable, Predicate, ReachesAt, Series, TimeDateFields};
use super::render::{LocalZone, zoned};
use crate::engine::fast_hash::FastMap;
use crate::options::WeekStart;

/// Duckling's `safeMax`: how many outer instances an intersection looks into.
pub(crate) const SAFE_MAX: usize = 10;
/// Duckling's `safeMaxInterval`: how many base instances a mapped series takes on each side.
pub(crate) const SAFE_MAX_INTERVAL: usize = 12;

/// Which of a predicate's two series.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    /// Backward from the reference, most recent first.
    Past,
    /// Forward from the reference, the instance holding it first.
    Future,
}

/// What a series is run against: the parse's reference and the bounds of the search.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    pub ref_time: TimeObject,
    pub min_time: TimeObject,
    pub max_time: TimeObject,
    /// The reference's zone: for the offsets of an explicit zone ("3pm CET"), and for elapsed time ("in 2
    /// hours" across a DST change).
    pub zone: LocalZone<'a>,
    /// The day cycles of a week ("this week", "last week") start on.
    pub week_start: WeekStart,
    /// What the mapped series' searching maps gave in this parse's resolutions ([`Mapped`]); none outside one.
    pub mapped: Option<&'a Mapped>,
    /// The parse's cancel probe, asked as the search steps ([`Stop`]); none outside a parse.
    pub stop: Option<&'a Stop<'a>>,
}

/// A search's way to stop when the parse is cancelled: a value with nested series takes milliseconds to
/// resolve (a schedule of other dates: up to 8 ms each), where a cancelled parse should return within one.
/// The probe is asked once every [`STEPS_PER_PROBE`] of the steps that may run long (an outer instance of an
/// intersection, a map of a nested series: see [`Map::apply`]); once it says stop, intersections end and such
/// maps give nothing, and the resolution's result is not to be used.
pub(crate) struct Stop<'a> {
    probe: &'a dyn Fn() -> bool,
    /// The steps counted over the parse's resolutions (most take a few steps): the probe is asked at every
    /// [`STEPS_PER_PROBE`]-th, and the parse reads how dear a window's values were from it.
    steps: &'a Cell<u64>,
    stopped: Cell<bool>,
}

/// Steps of a search between two questions to the cancel probe, counted over a parse's resolutions. A
/// schedule of other dates went 1.7 ms at most without one in its time values at 256, 1.2 to 1.5 ms at 1 to 32
/// (research/engine-profile/stop55/cancel-gaps.txt); asking more often only added calls, and a parse's probe
/// calls are what the windows tests weigh a list's work by (at 32, a list of "last week-end in October" read
/// twice dense text's).
const STEPS_PER_PROBE: u64 = 256;

impl<'a> Stop<'a> {
    pub fn new(probe: &'a dyn Fn() -> bool, steps: &'a Cell<u64>) -> Stop<'a> {
        Stop {
            probe,
            steps,
            stopped: Cell::new(false),
        }
    }

    /// Whether the search stopped (the probe said so at some step).
    pub fn stopped(&self) -> bool {
        self.stopped.get()
    }

    /// The steps of a search known to find nothing, taken at once ([`Mapped`]): counted as if taken one by one,
    /// so that how dear a window's values were reads the same, and the probe asked if they pass one of its turns.
    fn skip(&self, steps: u64) {
        let before = self.steps.get();
        let after = before + steps;
        self.steps.set(after);
        if after / STEPS_PER_PROBE > before / STEPS_PER_PROBE && (self.probe)() {
            self.stopped.set(true);
        }
    }

    /// The steps counted so far.
    fn count(&self) -> u64 {
        self.steps.get()
    }

    /// A step of the search: whether it is to stop.
    fn step(&self) -> bool {
        let steps = self.steps.get() + 1;
        self.steps.set(steps);
        if steps % STEPS_PER_PROBE == 0 && (self.probe)() {
            self.stopped.set(true);
        }
        self.stopped.get()
    }
}

impl std::fmt::Debug for Stop<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stop")
            .field("stopped", &self.stopped.get())
            .finish_non_exhaustive()
    }
}

impl<'a> Context<'a> {
    /// The top-level context of a parse: reference `now` (a second-grain instant), searches bounded to
    /// ±2000 years of it (clamped to the calendar's range).
    pub fn new(now: DateTime, zone: LocalZone<'a>) -> Context<'a> {
        let ref_time = TimeObject::at(Moment::from_datetime(now), Grain::Second);
        let bound = |years: i64, limit: Moment| {
            ref_time
                .plus(Grain::Year, years)
                .unwrap_or(TimeObject::at(limit, Grain::Second))
        };
        Context {
            ref_time,
            min_time: bound(-2000, Moment::MIN),
            max_time: bound(2000, Moment::MAX),
            zone,
            week_start: WeekStart::Monday,
            mapped: None,
            stop: None,
        }
    }

    /// A step of the search: whether it is to stop ([`Stop`]).
    fn stopped(&self) -> bool {
        self.stop.is_some_and(Stop::step)
    }

    /// [`TimeObject::round`] with this parse's weeks: a Sunday week is the Monday week of the day after, a day
    /// earlier.
    fn round(&self, x: &TimeObject, grain: Grain) -> TimeObject {
        let sunday_week = || {
            let monday = x.plus(Grain::Day, 1)?.round(Grain::Week);
            Some(TimeObject::at(
                monday.start.plus(Grain::Day, -1)?,
                Grain::Week,
            ))
        };
        match (grain, self.week_start) {
            (Grain::Week, WeekStart::Sunday) => sunday_week().unwrap_or_else(|| x.round(grain)),
            _ => x.round(grain),
        }
    }
}

/// The backward and forward series of `pred` from `t`.
pub(crate) fn run<'a>(
    pred: &'a Predicate,
    t: &TimeObject,
    ctx: &Context<'a>,
) -> (SeriesIter<'a>, SeriesIter<'a>) {
    (
        series(pred, t, ctx, Direction::Past),
        series(pred, t, ctx, Direction::Future),
    )
}

/// One of the two series of `pred` from `t`.
pub(crate) fn series<'a>(
    pred: &'a Predicate,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    source_series(Source::Pred(pred), t, ctx, dir)
}

/// A lazy series of time objects; see [`series`].
pub(crate) struct SeriesIter<'a>(State<'a>);

enum State<'a> {
    Empty,
    Once(Option<TimeObject>),
    /// `next`, then `next` moved by `step` of `grain`, repeatedly (Duckling's `iterate (timePlus …)`).
    Step {
        next: Option<TimeObject>,
        grain: Grain,
        step: i64,
    },
    /// Day `n` of every month from `month` on that has one.
    DayOfMonth {
        month: Option<TimeObject>,
        step: i64,
        n: i32,
    },
    /// `runCompose` of fields whose every outer instance holds exactly one inner one (see
    /// [`dense_fields`]): `offset` seconds into each of the first `remaining` outer instances.
    Dense {
        outer: Option<TimeObject>,
        outer_grain: Grain,
        outer_step: i64,
        /// Seconds from an outer start to the match, or for a day of the month the day (1–31).
        offset: i64,
        grain: Grain,
        remaining: usize,
        bound: TimeObject,
        dir: Direction,
    },
    Compose(Box<Compose<'a>>),
    SeqMap(Box<SeqMap<'a>>),
    Replace(Box<Replace<'a>>),
    Seasons {
        next: Option<Season>,
        forward: bool,
    },
    Weekdays {
        next: Option<Moment>,
        forward: bool,
    },
    Periodic {
        given: TimeObject,
        grain: Grain,
        period: i64,
        k: i64,
        step: i64,
    },
    /// `days[next]`, walking forward or backward; `next` is one past the element for backward walks.
    Table {
        days: &'static [(i16, i8, i8)],
        next: usize,
        forward: bool,
    },
}

impl Iterator for SeriesIter<'_> {
    type Item = TimeObject;

    /// Steps from an aligned anchor are exact multiples (no month is clamped on the way), so the `k`th
    /// step is one shift, however far: "the 100000th day from now" costs what "tomorrow" does.
    fn nth(&mut self, k: usize) -> Option<TimeObject> {
        if let State::Step { next, grain, step } = &mut self.0 {
            let shift = i64::try_from(k).ok().and_then(|k| step.checked_mul(k));
            let target = next.and_then(|cur| cur.plus(*grain, shift?));
            *next = target.and_then(|t| t.plus(*grain, *step));
            return target;
        }
        for _ in 0..k {
            self.next()?;
        }
        self.next()
    }

    fn next(&mut self) -> Option<TimeObject> {
        match &mut self.0 {
            State::Empty => None,
            State::Once(x) => x.take(),
            State::Step { next, grain, step } => {
                let cur = (*next)?;
                *next = cur.plus(*grain, *step);
                Some(cur)
            }
            State::DayOfMonth { month, step, n } => loop {
                let m = (*month)?;
                *month = m.plus(Grain::Month, *step);
                if m.start.days_in_month() >= i64::from(*n) {
                    return m.plus(Grain::Day, i64::from(*n - 1));
                }
            },
            State::Dense {
                outer,
                outer_grain,
                outer_step,
                offset,
                grain,
                remaining,
                bound,
                dir,
            } => loop {
                let o = (*outer)?;
                let within = match dir {
                    Direction::Future => o.start < bound.end(),
                    Direction::Past => bound.start < o.end(),
                };
                if *remaining == 0 || !within {
                    *outer = None;
                    return None;
                }
                *remaining -= 1;
                *outer = o.plus(*outer_grain, *outer_step);
                if *grain == Grain::Day {
                    // A day of the month, in months that have it.
                    if o.start.days_in_month() >= *offset {
                        return Some(TimeObject::at(
                            o.start.plus(Grain::Day, *offset - 1)?,
                            Grain::Day,
                        ));
                    }
                } else {
                    return Some(TimeObject::at(
                        o.start.plus(Grain::Second, *offset)?,
                        *grain,
                    ));
                }
            },
            State::Compose(c) => c.next(),
            State::SeqMap(m) => m.next(),
            State::Replace(r) => r.next(),
            State::Seasons { next, forward } => {
                let season = (*next)?;
                let (start, end) = (season.start()?, season.end()?);
                *next = Some(if *forward {
                    season.next()
                } else {
                    season.prev()
                });
                Some(TimeObject {
                    start,
                    grain: Grain::Day,
                    end: Some(end),
                })
            }
            State::Weekdays { next, forward } => {
                let day = (*next)?;
                *next = if *forward {
                    next_weekday(day)
                } else {
                    prev_weekday(day)
                };
                Some(TimeObject::at(day, Grain::Day))
            }
            State::Periodic {
                given,
                grain,
                period,
                k,
                step,
            } => {
                let x = periodic_element(given, *grain, *period, *k)?;
                *k += *step;
                Some(x)
            }
            State::Table {
                days,
                next,
                forward,
            } => {
                let i = if *forward {
                    let i = *next;
                    *next += 1;
                    i
                } else {
                    *next = next.checked_sub(1)?;
                    *next
                };
                Some(TimeObject::at(table_day(days.get(i)?)?, Grain::Day))
            }
        }
    }
}

fn table_day(&(y, m, d): &(i16, i8, i8)) -> Option<Moment> {
    Moment::from_ymd(i64::from(y), i64::from(m), i64::from(d))
}

// ---------------------------------------------------------------------------------------------------------
// Sources: predicates, and the calendar fields of one, composed finest first as Duckling does

#[derive(Clone, Copy)]
enum Source<'a> {
    Pred(&'a Predicate),
    /// The fields from index `from` on, composed (`foldr1 runCompose`), computed directly when they
    /// have a dense shape and the flag allows it (tests turn it off to compare).
    Fields(&'a TimeDateFields, u8, bool),
    /// One field alone.
    Field(&'a TimeDateFields, u8),
}

/// The fields present as bits, in the order Duckling's `TimeDatePredicate` runner composes them (finest
/// first): second, minute, hour, weekday, day, month, year.
fn field_mask(f: &TimeDateFields) -> u8 {
    [
        f.second.is_some(),
        f.minute.is_some(),
        f.hour.is_some(),
        f.day_of_week.is_some(),
        f.day_of_month.is_some(),
        f.month.is_some(),
        f.year.is_some(),
    ]
    .iter()
    .enumerate()
    .fold(0, |m, (i, &set)| m | (u8::from(set) << i))
}

fn source_series<'a>(
    src: Source<'a>,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    match src {
        Source::Pred(p) => pred_series(p, t, ctx, dir),
        Source::Fields(f, from, dense) => {
            let rest = field_mask(f) & (u8::MAX << from);
            let first = rest.trailing_zeros() as u8;
            match rest.count_ones() {
                0 => SeriesIter(State::Empty),
                1 => field_series(f, first, t, dir),
                _ => match dense.then(|| dense_fields(f, rest, t, ctx, dir)).flatten() {
                    Some(fast) => fast,
                    None => compose(
                        Source::Field(f, first),
                        Source::Fields(f, first + 1, dense),
                        t,
                        ctx,
                        dir,
                    ),
                },
            }
        }
        Source::Field(f, i) => field_series(f, i, t, dir),
    }
}

fn pred_series<'a>(
    pred: &'a Predicate,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    match pred {
        Predicate::Empty => SeriesIter(State::Empty),
        // An am/pm without an hour matches nothing (it only ever qualifies an hour).
        Predicate::Fields(f) if f.hour.is_none() && f.ampm.is_some() => SeriesIter(State::Empty),
        Predicate::Fields(f) => source_series(Source::Fields(f, 0, true), t, ctx, dir),
        // Parts that want other hours, days … (`predicate::Known`): the search would find nothing.
        Predicate::Intersect(..) if pred.never_holds() => SeriesIter(State::Empty),
        Predicate::Intersect(_, a, b) => compose(Source::Pred(a), Source::Pred(b), t, ctx, dir),
        Predicate::Intervals(kind, a, b) => seq_map(true, Map::Interval(*kind, b), a, t, ctx, dir),
        Predicate::ReplaceIntersect(a, b, c) => {
            let bound = match dir {
                Direction::Past => ctx.min_time,
                Direction::Future => ctx.max_time,
            };
            SeriesIter(State::Replace(Box::new(Replace {
                parts: [
                    series(a, t, ctx, dir),
                    series(b, t, ctx, dir),
                    series(c, t, ctx, dir),
                ],
                taken: 0,
                bound,
                dir,
            })))
        }
        Predicate::Series(_, s) => series_series(s, t, ctx, dir),
    }
}

/// A series stepping from `anchor` by `step` of `grain`: forward from the anchor, backward from one step
/// before it (Duckling's `timeSequence`).
fn sequence<'a>(
    anchor: Option<TimeObject>,
    grain: Grain,
    step: i64,
    dir: Direction,
) -> SeriesIter<'a> {
    SeriesIter(match dir {
        Direction::Future => State::Step {
            next: anchor,
            grain,
            step,
        },
        Direction::Past => State::Step {
            next: anchor.and_then(|a| a.plus(grain, -step)),
            grain,
            step: -step,
        },
    })
}

fn field_series<'a>(f: &TimeDateFields, i: u8, t: &TimeObject, dir: Direction) -> SeriesIter<'a> {
    let dt = t.start;
    let ahead = |grain: Grain, k: i64| t.round(grain).plus(grain, k);
    match i {
        0 => {
            let n = f.second.unwrap_or(0);
            let anchor = ahead(Grain::Second, (i64::from(n) - dt.second()).rem_euclid(60));
            sequence(anchor, Grain::Minute, 1, dir)
        }
        1 => {
            let n = f.minute.unwrap_or(0);
            let anchor = ahead(Grain::Minute, (i64::from(n) - dt.minute()).rem_euclid(60));
            sequence(anchor, Grain::Hour, 1, dir)
        }
        2 => {
            let (n, step) = f.hour_and_step().unwrap_or((0, 24));
            let anchor = ahead(
                Grain::Hour,
                (i64::from(n) - dt.hour()).rem_euclid(i64::from(step)),
            );
            sequence(anchor, Grain::Hour, i64::from(step), dir)
        }
        3 => {
            let n = f.day_of_week.unwrap_or(1);
            let anchor = ahead(Grain::Day, (i64::from(n) - dt.weekday()).rem_euclid(7));
            sequence(anchor, Grain::Day, 7, dir)
        }
        4 => {
            let n = f.day_of_month.unwrap_or(1);
            // No month has a day past 31 (Duckling would search forever); day 0 and below count back from
            // the first of the month, as Duckling's `addDays (n - 1)`: French "fin du mois" ends at day 0.
            if n > 31 {
                return SeriesIter(State::Empty);
            }
            let rounded = t.round(Grain::Month);
            let anchor = if dt.day() <= i64::from(n) {
                Some(rounded)
            } else {
                rounded.plus(Grain::Month, 1)
            };
            let (month, step) = match dir {
                Direction::Future => (anchor, 1),
                Direction::Past => (anchor.and_then(|a| a.plus(Grain::Month, -1)), -1),
            };
            SeriesIter(State::DayOfMonth { month, step, n })
        }
        5 => {
            let n = f.month.unwrap_or(1);
            let rounded = t.round(Grain::Year).plus(Grain::Month, i64::from(n - 1));
            let anchor = rounded.and_then(|r| {
                if t.starts_before_the_end_of(&r) {
                    Some(r)
                } else {
                    r.plus(Grain::Year, 1)
                }
            });
            sequence(anchor, Grain::Year, 1, dir)
        }
        _ => {
            let n = f.year.unwrap_or(0);
            let year = dt.year();
            let y = t.round(Grain::Year).plus(Grain::Year, i64::from(n) - year);
            let ahead = year <= i64::from(n);
            SeriesIter(State::Once(if ahead == (dir == Direction::Future) {
                y
            } else {
                None
            }))
        }
    }
}

/// The fields of `mask`, computed directly when they are one of the dense shapes, the ones
/// clock times and dates are made of; `None` for any other shape, which is composed generically.
///
/// - minute and hour (and second): each hour instance holds its minute exactly once, at the same offset,
///   so the series is the hour series shifted, over the hour series' first `SAFE_MAX` instances;
/// - day and month: each month instance holds its day once if the month is long enough, over the month
///   series' first `SAFE_MAX` instances (a Feb 29 is found only in leap years among them);
/// - day, month and year, or month and year: one instance at most, on the side its year is on.
///
/// Each gives exactly what `runCompose` gives, limits included (`tests::dense_fields_match_composition`).
fn dense_fields<'a>(
    f: &TimeDateFields,
    mask: u8,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> Option<SeriesIter<'a>> {
    let bound = match dir {
        Direction::Past => ctx.min_time,
        Direction::Future => ctx.max_time,
    };
    let dense = |outer: SeriesIter<'a>, offset: i64, grain: Grain| {
        let State::Step {
            next,
            grain: g,
            step,
        } = outer.0
        else {
            return None;
        };
        Some(SeriesIter(State::Dense {
            outer: next,
            outer_grain: g,
            outer_step: step,
            offset,
            grain,
            remaining: SAFE_MAX,
            bound,
            dir,
        }))
    };
    let clock = |n: Option<i32>| n.filter(|n| (0..60).contains(n)).map(i64::from);
    const SECOND: u8 = 1;
    const MINUTE: u8 = 1 << 1;
    const HOUR: u8 = 1 << 2;
    const DAY: u8 = 1 << 4;
    const MONTH: u8 = 1 << 5;
    const YEAR: u8 = 1 << 6;
    match mask {
        m if m == MINUTE | HOUR => dense(
            field_series(f, 2, t, dir),
            clock(f.minute)? * 60,
            Grain::Minute,
        ),
        m if m == SECOND | MINUTE | HOUR => dense(
            field_series(f, 2, t, dir),
            clock(f.minute)? * 60 + clock(f.second)?,
            Grain::Second,
        ),
        m if m == DAY | MONTH => {
            let day = f.day_of_month.filter(|d| (1..=31).contains(d))?;
            f.month.filter(|m| (1..=12).contains(m))?;
            dense(field_series(f, 5, t, dir), i64::from(day), Grain::Day)
        }
        m if m == DAY | MONTH | YEAR || m == MONTH | YEAR => {
            let month = i64::from(f.month.filter(|m| (1..=12).contains(m))?);
            let year = field_series(f, 6, t, dir).next();
            let within = |x: &TimeObject| match dir {
                Direction::Future => x.start < bound.end(),
                Direction::Past => bound.start < x.end(),
            };
            let found = year.filter(within).and_then(|y| {
                let month = y.plus(Grain::Month, month - 1).filter(within)?;
                match f.day_of_month {
                    None => Some(month),
                    Some(d) if (1..=31).contains(&d) => {
                        let d = i64::from(d);
                        (month.start.days_in_month() >= d)
                            .then(|| {
                                Some(TimeObject::at(
                                    month.start.plus(Grain::Day, d - 1)?,
                                    Grain::Day,
                                ))
                            })
                            .flatten()
                    }
                    Some(_) => None,
                }
            });
            Some(SeriesIter(State::Once(found)))
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------------------
// Intersection (Duckling's `runCompose`)

/// Instances of `inner` inside each of the first `SAFE_MAX` instances of `outer` (the coarser side).
fn compose<'a>(
    inner: Source<'a>,
    outer: Source<'a>,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    SeriesIter(State::Compose(Box::new(Compose {
        outer: source_series(outer, t, ctx, dir),
        inner,
        inner_address: match inner {
            Source::Pred(p) => Some(std::ptr::from_ref(p) as usize),
            _ => None,
        },
        taken: 0,
        ctx: *ctx,
        dir,
        current: None,
        inner_series: SeriesIter(State::Empty),
    })))
}

struct Compose<'a> {
    outer: SeriesIter<'a>,
    inner: Source<'a>,
    /// The inner predicate's address, by which [`Mapped`] remembers the outer instances it has no instance in: a
    /// value nests the values of its parts ("alle 5 del pomeriggio gli ultimi 2 secondi notte di san silvestro"
    /// nests "alle 5 del pomeriggio gli ultimi 2 secondi"), and each resolution searched the nested ones again
    /// inside the same outer instances, most of them in vain. The inner series run from an outer instance is the
    /// same wherever in a parse it runs: the context differs only by its bounds, which are that instance. `None`
    /// for the fields of one date, composed among themselves.
    inner_address: Option<usize>,
    taken: usize,
    ctx: Context<'a>,
    dir: Direction,
    /// The outer instance being searched, its end, whether it met the outer instance yet, and the parse's count
    /// of steps when it began.
    current: Option<(TimeObject, Moment, bool, u64)>,
    /// The inner series run from the outer instance being searched: written in place, not moved with
    /// `current` (a search of a failing value starts one for each outer instance).
    inner_series: SeriesIter<'a>,
}

impl Compose<'_> {
    fn next(&mut self) -> Option<TimeObject> {
        loop {
            if let Some((outer, outer_end, met, began)) = &mut self.current {
                for x in self.inner_series.by_ref() {
                    if x.start >= *outer_end {
                        break;
                    }
                    if let Some(both) = outer.intersect_ending(*outer_end, &x, x.end()) {
                        *met = true;
                        return Some(both);
                    }
                }
                // A stopped search may have ended early: what it did not find is not known to be absent.
                if let (false, Some(pred), Some(searched)) =
                    (*met, self.inner_address, self.ctx.mapped)
                    && !self.ctx.stop.is_some_and(Stop::stopped)
                {
                    let steps = self.ctx.stop.map_or(0, |stop| stop.count() - *began);
                    searched.remember_barren((pred, *outer), steps);
                }
                self.current = None;
            }
            if self.taken >= SAFE_MAX || self.ctx.stopped() {
                return None;
            }
            let outer = self.outer.next()?;
            let outer_end = outer.end();
            let within = match self.dir {
                Direction::Future => outer.start < self.ctx.max_time.end(),
                Direction::Past => self.ctx.min_time.start < outer_end,
            };
            if !within {
                self.taken = SAFE_MAX;
                return None;
            }
            self.taken += 1;
            if let (Some(pred), Some(searched)) = (self.inner_address, self.ctx.mapped)
                && let Some(&steps) = searched.barren.borrow().get(&(pred, outer))
            {
                if let Some(stop) = self.ctx.stop {
                    stop.skip(steps);
                }
                continue;
            }
            let fixed = Context {
                min_time: outer,
                max_time: outer,
                ..self.ctx
            };
            self.inner_series = source_series(self.inner, &outer, &fixed, Direction::Future);
            let began = self.ctx.stop.map_or(0, Stop::count);
            self.current = Some((outer, outer_end, false, began));
        }
    }
}

/// Duckling's `runComposeWithReplacement`: the second series, with an element replaced by the third's
/// wherever the first meets it; pairs up the first `SAFE_MAX` elements of each.
struct Replace<'a> {
    parts: [SeriesIter<'a>; 3],
    taken: usize,
    bound: TimeObject,
    dir: Direction,
}

impl Replace<'_> {
    fn next(&mut self) -> Option<TimeObject> {
        if self.taken >= SAFE_MAX {
            return None;
        }
        self.taken += 1;
        let (bound, dir) = (self.bound, self.dir);
        let mut take = |i: usize| {
            let x = self.parts[i].next()?;
            let within = match dir {
                Direction::Future => x.starts_before_the_end_of(&bound),
                Direction::Past => bound.starts_before_the_end_of(&x),
            };
            within.then_some(x)
        };
        let (a, b, c) = (take(0), take(1), take(2));
        let (a, b, c) = (a?, b?, c?);
        Some(if a.intersect(&b).is_some() { c } else { b })
    }
}

// ---------------------------------------------------------------------------------------------------------
// Mapped series (Duckling's `timeSeqMap`)

/// What a mapped series computes from each base instance.
#[derive(Clone, Copy)]
enum Map<'a> {
    /// From the instance to the first instance of the predicate after it.
    Interval(TimeIntervalType, &'a Predicate),
    NthAfter {
        n: i32,
        not_immediate: bool,
        cyclic: &'a Predicate,
    },
    NthClosest {
        n: i32,
        cyclic: &'a Predicate,
    },
    LastOf(&'a Predicate),
    Merge(DurationData),
    Shift(DurationData),
    Timezone(i32),
}

impl Map<'_> {
    /// `f(x)`, from the parse's memo where the map runs a predicate that nests series of series: such a
    /// predicate ("the 2nd week after the 1st weekend of March to July …") runs its inner series again from
    /// every base instance of every outer one, the same instances over and over, and each run is a pure
    /// function of the map, the instance and the search's bounds. A shallower predicate is run again: its
    /// instances seldom repeat (a holiday's days from each of its years), and looking them up costs more.
    fn apply(&self, x: &TimeObject, ctx: &Context) -> Option<TimeObject> {
        let Some(key) = self.key(x, ctx) else {
            return self.compute(x, ctx);
        };
        // The nested series are what takes long to search: a stopped search maps nothing more.
        if ctx.stopped() {
            return None;
        }
        let Some(mapped) = ctx.mapped else {
            return self.compute(x, ctx);
        };
        if let Some(&found) = mapped.maps.borrow().get(&key) {
            return found;
        }
        let found = self.compute(x, ctx);
        mapped.remember(key, found);
        found
    }

    /// What [`Map::apply`] remembers `f(x)` by: the map by the address of the predicate it runs (the memo's
    /// owner keeps every value it was resolved for, so an address is one predicate), `None` for the maps that
    /// run no series or a shallow one.
    fn key(&self, x: &TimeObject, ctx: &Context) -> Option<MapKey> {
        let (map, n, flag, pred) = match *self {
            Map::Interval(kind, to) => (0, 0, kind == TimeIntervalType::Open, to),
            Map::NthAfter {
                n,
                not_immediate,
                cyclic,
            } => (1, n, not_immediate, cyclic),
            Map::NthClosest { n, cyclic } => (2, n, false, cyclic),
            Map::LastOf(cyclic) => (3, 0, false, cyclic),
            Map::Merge(_) | Map::Shift(_) | Map::Timezone(_) => return None,
        };
        (!runs_shallow(pred)).then(|| MapKey {
            pred: std::ptr::from_ref(pred) as usize,
            map,
            n,
            flag,
            x: *x,
            bounds: (ctx.min_time, ctx.max_time),
        })
    }

    /// `f(x)`, computed.
    fn compute(&self, x: &TimeObject, ctx: &Context) -> Option<TimeObject> {
        match *self {
            Map::Interval(kind, to) => {
                let first = series(to, x, ctx, Direction::Future).next()?;
                Some(x.interval(kind, &first))
            }
            Map::NthAfter {
                n,
                not_immediate,
                cyclic,
            } => nth_instance(cyclic, x, ctx, n, |first| not_immediate && first.before(x)),
            Map::NthClosest { n, cyclic } => {
                let (mut past, mut future) = run(cyclic, x, ctx);
                let (mut p, mut f) = (past.next(), future.next());
                let closeness =
                    |y: &Option<TimeObject>| y.map(|y| -(x.start.seconds_since(y.start).abs()));
                let mut found = None;
                for _ in 0..=n.max(0) {
                    if p.is_none() && f.is_none() {
                        return None;
                    }
                    if closeness(&p) > closeness(&f) {
                        found = p;
                        p = past.next();
                    } else {
                        found = f;
                        f = future.next();
                    }
                }
                found
            }
            Map::LastOf(cyclic) => {
                series(cyclic, &x.starting_at_the_end(), ctx, Direction::Past).next()
            }
            Map::Merge(dd) => {
                let grain = x.grain.min(dd.grain);
                let base = if grain == x.grain {
                    *x
                } else {
                    ctx.round(x, grain)
                };
                base.plus(dd.grain, dd.value)
            }
            Map::Shift(dd) => {
                let base = x.round(dd.grain.finer());
                if dd.grain <= Grain::Hour {
                    elapsed(&base, dd, &ctx.zone)
                } else {
                    base.plus(dd.grain, dd.value)
                }
            }
            Map::Timezone(provided_minutes) => {
                let zone_seconds = ctx
                    .zone
                    .tz
                    .to_ambiguous_zoned(x.start.to_datetime())
                    .compatible()
                    .map(|z| z.offset().seconds())
                    .unwrap_or(0);
                let shift = i64::from(zone_seconds / 60) - i64::from(provided_minutes);
                x.plus(Grain::Minute, shift)
            }
        }
    }
}

/// Whether running `p` is a leaf's series (fields, cycles, tables) or one step over leaves: a holiday, "the
/// 3rd Monday of March", "from 9 to 5".
fn runs_shallow(p: &Predicate) -> bool {
    let leaf = |p: &Predicate| {
        matches!(
            p,
            Predicate::Empty
                | Predicate::Fields(_)
                | Predicate::Series(
                    _,
                    Series::Cycle(_)
                        | Series::Weekday
                        | Series::Season
                        | Series::Periodic { .. }
                        | Series::Computed(_)
                )
        )
    };
    leaf(p)
        || match p {
            Predicate::Intersect(_, a, b) | Predicate::Intervals(_, a, b) => leaf(a) && leaf(b),
            Predicate::Series(
                _,
                Series::TakeNthAfter { cyclic, base, .. }
                | Series::TakeNthClosest { cyclic, base, .. }
                | Series::TakeLastOf { cyclic, base },
            ) => leaf(cyclic) && leaf(base),
            Predicate::Series(
                _,
                Series::TakeNth { pred, .. }
                | Series::TakeN { pred, .. }
                | Series::MergeDuration { pred, .. }
                | Series::ShiftDuration { pred, .. }
                | Series::ShiftTimezone { pred, .. },
            ) => leaf(pred),
            _ => false,
        }
}

/// What the nested searches gave in the resolutions of one parse's values (`resolve_remembering`): what
/// [`Map::apply`] gave, by the map, the base instance and the search's bounds; and the outer instances of an
/// intersection in which its inner predicate has no instance ([`Compose`]), by that predicate and the instance.
#[derive(Debug, Default)]
pub(crate) struct Mapped {
    /// What each map gave.
    maps: RefCell<FastMap<MapKey, Option<TimeObject>>>,
    /// The outer instances where an inner predicate has nothing, by its address and the instance, with the steps
    /// that search took: a search that passes over them counts them still ([`Stop::skip`]), so that the windows'
    /// bound on searched steps trips where it did (every list and corpus line answers as it did).
    barren: RefCell<FastMap<(usize, TimeObject), u64>>,
    /// What the intersections of the values hold at the parse's reference, and their parts the reference fixes.
    pub reaches: ReachesAt,
}

impl Mapped {
    /// Forgets it all, as the predicates it was given may now be let go of.
    pub fn clear(&mut self) {
        self.maps.get_mut().clear();
        self.barren.get_mut().clear();
        self.reaches.clear();
    }

    /// Keeps `found` for `key`, after forgetting the rest once [`MAPPED_KEPT`] are kept.
    fn remember(&self, key: MapKey, found: Option<TimeObject>) {
        let mut kept = self.maps.borrow_mut();
        if kept.len() >= MAPPED_KEPT {
            kept.clear();
        }
        kept.insert(key, found);
    }

    /// Keeps that the predicate at `key.0` has no instance inside the outer instance `key.1`, found in `steps`
    /// steps, after forgetting the rest once [`MAPPED_KEPT`] are kept.
    fn remember_barren(&self, key: (usize, TimeObject), steps: u64) {
        let mut kept = self.barren.borrow_mut();
        if kept.len() >= MAPPED_KEPT {
            kept.clear();
        }
        kept.insert(key, steps);
    }
}

/// The most results [`Mapped`] keeps (about 150 bytes each): a schedule of other dates makes some thousands a
/// value, and a list's next values are the ones that meet its last ones again.
const MAPPED_KEPT: usize = 4_096;

#[derive(Debug, PartialEq, Eq, Hash)]
struct MapKey {
    pred: usize,
    map: u8,
    n: i32,
    flag: bool,
    x: TimeObject,
    bounds: (TimeObject, TimeObject),
}

/// `base` moved by `dd` of elapsed time: hours, minutes and seconds pass on the clock of the zone's UTC
/// offsets, so "in 2 hours" at 01:30 on the night New York's clocks go forward is 04:30 EDT, where adding to
/// the wall clock gives 03:30, an hour away. (Days and longer are counted on the calendar: "in 2 days" keeps
/// the time of day.) Duckling adds to the wall clock too, but renders such times with the offset before the
/// change, which lands on the same instant this does.
fn elapsed(base: &TimeObject, dd: DurationData, zone: &LocalZone) -> Option<TimeObject> {
    let on_the_wall = base.plus(dd.grain, dd.value)?;
    let Some(from) = zoned(base.start.to_datetime(), zone) else {
        return Some(on_the_wall);
    };
    let to = from
        .checked_add(jiff::SignedDuration::from_secs(dd.in_seconds()))
        .ok()?;
    let at = Moment::from_datetime(to.datetime());
    Some(TimeObject::at(at, on_the_wall.grain))
}

/// The element `k` places after `first` (which is element 0) in `rest`.
fn nth_from(first: TimeObject, rest: &mut SeriesIter, k: i32) -> Option<TimeObject> {
    match usize::try_from(k).ok()? {
        0 => Some(first),
        k => rest.nth(k - 1),
    }
}

fn seq_map<'a>(
    dont_reverse: bool,
    f: Map<'a>,
    base: &'a Predicate,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    SeriesIter(State::SeqMap(Box::new(SeqMap {
        f,
        base,
        t: *t,
        ctx: *ctx,
        dir,
        dont_reverse,
        stage: Stage::Start,
        moved: Vec::new(),
        source: SeriesIter(State::Empty),
        taken: 0,
    })))
}

#[derive(PartialEq)]
enum Stage {
    Start,
    /// Yielding the instances moved over from the other side, then skipping the other side's own.
    Moved(usize),
    Skipping,
    Own,
    Done,
}

/// `f` applied to the first `SAFE_MAX_INTERVAL` instances of `base` on each side of `t`; results that end
/// after `t` belong to the future even if they came from the past side (an interval holding now), and
/// results that end by `t` to the past.
struct SeqMap<'a> {
    f: Map<'a>,
    base: &'a Predicate,
    t: TimeObject,
    ctx: Context<'a>,
    dir: Direction,
    dont_reverse: bool,
    stage: Stage,
    /// Results from the other side that belong to this one.
    moved: Vec<TimeObject>,
    source: SeriesIter<'a>,
    taken: usize,
}

impl SeqMap<'_> {
    /// The next mapped result from the current side (at most `SAFE_MAX_INTERVAL` base instances).
    fn mapped(&mut self) -> Option<TimeObject> {
        while self.taken < SAFE_MAX_INTERVAL {
            let x = self.source.next()?;
            self.taken += 1;
            if let Some(y) = self.f.apply(&x, &self.ctx) {
                return Some(y);
            }
        }
        None
    }

    /// Ends after `t`: belongs to the future.
    fn is_future(&self, y: &TimeObject) -> bool {
        self.t.starts_before_the_end_of(y)
    }

    fn next(&mut self) -> Option<TimeObject> {
        let ahead = self.dir == Direction::Future;
        loop {
            match self.stage {
                Stage::Start => {
                    let other = if ahead {
                        Direction::Past
                    } else {
                        Direction::Future
                    };
                    self.source = series(self.base, &self.t, &self.ctx, other);
                    while let Some(y) = self.mapped() {
                        if self.is_future(&y) != ahead {
                            break;
                        }
                        self.moved.push(y);
                    }
                    if !self.dont_reverse {
                        self.moved.reverse();
                    }
                    self.source = series(self.base, &self.t, &self.ctx, self.dir);
                    self.taken = 0;
                    self.stage = Stage::Moved(0);
                }
                Stage::Moved(i) => match self.moved.get(i) {
                    Some(&y) => {
                        self.stage = Stage::Moved(i + 1);
                        return Some(y);
                    }
                    None => self.stage = Stage::Skipping,
                },
                Stage::Skipping | Stage::Own => {
                    let Some(y) = self.mapped() else {
                        self.stage = Stage::Done;
                        return None;
                    };
                    if self.stage == Stage::Skipping {
                        if self.is_future(&y) != ahead {
                            continue;
                        }
                        self.stage = Stage::Own;
                    }
                    let within = if ahead {
                        y.starts_before_the_end_of(&self.ctx.max_time)
                    } else {
                        self.ctx.min_time.starts_before_the_end_of(&y)
                    };
                    if !within {
                        self.stage = Stage::Done;
                        return None;
                    }
                    return Some(y);
                }
                Stage::Done => return None,
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// The helpers' series

fn series_series<'a>(
    s: &'a Series,
    t: &TimeObject,
    ctx: &Context<'a>,
    dir: Direction,
) -> SeriesIter<'a> {
    let placed = |x: Option<TimeObject>| {
        // A single instance goes ahead if it has not ended by `t`.
        SeriesIter(State::Once(x.filter(|x| {
            t.starts_before_the_end_of(x) == (dir == Direction::Future)
        })))
    };
    match s {
        Series::Cycle(grain) => sequence(Some(ctx.round(t, *grain)), *grain, 1, dir),
        Series::TakeNth {
            n,
            not_immediate,
            pred,
        } => placed(take_nth(*n, *not_immediate, pred, ctx)),
        Series::TakeN {
            n,
            not_immediate,
            pred,
        } => placed(take_n(*n, *not_immediate, pred, ctx)),
        Series::TakeNthAfter {
            n,
            not_immediate,
            cyclic,
            base,
        } => seq_map(
            false,
            Map::NthAfter {
                n: *n,
                not_immediate: *not_immediate,
                cyclic,
            },
            base,
            t,
            ctx,
            dir,
        ),
        Series::TakeNthClosest { n, cyclic, base } => {
            seq_map(false, Map::NthClosest { n: *n, cyclic }, base, t, ctx, dir)
        }
        Series::TakeLastOf { cyclic, base } => {
            seq_map(false, Map::LastOf(cyclic), base, t, ctx, dir)
        }
        Series::MergeDuration { pred, duration } => {
            seq_map(false, Map::Merge(*duration), pred, t, ctx, dir)
        }
        Series::ShiftDuration { pred, duration } => {
            seq_map(false, Map::Shift(*duration), pred, t, ctx, dir)
        }
        Series::ShiftTimezone {
            pred,
            offset_minutes,
        } => seq_map(false, Map::Timezone(*offset_minutes), pred, t, ctx, dir),
        Series::Season => {
            let current = Season::of(t.start);
            SeriesIter(State::Seasons {
                next: Some(match dir {
                    Direction::Future => current,
                    Direction::Past => current.prev(),
                }),
                forward: dir == Direction::Future,
            })
        }
        Series::Weekday => {
            let day = t.start.truncate(Grain::Day);
            let next = match dir {
                Direction::Future if is_weekday(day) => Some(day),
                Direction::Future => next_weekday(day),
                Direction::Past => prev_weekday(day),
            };
            SeriesIter(State::Weekdays {
                next,
                forward: dir == Direction::Future,
            })
        }
        Series::Periodic {
            grain,
            period,
            given,
        } => periodic(*grain, i64::from(*period), given, t, dir),
        Series::Computed(DayTable(days)) => {
            // The days that begin before `t`, by their dates: a holiday's series is run from every instance
            // of what it is intersected with, and a day's moment cost more than the comparison.
            let (date, at_midnight) = (t.start.ymd(), t.start.seconds_of_day() == 0);
            let split = days.partition_point(|&(y, m, d)| {
                let day = (i64::from(y), i64::from(m), i64::from(d));
                day < date || (day == date && !at_midnight)
            });
            SeriesIter(State::Table {
                days,
                next: split,
                forward: dir == Direction::Future,
            })
        }
    }
}

/// The one instance of a series the reference alone fixes ([`Predicate::anchored`]), as its series gives it
/// wherever it is searched from.
pub(crate) fn anchored_instance(s: &Series, ctx: &Context) -> Option<TimeObject> {
    match s {
        Series::TakeNth {
            n,
            not_immediate,
            pred,
        } => take_nth(*n, *not_immediate, pred, ctx),
        Series::TakeN {
            n,
            not_immediate,
            pred,
        } => take_n(*n, *not_immediate, pred, ctx),
        // Each instance is the map of one of the predicate's, which has one.
        Series::ShiftDuration { pred, duration } => {
            let x = anchored_instance(pred.anchored()?, ctx)?;
            Map::Shift(*duration).compute(&x, ctx)
        }
        Series::MergeDuration { pred, duration } => {
            let x = anchored_instance(pred.anchored()?, ctx)?;
            Map::Merge(*duration).compute(&x, ctx)
        }
        _ => None,
    }
}

/// Duckling's `takeNth`: the `n`th instance of `pred` counted from the reference (not from `t`).
fn take_nth(n: i32, not_immediate: bool, pred: &Predicate, ctx: &Context) -> Option<TimeObject> {
    let base = ctx.ref_time;
    nth_instance(pred, &base, ctx, n, |first| {
        not_immediate && first.intersect(&base).is_some()
    })
}

/// The `n`th instance of `pred` from `from`: for `n >= 0` counted in the forward series from 0, one
/// further when `skip_first` says so of its first element; for `n < 0`, -1 is the first of the backward
/// series. A cycle's instances are computed directly, the others by walking the series.
fn nth_instance(
    pred: &Predicate,
    from: &TimeObject,
    ctx: &Context,
    n: i32,
    skip_first: impl Fn(&TimeObject) -> bool,
) -> Option<TimeObject> {
    if let Predicate::Series(_, Series::Cycle(grain)) = pred {
        // Cycles step from an aligned anchor, so no month is ever clamped and k steps are one shift.
        let anchor = ctx.round(from, *grain);
        let k = if n >= 0 && skip_first(&anchor) {
            n + 1
        } else {
            n
        };
        return anchor.plus(*grain, i64::from(k));
    }
    if n >= 0 {
        let mut future = series(pred, from, ctx, Direction::Future);
        let first = future.next()?;
        let k = if skip_first(&first) { n + 1 } else { n };
        nth_from(first, &mut future, k)
    } else {
        series(pred, from, ctx, Direction::Past).nth(usize::try_from(-(n + 1)).ok()?)
    }
}

/// Duckling's `takeN`: the block of `n` instances from the reference ("the next 3 days" is Open up to
/// the 4th day; "the last 3 days" Closed over the three before today).
fn take_n(n: i32, not_immediate: bool, pred: &Predicate, ctx: &Context) -> Option<TimeObject> {
    let base = ctx.ref_time;
    if n >= 0 {
        let mut future = series(pred, &base, ctx, Direction::Future);
        let mut start = future.next()?;
        if not_immediate && start.intersect(&base).is_some() {
            start = future.next()?;
        }
        let end = nth_from(start, &mut future, n)?;
        Some(start.interval(TimeIntervalType::Open, &end))
    } else {
        let mut past = series(pred, &base, ctx, Direction::Past);
        let end = past.next()?;
        let start = nth_from(end, &mut past, -n - 1)?;
        Some(start.interval(TimeIntervalType::Closed, &end))
    }
}

fn is_weekday(day: Moment) -> bool {
    day.weekday() <= 5
}

fn next_weekday(day: Moment) -> Option<Moment> {
    let mut d = day.plus(Grain::Day, 1)?;
    while !is_weekday(d) {
        d = d.plus(Grain::Day, 1)?;
    }
    Some(d)
}

fn prev_weekday(day: Moment) -> Option<Moment> {
    let mut d = day.plus(Grain::Day, -1)?;
    while !is_weekday(d) {
        d = d.plus(Grain::Day, -1)?;
    }
    Some(d)
}

fn periodic_element(given: &TimeObject, grain: Grain, period: i64, k: i64) -> Option<TimeObject> {
    if k == 0 {
        Some(*given)
    } else {
        given.plus(grain, k.checked_mul(period)?)
    }
}

/// Duckling's `periodicPredicate`: every `period` of `grain` from `given`, split around `t`. An element
/// starting exactly at `t` is ahead when `t` is at or after `given`, behind when before it (as Duckling).
fn periodic<'a>(
    grain: Grain,
    period: i64,
    given: &TimeObject,
    t: &TimeObject,
    dir: Direction,
) -> SeriesIter<'a> {
    if period <= 0 {
        return SeriesIter(State::Empty);
    }
    let at_or_after_given = !t.before(given);
    let ahead = |k: i64| {
        periodic_element(given, grain, period, k).is_some_and(|x| {
            if at_or_after_given {
                x.start >= t.start
            } else {
                x.start > t.start
            }
        })
    };
    // Estimate the first element ahead from the elapsed seconds, then correct it step by step.
    let elapsed = t.start.seconds_since(given.start);
    let unit = grain.seconds().saturating_mul(period).max(1);
    let mut k = elapsed.div_euclid(unit);
    while ahead(k - 1) && periodic_element(given, grain, period, k - 1).is_some() {
        k -= 1;
    }
    while !ahead(k) && periodic_element(given, grain, period, k).is_some() {
        k += 1;
    }
    let (k, step) = match dir {
        Direction::Future => (k, 1),
        Direction::Past => (k - 1, -1),
    };
    SeriesIter(State::Periodic {
        given: *given,
        grain,
        period,
        k,
        step,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::duration::duration;
    use jiff::civil::date;
    use jiff::tz::TimeZone;
    use std::sync::Arc;

    fn fixed_zone(tz: &TimeZone) -> LocalZone<'_> {
        LocalZone {
            tz,
            reference_offset: jiff::tz::offset(-2),
        }
    }

    /// Every dense shape computed directly gives what the generic composition gives, in both
    /// directions, from references around month, year and leap-day edges.
    #[test]
    fn dense_fields_match_composition() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let refs = [
            date(2013, 2, 12).at(4, 30, 0, 0),
            date(2013, 2, 12).at(4, 0, 0, 0),
            date(2012, 2, 29).at(23, 59, 59, 0),
            date(2013, 12, 31).at(12, 15, 30, 0),
            date(2016, 1, 1).at(0, 0, 0, 0),
            date(8013, 6, 30).at(18, 45, 10, 0),
        ];
        let mut shapes = Vec::new();
        for (h, is_12h, ampm) in [
            (4, true, None),
            (4, false, None),
            (16, true, None),
            (12, true, Some(super::super::predicate::AMPM::AM)),
            (3, true, Some(super::super::predicate::AMPM::PM)),
            (0, false, None),
        ] {
            for m in [0, 15, 30, 59] {
                shapes.push(TimeDateFields {
                    hour: Some((is_12h, h)),
                    ampm,
                    minute: Some(m),
                    ..Default::default()
                });
                shapes.push(TimeDateFields {
                    hour: Some((is_12h, h)),
                    ampm,
                    minute: Some(m),
                    second: Some(m / 2),
                    ..Default::default()
                });
            }
        }
        for (m, d) in [
            (2, 12),
            (2, 29),
            (2, 30),
            (1, 31),
            (4, 31),
            (12, 31),
            (7, 1),
        ] {
            shapes.push(TimeDateFields {
                month: Some(m),
                day_of_month: Some(d),
                ..Default::default()
            });
            for y in [2012, 2013, 2014, 1999, 4000] {
                shapes.push(TimeDateFields {
                    month: Some(m),
                    day_of_month: Some(d),
                    year: Some(y),
                    ..Default::default()
                });
                shapes.push(TimeDateFields {
                    month: Some(m),
                    year: Some(y),
                    ..Default::default()
                });
            }
        }
        let mut longest = 0;
        for now in refs {
            let ctx = Context::new(now, fixed_zone(&tz));
            for f in &shapes {
                for dir in [Direction::Past, Direction::Future] {
                    let t = ctx.ref_time;
                    assert!(
                        dense_fields(f, field_mask(f), &t, &ctx, dir).is_some(),
                        "{f:?} is dense"
                    );
                    let fast: Vec<_> = source_series(Source::Fields(f, 0, true), &t, &ctx, dir)
                        .take(25)
                        .collect();
                    let slow: Vec<_> = source_series(Source::Fields(f, 0, false), &t, &ctx, dir)
                        .take(25)
                        .collect();
                    assert_eq!(fast, slow, "{f:?} {dir:?} from {now}");
                    longest = longest.max(fast.len());
                }
            }
        }
        assert_eq!(longest, SAFE_MAX, "the search limit binds");
    }

    /// A step series' `nth` jumps; it lands where stepping one by one lands.
    #[test]
    fn stepping_far_is_one_shift() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let ctx = Context::new(date(2013, 1, 31).at(4, 30, 0, 0), fixed_zone(&tz));
        let preds = [
            Predicate::series(Series::Cycle(Grain::Month)),
            Predicate::series(Series::Cycle(Grain::Week)),
            Predicate::Fields(TimeDateFields {
                hour: Some((true, 5)),
                ..Default::default()
            }),
            Predicate::Fields(TimeDateFields {
                month: Some(2),
                ..Default::default()
            }),
            Predicate::Fields(TimeDateFields {
                day_of_week: Some(3),
                ..Default::default()
            }),
        ];
        for pred in &preds {
            for dir in [Direction::Past, Direction::Future] {
                for k in [0, 1, 7, 130] {
                    let jumped = series(pred, &ctx.ref_time, &ctx, dir).nth(k);
                    let walked = series(pred, &ctx.ref_time, &ctx, dir).nth_by_walking(k);
                    assert_eq!(jumped, walked, "{pred:?} {dir:?} {k}");
                }
            }
        }
        let mut far = series(&preds[1], &ctx.ref_time, &ctx, Direction::Future);
        assert_eq!(far.nth(usize::MAX), None, "beyond the calendar");
        assert_eq!(far.next(), None);
    }

    /// Day 0 of a month is the last day of the month before, as Duckling's `runDayOfTheMonthPredicate` counts
    /// (French "fin du mois" ends there); no month has a day past 31.
    #[test]
    fn day_zero_is_the_last_of_the_month_before() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let ctx = Context::new(date(2013, 2, 12).at(4, 30, 0, 0), fixed_zone(&tz));
        let days = |n, dir| {
            let f = TimeDateFields {
                day_of_month: Some(n),
                ..Default::default()
            };
            source_series(Source::Fields(&f, 0, true), &ctx.ref_time, &ctx, dir)
                .take(2)
                .map(|t| t.start.ymd())
                .collect::<Vec<_>>()
        };
        assert_eq!(days(0, Direction::Future), [(2013, 2, 28), (2013, 3, 31)]);
        assert_eq!(days(0, Direction::Past), [(2013, 1, 31), (2012, 12, 31)]);
        assert_eq!(days(32, Direction::Future), []);
    }

    /// A table's forward series starts at its first day whose midnight is not before `t`, its backward series
    /// at the last one before: found by the days' dates, around midnight, a leap day and a year's end.
    #[test]
    fn a_table_s_series_splits_at_its_days_midnights() {
        static DAYS: [(i16, i8, i8); 5] = [
            (1999, 12, 31),
            (2000, 1, 1),
            (2000, 2, 29),
            (2000, 3, 1),
            (2013, 2, 12),
        ];
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let ctx = Context::new(date(2013, 2, 12).at(4, 30, 0, 0), fixed_zone(&tz));
        let pred = Predicate::series(Series::Computed(DayTable(&DAYS)));
        let days = DAYS.map(|day| table_day(&day).unwrap());
        for day in days {
            for seconds in [-86_400, -1, 0, 1, 43_200, 86_399] {
                let t = TimeObject::at(day.plus(Grain::Second, seconds).unwrap(), Grain::Second);
                let first = |dir| series(&pred, &t, &ctx, dir).next().map(|x| x.start);
                let ahead = days.iter().copied().find(|&d| d >= t.start);
                let behind = days.iter().rev().copied().find(|&d| d < t.start);
                assert_eq!(first(Direction::Future), ahead, "from {t:?}");
                assert_eq!(first(Direction::Past), behind, "from {t:?}");
            }
        }
    }

    /// Asserts that `pred`'s first three instances each way from the reference are the same with the memo of
    /// `remembering` as without one (`plain`); how many there are.
    fn same_with_memo(pred: &Predicate, plain: &Context, remembering: &Context) -> usize {
        let mut found = 0;
        for dir in [Direction::Future, Direction::Past] {
            let run = |ctx| {
                series(pred, &plain.ref_time, ctx, dir)
                    .take(3)
                    .collect::<Vec<_>>()
            };
            let expected = run(plain);
            found += expected.len();
            let now = plain.ref_time;
            assert_eq!(run(remembering), expected, "{pred:?} {dir:?} from {now:?}");
        }
        found
    }

    /// A resolution remembers what its nested mapped series' maps gave ([`Mapped`]); the instances are those
    /// of the same series run without the memo, forward and backward from references around a year's end,
    /// for intervals to "the nth week after" an interval, nested three deep and intersected with a month.
    #[test]
    fn remembered_maps_give_the_same_instances() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let fields = |day_of_month, month| {
            Arc::new(Predicate::Fields(TimeDateFields {
                day_of_month,
                month,
                ..Default::default()
            }))
        };
        let nth_after = |n, grain, base: &Arc<Predicate>| {
            Arc::new(Predicate::series(Series::TakeNthAfter {
                n,
                not_immediate: true,
                cyclic: Arc::new(Predicate::series(Series::Cycle(grain))),
                base: base.clone(),
            }))
        };
        let interval = |kind, a: &Arc<Predicate>, b: &Arc<Predicate>| {
            Arc::new(Predicate::Intervals(kind, a.clone(), b.clone()))
        };
        let (march, july) = (fields(None, Some(3)), fields(None, Some(7)));
        let march_3rd_to_july =
            interval(TimeIntervalType::Closed, &fields(Some(3), Some(3)), &july);
        let one = interval(
            TimeIntervalType::Open,
            &march,
            &nth_after(1, Grain::Week, &march_3rd_to_july),
        );
        let two = interval(
            TimeIntervalType::Closed,
            &july,
            &nth_after(2, Grain::Day, &one),
        );
        let three = interval(
            TimeIntervalType::Closed,
            &march,
            &nth_after(0, Grain::Week, &two),
        );
        let preds = [
            one.clone(),
            two.clone(),
            three.clone(),
            Arc::new(Predicate::intersect(&three, &march)),
            Arc::new(Predicate::intersect(&two, &fields(Some(2), None))),
        ];
        let mut found = 0;
        for now in [
            date(2013, 2, 12).at(4, 30, 0, 0),
            date(2012, 12, 31).at(23, 0, 0, 0),
            date(2014, 7, 3).at(0, 0, 0, 0),
        ] {
            let plain = Context::new(now, fixed_zone(&tz));
            for pred in &preds {
                let mapped = Mapped::default();
                let remembering = Context {
                    mapped: Some(&mapped),
                    ..plain
                };
                found += same_with_memo(pred, &plain, &remembering);
                assert!(
                    !mapped.maps.borrow().is_empty(),
                    "{pred:?} remembers its maps"
                );
            }
        }
        assert!(found > 0, "some of the series have instances");
    }

    /// An intersection remembers the outer instances its inner predicate has no instance in ([`Mapped`]), and the
    /// searches of the parse that meet them again pass over them: the instances are those of the same series run
    /// without the memo, for chains of parts that cannot all meet ("at 5pm", "the last 2 seconds", "New Year's
    /// Eve", "January 1st") and for one that can, searched one after the other as a parse resolves its values.
    #[test]
    fn remembered_barren_instances_give_the_same_instances() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let fields = |fields| Arc::new(Predicate::Fields(fields));
        let five_pm = fields(TimeDateFields {
            hour: Some((false, 17)),
            ..Default::default()
        });
        let new_years_eve = fields(TimeDateFields {
            day_of_month: Some(31),
            month: Some(12),
            ..Default::default()
        });
        let january_1st = fields(TimeDateFields {
            day_of_month: Some(1),
            month: Some(1),
            ..Default::default()
        });
        let last_two_seconds = Arc::new(Predicate::series(Series::TakeN {
            n: -2,
            not_immediate: false,
            pred: Arc::new(Predicate::series(Series::Cycle(Grain::Second))),
        }));
        let both = |a: &Arc<Predicate>, b: &Arc<Predicate>| Arc::new(Predicate::intersect(a, b));
        let one = both(&five_pm, &last_two_seconds);
        let two = both(&one, &new_years_eve);
        let three = both(&two, &january_1st);
        let met = both(&new_years_eve, &five_pm);
        let preds = [one, two.clone(), three, both(&met, &two), met];
        let mut found = 0;
        for now in [
            date(2013, 2, 12).at(4, 30, 0, 0),
            date(2012, 12, 31).at(17, 0, 1, 0),
        ] {
            let plain = Context::new(now, fixed_zone(&tz));
            let mapped = Mapped::default();
            let remembering = Context {
                mapped: Some(&mapped),
                ..plain
            };
            for _ in 0..2 {
                for pred in &preds {
                    found += same_with_memo(pred, &plain, &remembering);
                }
            }
            assert!(
                !mapped.barren.borrow().is_empty(),
                "from {now}: remembers where nothing is"
            );
        }
        assert!(found > 0, "some of the series have instances");
    }

    /// A search asks the cancel probe as it steps ([`Stop`]): a probe that never stops it leaves the instances
    /// as they are; one that stops it ends every series at once, the nested ones included.
    #[test]
    fn a_stopped_search_ends() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let plain = Context::new(date(2013, 2, 12).at(4, 30, 0, 0), fixed_zone(&tz));
        let month = |m| {
            Arc::new(Predicate::Fields(TimeDateFields {
                month: Some(m),
                ..Default::default()
            }))
        };
        let weeks_after = |n, base: &Arc<Predicate>| {
            Arc::new(Predicate::series(Series::TakeNthAfter {
                n,
                not_immediate: true,
                cyclic: Arc::new(Predicate::series(Series::Cycle(Grain::Week))),
                base: base.clone(),
            }))
        };
        let to = |a: &Arc<Predicate>, b: &Arc<Predicate>| {
            Arc::new(Predicate::Intervals(
                TimeIntervalType::Closed,
                a.clone(),
                b.clone(),
            ))
        };
        let inner = to(&month(7), &weeks_after(1, &to(&month(3), &month(7))));
        let pred = Predicate::intersect(&to(&month(3), &weeks_after(2, &inner)), &month(3));
        let run = |probe: &dyn Fn() -> bool| {
            let steps = Cell::new(0);
            let stop = Stop::new(probe, &steps);
            let ctx = Context {
                stop: Some(&stop),
                ..plain
            };
            let found = [Direction::Future, Direction::Past].map(|dir| {
                series(&pred, &plain.ref_time, &ctx, dir)
                    .take(3)
                    .collect::<Vec<_>>()
            });
            (found, stop.stopped())
        };
        let asked = Cell::new(0);
        let (found, stopped) = run(&|| {
            asked.set(asked.get() + 1);
            false
        });
        let expected = [Direction::Future, Direction::Past].map(|dir| {
            series(&pred, &plain.ref_time, &plain, dir)
                .take(3)
                .collect::<Vec<_>>()
        });
        assert_eq!(found, expected);
        assert!(!stopped && asked.get() > 10, "asked {} times", asked.get());
        let (found, stopped) = run(&|| true);
        assert!(stopped);
        assert_eq!(found, [vec![], vec![]]);
    }

    /// The maps' memo forgets its results once it holds [`MAPPED_KEPT`], and keeps the one it is given then.
    #[test]
    fn the_maps_memo_is_bounded() {
        let mapped = Mapped::default();
        let at = |second| {
            TimeObject::at(
                Moment::from_ymd(2013, 2, 12)
                    .unwrap()
                    .plus(Grain::Second, second)
                    .unwrap(),
                Grain::Second,
            )
        };
        let key = |second| MapKey {
            pred: 0,
            map: 0,
            n: 0,
            flag: false,
            x: at(second),
            bounds: (at(0), at(0)),
        };
        for second in 0..=MAPPED_KEPT as i64 {
            mapped.remember(key(second), None);
            assert!(mapped.maps.borrow().len() <= MAPPED_KEPT);
        }
        assert!(mapped.maps.borrow().contains_key(&key(MAPPED_KEPT as i64)));
        assert!(!mapped.maps.borrow().contains_key(&key(0)));
    }

    /// An intersection whose parts want other hours, minutes, weekdays, days or months is known to be empty
    /// (`Joined::never_holds`), or is known so to a resolution once its parts that the reference fixes are
    /// (`Predicate::never_holds_at`), and the search it is spared finds nothing either: over intersections, two
    /// and three deep, of fields, intervals between them (across midnight, the week's end, the month's and the
    /// year's, to a leap day, to day 0, one that ends before it starts), cycles and the nth of a field, the
    /// units of a cycle on from an instance and intervals to them, holidays' tables and a replacement, the
    /// instants and blocks of units the reference fixes, from references around day, month and year edges.
    #[test]
    fn intersections_known_empty_find_nothing() {
        let tz = TimeZone::fixed(jiff::tz::offset(-2));
        let f = |second, minute, hour, day_of_week, day_of_month, month| {
            Arc::new(Predicate::Fields(TimeDateFields {
                second,
                minute,
                hour,
                day_of_week,
                day_of_month,
                month,
                ..Default::default()
            }))
        };
        let clock = |is_12h, h, m| f(None, m, Some((is_12h, h)), None, None, None);
        let day = |d, m| f(None, None, None, None, Some(d), m);
        let weekday = |w, h| f(None, None, h, Some(w), None, None);
        let open = |a: &Arc<Predicate>, b: &Arc<Predicate>| {
            Arc::new(Predicate::Intervals(
                TimeIntervalType::Open,
                a.clone(),
                b.clone(),
            ))
        };
        let closed = |a: &Arc<Predicate>, b: &Arc<Predicate>| {
            Arc::new(Predicate::Intervals(
                TimeIntervalType::Closed,
                a.clone(),
                b.clone(),
            ))
        };
        let friday = f(None, Some(15), Some((true, 3)), Some(5), None, None);
        static EASTERS: [(i16, i8, i8); 5] = [
            (2011, 4, 24),
            (2012, 4, 8),
            (2013, 3, 31),
            (2014, 4, 20),
            (2015, 4, 5),
        ];
        let easter = Arc::new(Predicate::series(Series::Computed(DayTable(&EASTERS))));
        let nth_unit_after = |grain, n, not_immediate, base: &Arc<Predicate>| {
            Arc::new(Predicate::series(Series::TakeNthAfter {
                n,
                not_immediate,
                cyclic: Arc::new(Predicate::series(Series::Cycle(grain))),
                base: base.clone(),
            }))
        };
        let shifted = |pred: Arc<Predicate>, offset_minutes| {
            Arc::new(Predicate::series(Series::ShiftTimezone {
                pred,
                offset_minutes,
            }))
        };
        let now = Arc::new(Predicate::series(Series::TakeNth {
            n: 0,
            not_immediate: false,
            pred: Arc::new(Predicate::series(Series::Cycle(Grain::Second))),
        }));
        let moved =
            |pred, duration| Arc::new(Predicate::series(Series::ShiftDuration { pred, duration }));
        let take_n = |n, grain| {
            Arc::new(Predicate::series(Series::TakeN {
                n,
                not_immediate: false,
                pred: Arc::new(Predicate::series(Series::Cycle(grain))),
            }))
        };
        let nth = |n, grain| {
            Arc::new(Predicate::series(Series::TakeNth {
                n,
                not_immediate: false,
                pred: Arc::new(Predicate::series(Series::Cycle(grain))),
            }))
        };
        let weeks = Arc::new(Predicate::series(Series::Cycle(Grain::Week)));
        let (evening, late) = (clock(false, 20, Some(30)), clock(false, 23, Some(30)));
        let mardi_gras = nth_unit_after(Grain::Day, -47, false, &easter);
        let eight_days = closed(&easter, &nth_unit_after(Grain::Day, 8, false, &easter));
        let evening_hour = closed(
            &evening,
            &nth_unit_after(Grain::Minute, 60, false, &evening),
        );
        let late_hour_and_a_half = open(&late, &nth_unit_after(Grain::Minute, 90, false, &late));
        let march_saturday = Arc::new(Predicate::series(Series::TakeLastOf {
            cyclic: weekday(6, None),
            base: f(None, None, None, None, None, Some(3)),
        }));
        let earth_hour_day = Arc::new(Predicate::ReplaceIntersect(
            nth_unit_after(Grain::Day, -1, false, &easter),
            march_saturday.clone(),
            nth_unit_after(Grain::Day, -7, false, &march_saturday),
        ));
        let parts = [
            clock(true, 4, Some(40)),
            clock(true, 11, None),
            clock(false, 16, None),
            clock(true, 12, Some(0)),
            f(Some(30), None, Some((false, 23)), None, None, None),
            friday.clone(),
            weekday(3, None),
            weekday(7, Some((false, 9))),
            f(None, None, None, None, None, Some(1)),
            f(None, None, None, None, None, Some(2)),
            day(31, None),
            day(15, Some(6)),
            day(29, Some(2)),
            day(1, Some(3)),
            open(&clock(false, 12, None), &clock(false, 19, None)),
            closed(&clock(true, 2, None), &clock(true, 4, None)),
            closed(&clock(false, 22, None), &clock(false, 2, Some(30))),
            open(&clock(true, 8, Some(0)), &clock(true, 11, Some(30))),
            // From 12:30 to the hour that holds it: it ends before it starts.
            open(&clock(false, 12, Some(30)), &clock(false, 12, None)),
            open(&clock(false, 12, None), &clock(false, 12, Some(30))),
            open(
                &weekday(5, Some((false, 18))),
                &weekday(1, Some((false, 0))),
            ),
            closed(&weekday(1, None), &weekday(3, None)),
            closed(&weekday(6, None), &weekday(6, Some((false, 10)))),
            closed(&day(21, Some(6)), &day(23, Some(9))),
            closed(&day(1, Some(6)), &day(15, Some(6))),
            closed(&day(20, Some(6)), &day(15, Some(6))),
            closed(&day(1, Some(2)), &day(29, Some(2))),
            closed(&day(28, None), &day(3, None)),
            closed(&day(3, None), &day(10, None)),
            closed(&day(5, None), &day(31, None)),
            open(&day(5, None), &day(0, None)),
            closed(
                &f(None, None, None, None, None, Some(11)),
                &f(None, None, None, None, None, Some(2)),
            ),
            closed(&day(10, Some(12)), &day(5, Some(1))),
            closed(
                &f(None, None, None, None, None, Some(3)),
                &f(None, None, None, Some(1), None, Some(4)),
            ),
            Arc::new(Predicate::series(Series::Cycle(Grain::Day))),
            Arc::new(Predicate::series(Series::TakeNth {
                n: 1,
                not_immediate: false,
                pred: friday,
            })),
            // Easter Sundays, the 4th Thursday of November, the last Monday of May, the closest Friday to the
            // 13th, the day after Easter: whole days of a table, instances of a cyclic predicate.
            easter.clone(),
            Arc::new(Predicate::series(Series::TakeNthAfter {
                n: 3,
                not_immediate: true,
                cyclic: weekday(4, None),
                base: f(None, None, None, None, None, Some(11)),
            })),
            Arc::new(Predicate::series(Series::TakeLastOf {
                cyclic: weekday(1, None),
                base: f(None, None, None, None, None, Some(5)),
            })),
            Arc::new(Predicate::series(Series::TakeNthClosest {
                n: 0,
                cyclic: weekday(5, None),
                base: day(13, None),
            })),
            nth_unit_after(Grain::Day, 1, false, &easter),
            // Units of a cycle on from another's instance, and intervals to them: 47 days before Easter, two
            // days after the 30th (one more, not immediate), three before March 2nd, five hours after 10 pm
            // on a Sunday; eight days from Easter, an hour from 8:30 pm, 90 minutes from 11:30 pm.
            mardi_gras.clone(),
            nth_unit_after(Grain::Day, 2, true, &day(30, None)),
            nth_unit_after(Grain::Day, -3, false, &day(2, Some(3))),
            nth_unit_after(Grain::Hour, 5, false, &weekday(7, Some((false, 22)))),
            eight_days.clone(),
            evening_hour.clone(),
            late_hour_and_a_half,
            // Earth Hour's day: the last Saturday of March, or the one before where the day before Easter is
            // that day; the last 4 pm of February; Monday to Friday.
            earth_hour_day.clone(),
            Arc::new(Predicate::series(Series::TakeLastOf {
                cyclic: clock(false, 16, None),
                base: f(None, None, None, None, None, Some(2)),
            })),
            Arc::new(Predicate::series(Series::Weekday)),
            // What nothing is known of when an intersection is built, and intersections may spill out of
            // (`Reach`): weeks, 4 pm and 11:45 pm in other zones (8:30 am and 11:15 pm here), 3 months before
            // now and 90 minutes after, the last 2 years, the next 3 hours, and a day after a shifted instance.
            // All but the weeks, the zones and the day after are known to a resolution (below).
            weeks.clone(),
            shifted(clock(false, 16, None), 330),
            shifted(clock(false, 23, Some(45)), -90),
            moved(now.clone(), duration(Grain::Month, -3)),
            moved(now.clone(), duration(Grain::Minute, 90)),
            take_n(-2, Grain::Year),
            take_n(3, Grain::Hour),
            nth_unit_after(Grain::Day, 1, false, &shifted(clock(false, 22, None), 180)),
            // One instance the reference fixes, whose fields a resolution knows (`Predicate::anchored`): now,
            // in 2 hours, 2 days before yesterday, 3 months ago (merged), tomorrow, last week, the month after
            // next, the last 36 hours, the next 2 days.
            now.clone(),
            moved(now.clone(), duration(Grain::Hour, 2)),
            moved(nth(-1, Grain::Day), duration(Grain::Day, -2)),
            Arc::new(Predicate::series(Series::MergeDuration {
                pred: now.clone(),
                duration: duration(Grain::Month, -3),
            })),
            nth(1, Grain::Day),
            nth(-1, Grain::Week),
            nth(2, Grain::Month),
            take_n(-36, Grain::Hour),
            take_n(2, Grain::Day),
        ];
        let mut preds: Vec<Arc<Predicate>> = parts.to_vec();
        for a in &parts {
            for b in &parts {
                preds.push(Arc::new(Predicate::intersect(a, b)));
            }
        }
        // Three deep, each pair on one side or the other of a third (both sides took twice as long).
        for i in parts.len()..preds.len() {
            for c in &parts {
                let ab = preds[i].clone();
                let abc = if i % 2 == 0 {
                    Predicate::intersect(&ab, c)
                } else {
                    Predicate::intersect(c, &ab)
                };
                preds.push(Arc::new(abc));
            }
        }
        let refs = [
            date(2013, 2, 12).at(4, 30, 0, 0),
            date(2013, 1, 31).at(23, 59, 59, 0),
            date(2012, 12, 28).at(15, 15, 0, 0),
            date(2012, 2, 29).at(12, 0, 0, 0),
            date(2013, 6, 16).at(0, 0, 0, 0),
        ];
        let (mut empty, mut empty_from_here, mut found) = (0, 0, 0);
        for now in refs {
            let ctx = Context::new(now, fixed_zone(&tz));
            for pred in &preds {
                let Predicate::Intersect(_, a, b) = &**pred else {
                    continue;
                };
                let from_here =
                    pred.never_holds_at(&|s| anchored_instance(s, &ctx), &ReachesAt::default());
                for dir in [Direction::Past, Direction::Future] {
                    let searched =
                        compose(Source::Pred(a), Source::Pred(b), &ctx.ref_time, &ctx, dir).next();
                    if pred.never_holds() || from_here {
                        assert_eq!(searched, None, "{pred:?} {dir:?} from {now}");
                        empty += 1;
                        empty_from_here += usize::from(!pred.never_holds());
                    } else {
                        found += usize::from(searched.is_some());
                    }
                }
            }
        }
        assert!(
            empty > 50_000 && empty_from_here > 10_000 && found > 50_000,
            "{empty} known empty ({empty_from_here} only with anchored parts' fields), {found} found"
        );
        // A shifted series knows nothing: what it is intersected with may be anywhere in it.
        let shifted = Arc::new(Predicate::series(Series::ShiftTimezone {
            pred: clock(false, 16, None),
            offset_minutes: 330,
        }));
        assert!(!Predicate::intersect(&shifted, &clock(false, 11, None)).never_holds());
        assert!(Predicate::intersect(&parts[2], &parts[1]).never_holds());
        // What the units on from a holiday, the intervals to them and a replacement know prunes: 47 days
        // before Easter in December; eight days from Easter, and Earth Hour, on Christmas Day; the hour from
        // 8:30 pm at 11 am.
        let christmas = day(25, Some(12));
        let december = f(None, None, None, None, None, Some(12));
        let earth_hour = |day: &Arc<Predicate>| {
            let evening = Arc::new(Predicate::intersect(&evening, day));
            closed(
                &evening,
                &nth_unit_after(Grain::Minute, 60, false, &evening),
            )
        };
        let known_empty =
            |a: &Arc<Predicate>, b: &Arc<Predicate>| Predicate::intersect(a, b).never_holds();
        assert!(known_empty(&mardi_gras, &december));
        assert!(known_empty(&eight_days, &christmas));
        assert!(known_empty(&earth_hour(&earth_hour_day), &christmas));
        assert!(known_empty(&evening_hour, &clock(false, 11, None)));
        // Intersections the search finds, at the edges of what is known: not known to be empty. The hour after
        // 8:30 pm, the one that holds it skipped; two hours from 10 pm to midnight's hour; the last Saturday
        // of February 2013, the 23rd; Easter, or Easter Monday where Easter is the 31st of March (2013), on
        // a Monday.
        let found_pairs = [
            (
                clock(false, 21, None),
                nth_unit_after(Grain::Hour, 0, true, &evening),
            ),
            (
                clock(false, 0, None),
                closed(
                    &clock(false, 22, None),
                    &nth_unit_after(Grain::Hour, 2, false, &clock(false, 22, None)),
                ),
            ),
            (
                day(23, Some(2)),
                Arc::new(Predicate::series(Series::TakeLastOf {
                    cyclic: weekday(6, None),
                    base: f(None, None, None, None, None, Some(2)),
                })),
            ),
            (
                weekday(1, None),
                Arc::new(Predicate::ReplaceIntersect(
                    day(31, Some(3)),
                    easter.clone(),
                    nth_unit_after(Grain::Day, 1, false, &easter),
                )),
            ),
        ];
        // Where a week that starts in February spills into March, past the February that holds its start:
        // March 2nd is found in it.
        let found_pairs = found_pairs.into_iter().chain([(
            day(2, Some(3)),
            Arc::new(Predicate::intersect(
                &f(None, None, None, None, None, Some(2)),
                &weeks,
            )),
        )]);
        for (a, b) in found_pairs {
            let ctx = Context::new(refs[0], fixed_zone(&tz));
            let found = [Direction::Past, Direction::Future].into_iter().any(|dir| {
                compose(Source::Pred(&a), Source::Pred(&b), &ctx.ref_time, &ctx, dir)
                    .next()
                    .is_some()
            });
            assert!(found, "found: {a:?} and {b:?}");
            assert!(!known_empty(&a, &b), "not known empty: {a:?} and {b:?}");
        }
    }

    impl SeriesIter<'_> {
        fn nth_by_walking(mut self, k: usize) -> Option<TimeObject> {
            for _ in 0..k {
                self.next()?;
            }
            self.next()
        }
    }
}
