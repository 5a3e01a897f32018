//! Predicates: what a time expression means, as a value (Duckling's `Predicate`). A predicate is a tree
//! that is run from a reference instant into a backward and a forward series of time objects (see
//! `series`). It is plain data, so two tokens with the same meaning compare equal and the chart can
//! dedupe them, and rules may look inside it as Duckling's do ("from 9 to 5pm" reads the first hour).

use std::cell::RefCell;
use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use super::duration::DurationData;
use super::grain::Grain;
use super::moment::{Moment, days_in_month};
use super::object::{TimeIntervalType, TimeObject};
use crate::engine::fast_hash::{FastHasher, FastMap};

/// Morning or afternoon half of the day, as an "am"/"pm" suffix sets it.
#[allow(clippy::upper_case_acronyms)] // Duckling's name
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum AMPM {
    AM,
    PM,
}

/// Calendar fields that must all hold (Duckling's `TimeDatePredicate`): "3:30pm", "Feb 12", "Tuesday".
/// Weekdays count Monday = 1 … Sunday = 7. `hour` is `(is_12h, hour)`; `ampm` only applies with an hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct TimeDateFields {
    pub second: Option<i32>,
    pub minute: Option<i32>,
    pub hour: Option<(bool, i32)>,
    pub ampm: Option<AMPM>,
    pub day_of_week: Option<i32>,
    pub day_of_month: Option<i32>,
    pub month: Option<i32>,
    pub year: Option<i32>,
}

impl TimeDateFields {
    /// The grain of its instances: that of its finest field (a set with none has no instance).
    fn finest_grain(&self) -> Grain {
        [
            (self.second.is_some(), Grain::Second),
            (self.minute.is_some(), Grain::Minute),
            (self.hour.is_some(), Grain::Hour),
            (
                self.day_of_week.is_some() || self.day_of_month.is_some(),
                Grain::Day,
            ),
            (self.month.is_some(), Grain::Month),
        ]
        .into_iter()
        .find_map(|(set, grain)| set.then_some(grain))
        .unwrap_or(Grain::Year)
    }

    /// The hour the series steps to and how many hours apart its instances are: an hour that may be am or pm
    /// repeats every 12 hours, so its values alternate.
    pub fn hour_and_step(&self) -> Option<(i32, i32)> {
        let (is_12h, n) = self.hour?;
        let step = if is_12h && n <= 12 && self.ampm.is_none() {
            12
        } else {
            24
        };
        let hour = match self.ampm {
            Some(AMPM::AM) => n.rem_euclid(12),
            Some(AMPM::PM) => n.rem_euclid(12) + 12,
            None => n,
        };
        Some((hour, step))
    }

    /// Whether every instance is one whole month (of any year, or of one).
    fn is_a_whole_month(&self) -> bool {
        self.month.is_some_and(|m| (1..=12).contains(&m))
            && self.day_of_month.is_none()
            && self.day_of_week.is_none()
            && self.hour.is_none()
            && self.ampm.is_none()
            && self.minute.is_none()
            && self.second.is_none()
    }
}

/// A time expression's meaning. Duckling's opaque `SeriesPredicate` closures are the [`Series`] variants,
/// one per helper that builds them, so they compare and print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Predicate {
    /// Nothing matches (a failed intersection such as "Feb 30").
    Empty,
    Fields(TimeDateFields),
    /// Both hold: the finer-grained predicate first (Duckling's `IntersectPredicate`), after what is known of
    /// the two when they are joined ([`Predicate::intersect`]).
    Intersect(Joined, Arc<Predicate>, Arc<Predicate>),
    /// From each instance of the first to the next instance of the second (Duckling's
    /// `TimeIntervalsPredicate`).
    Intervals(TimeIntervalType, Arc<Predicate>, Arc<Predicate>),
    /// Instances of the second, replaced by those of the third wherever the first meets the second
    /// (Duckling's `ReplaceIntersectPredicate`, used for holidays that move off a weekend).
    ReplaceIntersect(Arc<Predicate>, Arc<Predicate>, Arc<Predicate>),
    /// Built by [`Predicate::series`], which works out its [`Facts`].
    Series(Facts, Series),
}

/// What a series is asked over and over, worked out once when it is built ([`Predicate::series`]): the values
/// of a list nest the same few series in every intersection, and each intersection built hashed them and asked
/// whether they may be intervals, walking their trees (6 % of a list of Russian "4th quarter 2018"). First in its
/// variant, so that two series of other hashes differ at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Facts {
    /// The series' hash, which hashing the predicate writes.
    hash: u64,
    /// Whether an instance may be an interval ([`Predicate::spans_periods`]).
    spans_periods: bool,
}

/// The most series [`Predicate::shared_series`] keeps on a thread (about 100 KB at most); past it, it starts
/// again.
const SERIES_KEPT: usize = 1024;

/// What an intersection knows of its two predicates, computed once: a list of dates builds intersections of
/// intersections, and walking their trees was most of its parse.
#[derive(Debug, Clone)]
pub(crate) struct Joined {
    /// The hash of the two predicates, in order: compared first, it tells two unequal intersections apart
    /// without a walk (over 16 KB of "mittwoch in zwei wochen, " the chart compares values of one span 4.6
    /// million times; about 9,400 are equal), and it is what hashing the intersection writes.
    hash: u64,
    /// A bit for each predicate it is an intersection of (however nested), chosen by the predicate's hash: two
    /// intersections of other bits are of other parts, so they do not mean the same
    /// ([`Predicate::same_meaning`], asked of each new value of a list against those over its span).
    parts: u64,
    /// Whether either may be an interval ([`Predicate::spans_periods`], asked of both predicates of every
    /// intersection built).
    spans_periods: bool,
    /// The clock and calendar fields every instance holds ([`Reach`]), met from the two predicates' when first
    /// asked ([`Predicate::reach`]): only values that are searched ask, and a list of dates builds most of its
    /// intersections only to drop them (a span holds at most `MAX_PER_SPAN` values), where meeting their parts
    /// was a twentieth of its parse. A lock, not a cell: grammars keep some values (holidays) for every thread.
    reach: OnceLock<Reach>,
}

/// By the hash alone: the rest is made from the two predicates, which an intersection compares next, so two
/// intersections that differ in it differ there too (comparing the rest as well was a twentieth of comparing
/// predicates over a list of one holiday).
impl PartialEq for Joined {
    fn eq(&self, other: &Self) -> bool {
        self.hash == other.hash
    }
}

impl Eq for Joined {}

/// What every instance of a predicate holds, its fields [`Known`] or not: each instance's start and every
/// instant it covers hold `bound`, and no instance is coarser than `grain`.
///
/// Where both parts of an intersection are known, so is it (`Known::meet`). Where one is not (a shifted
/// instant, "the last 2 years", "in 3 hours"), its instances still keep within the other's, but for a spill:
/// `TimeObject::intersect` of an object without an end of its own and one that starts inside it and ends after
/// it is one unit of the finer grain from the later start, which runs past the first object's end where that
/// start is not on a unit's edge (a week that starts in February, met with February, holds days of March). The
/// spill starts at an instant both objects hold and stays within that unit, so every instant of the
/// intersection is in the unit (of the coarser grain bound) holding an instant that holds both parts' fields,
/// or in the next one ([`Known::spilled`]). "3:20 on March 3rd, 2015, 3 months ago, in the 4th quarter of
/// 2018" then never is at 9 on a Saturday, and that value is known empty without searching Saturdays for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reach {
    bound: Known,
    /// Whether `bound` is [`Predicate::known`]: instances are whole calendar units or intervals starting on
    /// one, so an intersection with another such predicate spills nowhere.
    known: bool,
    grain: Grain,
}

impl Reach {
    /// What every instance of the intersection of two predicates holds.
    fn meet(self, other: Reach) -> Reach {
        let grain = self.grain.min(other.grain);
        let known = self.known && other.known;
        let met = self.bound.meet(other.bound);
        // A spill starts from an instant of both (the later start), and where none holds both, nothing does.
        let bound = if known || met.is_contradiction() {
            met
        } else {
            met.spilled(grain)
        };
        Reach {
            bound,
            known,
            grain,
        }
    }
}

/// What the intersections of one parse's values, and their parts the reference fixes, hold at its reference
/// ([`Predicate::never_holds_at`]), by their addresses: a value nests the values of its parts, which each
/// resolution would meet again. Its owner keeps every value it was asked of, so an address is one predicate; both
/// are emptied together.
#[derive(Debug, Default)]
pub(crate) struct ReachesAt(RefCell<FastMap<usize, Reach>>);

impl ReachesAt {
    pub fn clear(&mut self) {
        self.0.get_mut().clear();
    }
}

/// The clock and calendar fields that every instance of a predicate holds, at its start and at every instant
/// it covers, whatever instant its series are run from: its `Fields`, the hours, weekdays, days and months an
/// interval passes through, met over an intersection's parts. Two parts that want other hours (4:40 and 3:15,
/// "at 11" and "from 2 to 4pm") can then never meet, and their intersection is known to be empty without the
/// search, which looks through `SAFE_MAX` instances of the coarser side for nothing (a paragraph's chart
/// intersects times of neighbouring sentences, and those searches were a fifth of its parse).
///
/// It is known only of predicates whose instances are whole calendar units or intervals starting on one (fields, their
/// intersections and intervals, cycles of such units, the nth of those, the nth of a cyclic one after or closest to
/// another's instance or the last within it, which is one of the cyclic one's, the nth day, hour or minute on from
/// another's instance and an interval to it, a table of days, Monday to Friday, one series or another), and it holds
/// there because `TimeObject::intersect` keeps within both objects: the overlap of two such objects is either the later
/// one or starts where it starts, and either ends where the earlier ends or is one unit of the finer grain, which an
/// aligned unit holds (a minute in an hour, a day in a month; weeks do not nest in months, and no field makes a week).
/// An interval that ends before it starts (from 12:30 to the 12:00 that holds it) covers no instant, but its start is
/// in both objects, and that is what a later intersection meets.
/// Series that shift, zone or reach beyond such units know nothing (`None`); an intersection with one still keeps
/// within its other part, about ([`Reach`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Known {
    /// One bit per hour of the day (0–23), per day of the month (1–31), per month (1–12), per weekday (0–6,
    /// Monday = 1 taken mod 7) that may hold.
    hours: u32,
    days: u32,
    months: u16,
    weekdays: u8,
    /// The minute of the hour, [`Known::ANY`] or [`Known::NONE`].
    minute: u8,
}

impl Known {
    const ANY: u8 = u8::MAX;
    const NONE: u8 = u8::MAX - 1;
    const HOURS: Cycle = Cycle { first: 0, len: 24 };
    const DAYS: Cycle = Cycle { first: 1, len: 31 };
    const MONTHS: Cycle = Cycle { first: 1, len: 12 };
    const WEEKDAYS: Cycle = Cycle { first: 0, len: 7 };
    /// Days 28 to 31: those a month may end on.
    const LAST_DAYS_OF_A_MONTH: u32 = 0b1111 << 28;
    /// Days 22 to 31: the last seven of a month of 28 to 31 days.
    const LAST_WEEK_OF_A_MONTH: u32 = ((1 << 10) - 1) << 22;
    /// Weekdays 1 to 5 (Monday = 1).
    const MONDAY_TO_FRIDAY: u8 = 0b11_1110;
    /// No instant holds it (a series with no instance).
    const NONE_AT_ALL: Known = Known {
        hours: 0,
        ..Known::NOTHING
    };
    /// Nothing known: every instant may hold.
    const NOTHING: Known = Known {
        hours: Known::HOURS.all(),
        days: Known::DAYS.all(),
        months: Known::MONTHS.all() as u16,
        weekdays: Known::WEEKDAYS.all() as u8,
        minute: Known::ANY,
    };

    /// What the instances of `f`'s series hold: the fields as `series::field_series` steps to them (an hour
    /// that may be am or pm is either, a minute or weekday taken modulo its cycle). A day or month out of its
    /// range is counted from elsewhere, so it is not known.
    fn of(f: &TimeDateFields) -> Known {
        let hours = match f.hour_and_step() {
            None => Known::HOURS.all(),
            Some((hour, 24)) => 1 << hour.rem_euclid(24),
            Some((hour, _)) => 0x1001 << hour.rem_euclid(12),
        };
        let bit = |cycle: Cycle, n: Option<i32>| match n {
            Some(n) if cycle.holds(n) => 1 << n,
            _ => cycle.all(),
        };
        Known {
            hours,
            days: bit(Known::DAYS, f.day_of_month),
            months: bit(Known::MONTHS, f.month) as u16,
            weekdays: bit(Known::WEEKDAYS, f.day_of_week.map(|d| d.rem_euclid(7))) as u8,
            minute: f.minute.map_or(Known::ANY, |m| m.rem_euclid(60) as u8),
        }
    }

    /// What every day of a table holds ([`Known::of_days`]), remembered by the table's address (tables are
    /// static): it is asked whenever an intersection with a holiday is built, and walking the table's days
    /// was a tenth of a list of holidays.
    fn of_table(DayTable(days): DayTable) -> Known {
        thread_local! {
            static TABLES: RefCell<FastMap<(usize, usize), Known>> = RefCell::default();
        }
        TABLES.with_borrow_mut(|tables| {
            *tables
                .entry((days.as_ptr() as usize, days.len()))
                .or_insert_with(|| Known::of_days(days))
        })
    }

    /// What every day of `days` holds, all day ([`Known::of_whole_days`]); a date no calendar has is no
    /// instance (the table's series skips it).
    fn of_days(days: &[(i16, i8, i8)]) -> Known {
        Known::of_whole_days(
            days.iter().filter_map(|&(y, m, d)| {
                Moment::from_ymd(i64::from(y), i64::from(m), i64::from(d))
            }),
        )
    }

    /// What the instants of the days holding `days` hold: their days of the month, months and weekdays, at any
    /// hour.
    fn of_whole_days(days: impl IntoIterator<Item = Moment>) -> Known {
        let none = Known {
            days: 0,
            months: 0,
            weekdays: 0,
            ..Known::NOTHING
        };
        days.into_iter().fold(none, |known, day| {
            let (_, m, d) = day.ymd();
            Known {
                days: known.days | 1 << d,
                months: known.months | 1 << m,
                weekdays: known.weekdays | 1 << day.weekday().rem_euclid(7),
                ..known
            }
        })
    }

    /// What the instances of an interval from each instance of a predicate that holds `self` to the first
    /// instance of `to` after it pass through. `to`'s first instance from an instant is in the first of its
    /// hours, weekdays, days or months on from the instant's own (that one included), where `to` holds no
    /// coarser field that could put it further (a day of a month it has every year, a weekday with no day); an
    /// interval then passes from the start's position to that one, and no further (a closed one ends with
    /// `to`'s instance, an open one where it starts).
    fn interval(self, to: &TimeDateFields) -> Known {
        let known_to = Known::of(to);
        let no_date = to.day_of_week.is_none()
            && to.day_of_month.is_none()
            && to.month.is_none()
            && to.year.is_none();
        let weekday_only = to.day_of_month.is_none() && to.month.is_none() && to.year.is_none();
        // Month `month` and `to`'s day in it, if it names one, are in every year (a common year's month is
        // the shortest), and no weekday could put the day in another.
        let in_every_year = |month: i32| {
            Known::MONTHS.holds(month)
                && to.day_of_month.is_none_or(|d| {
                    to.day_of_week.is_none()
                        && (1..=days_in_month(1, i64::from(month))).contains(&i64::from(d))
                })
        };
        let through = |cycle: Cycle, from: u32, to: u32, applies: bool| {
            if applies {
                cycle.through(from, to)
            } else {
                cycle.all()
            }
        };
        let days = match (to.day_of_month, to.month) {
            _ if to.day_of_week.is_some() || to.year.is_some() => Known::DAYS.all(),
            // Every month has days 1–28: the first is this month's or the next's.
            (Some(d), None) if (1..=28).contains(&d) => Known::DAYS.through(self.days, 1 << d),
            // A day of this month on from every start: the same month's. (No start day after `d`: day 31 has no
            // bit above it, and a shift by the width would overflow.)
            (Some(d), Some(m))
                if in_every_year(m)
                    && self.months == 1 << m
                    && self.days.checked_shr((d + 1) as u32).unwrap_or(0) == 0 =>
            {
                Known::DAYS.through(self.days & self.days.wrapping_neg(), 1 << d)
            }
            _ => Known::DAYS.all(),
        };
        Known {
            hours: through(
                Known::HOURS,
                self.hours,
                known_to.hours,
                to.hour.is_some() && no_date,
            ),
            days,
            months: through(
                Known::MONTHS,
                u32::from(self.months),
                u32::from(known_to.months),
                to.month.is_some_and(in_every_year) && to.year.is_none(),
            ) as u16,
            weekdays: through(
                Known::WEEKDAYS,
                u32::from(self.weekdays),
                u32::from(known_to.weekdays),
                to.day_of_week.is_some() && weekday_only,
            ) as u8,
            minute: Known::ANY,
        }
    }

    /// What the instants of a unit of `grain` holding an instant that holds `self`, and of the next unit, hold:
    /// where an intersection spills past an object of `self` ([`Reach`]). Nothing is known past a unit of a day.
    /// Asked of every intersection built with a part nothing is known of, so in a few bit operations where
    /// [`Known::spread`] walks the days.
    fn spilled(self, grain: Grain) -> Known {
        if self == Known::NOTHING {
            return self;
        }
        let next_hour = match grain {
            // The next minute is in the next hour only from minute 59.
            Grain::NoGrain | Grain::Second | Grain::Minute => {
                self.minute == Known::ANY || self.minute == 59
            }
            Grain::Hour => true,
            Grain::Day => return self.and_next_day(Known::HOURS.all()),
            _ => return Known::NOTHING,
        };
        let mut known = Known {
            minute: Known::ANY,
            ..self
        };
        if next_hour {
            known.hours |= Known::HOURS.rotated(self.hours, 1);
            if self.hours & (1 << 23) != 0 {
                return known.and_next_day(known.hours);
            }
        }
        known
    }

    /// `self`, or the next day at `hours`: a day past the 28th may be followed by the 1st of the next month.
    fn and_next_day(self, hours: u32) -> Known {
        let month_ends = self.days & Known::LAST_DAYS_OF_A_MONTH != 0;
        Known {
            hours,
            days: self.days | ((self.days << 1) & Known::DAYS.all()) | (u32::from(month_ends) << 1),
            months: if month_ends {
                self.months | Known::MONTHS.rotated(u32::from(self.months), 1) as u16
            } else {
                self.months
            },
            weekdays: self.weekdays | Known::WEEKDAYS.rotated(u32::from(self.weekdays), 1) as u8,
            minute: Known::ANY,
        }
    }

    /// What an instant holding both holds.
    fn meet(self, other: Known) -> Known {
        let minute = match (self.minute, other.minute) {
            (Known::ANY, x) | (x, Known::ANY) => x,
            (a, b) if a == b => a,
            _ => Known::NONE,
        };
        Known {
            hours: self.hours & other.hours,
            days: self.days & other.days,
            months: self.months & other.months,
            weekdays: self.weekdays & other.weekdays,
            minute,
        }
    }

    /// What an instant holding either holds.
    fn join(self, other: Known) -> Known {
        let minute = match (self.minute, other.minute) {
            (Known::NONE, x) | (x, Known::NONE) => x,
            (a, b) if a == b => a,
            _ => Known::ANY,
        };
        Known {
            hours: self.hours | other.hours,
            days: self.days | other.days,
            months: self.months | other.months,
            weekdays: self.weekdays | other.weekdays,
            minute,
        }
    }

    /// What the instants of the units of `grain` `lo..=hi` on from the one holding an instant that holds
    /// `self` hold: the nth day after a holiday, an interval from an instant to the nth minute after it. They
    /// are whole units, so any finer field; `None` for units of other lengths (weeks, months, years).
    fn spread(self, grain: Grain, lo: i32, hi: i32) -> Option<Known> {
        let (lo, hi) = (i64::from(lo), i64::from(hi));
        let (hours, days_by) = match grain {
            Grain::Day => (Known::HOURS.all(), (lo, hi)),
            Grain::Hour | Grain::Minute => {
                // Hours on from the instant's own: a minute's units carry into the next hour.
                let (by_lo, by_hi) = match (grain, self.minute) {
                    (Grain::Hour, _) => (lo, hi),
                    (_, Known::ANY | Known::NONE) => (lo.div_euclid(60), (59 + hi).div_euclid(60)),
                    (_, m) => (
                        (i64::from(m) + lo).div_euclid(60),
                        (i64::from(m) + hi).div_euclid(60),
                    ),
                };
                let hours = if by_hi - by_lo >= 23 {
                    Known::HOURS.all()
                } else {
                    (by_lo..=by_hi).fold(0, |all, by| all | Known::HOURS.rotated(self.hours, by))
                };
                // Days on from the instant's own: from its earliest hour the fewest, from its latest the most.
                let (first, last) = (
                    i64::from(self.hours.trailing_zeros()),
                    i64::from(31 - self.hours.leading_zeros()),
                );
                let days_by = (
                    (first + by_lo).div_euclid(24),
                    (last + by_hi).div_euclid(24),
                );
                (hours, days_by)
            }
            _ => return None,
        };
        let (days, months, weekdays) = self.moved_by_days(days_by.0, days_by.1);
        Some(Known {
            hours,
            days,
            months,
            weekdays,
            minute: Known::ANY,
        })
    }

    /// The days of the month, months and weekdays of a day `lo..=hi` days on from one that holds `self`.
    fn moved_by_days(self, lo: i64, hi: i64) -> (u32, u16, u8) {
        if hi - lo >= 62 {
            return (
                Known::DAYS.all(),
                Known::MONTHS.all() as u16,
                Known::WEEKDAYS.all() as u8,
            );
        }
        let (mut days, mut months, mut weekdays) = (0, 0, 0);
        for by in lo..=hi {
            weekdays |= Known::WEEKDAYS.rotated(u32::from(self.weekdays), by);
            let (moved_days, month_steps) = Known::days_moved(self.days, by);
            days |= moved_days;
            for step in month_steps {
                months |= Known::MONTHS.rotated(u32::from(self.months), step);
            }
        }
        (days, months as u16, weekdays as u8)
    }

    /// The days of the month `by` days on from `days`, and how many months on they may then be: a day past
    /// the 28th may be in the next month (in a month of 28 to 31 days), a day before the 1st in the previous.
    fn days_moved(days: u32, by: i64) -> (u32, std::ops::RangeInclusive<i64>) {
        if by.abs() >= 28 {
            // Past a whole month: any day, and from 0 to (30 + |by|) / 28 months on.
            let most = (30 + by.abs()) / 28;
            let steps = if by > 0 { 0..=most } else { -most..=0 };
            return (Known::DAYS.all(), steps);
        }
        let (mut moved, mut same, mut other) = (0u32, false, false);
        let mut left = days & Known::DAYS.all();
        while left != 0 {
            let day = i64::from(left.trailing_zeros());
            left &= left - 1;
            let to = day + by;
            if (1..=31).contains(&to) {
                moved |= 1 << to;
                same = true;
            }
            // Into the next month, where this one has 28 to 31 days; into the previous one, of 28 to 31.
            let wrapped = if by > 0 && to > 28 {
                (to - 31).max(1)..=(to - 28)
            } else if to < 1 {
                (28 + to)..=(31 + to)
            } else {
                continue;
            };
            other = true;
            for d in wrapped {
                moved |= 1 << d;
            }
        }
        let step = by.signum();
        let steps = match (same, other) {
            (true, true) => step.min(0)..=step.max(0),
            (false, true) => step..=step,
            _ => 0..=0,
        };
        (moved, steps)
    }

    /// What the instants from `start` up to `end` hold (`start` alone where `end` is not after it).
    fn of_span(start: Moment, end: Moment) -> Known {
        let last = end.plus(Grain::Second, -1).map_or(start, |l| l.max(start));
        let hours_on = last
            .truncate(Grain::Hour)
            .seconds_since(start.truncate(Grain::Hour))
            / 3600;
        let days_on = last.days() - start.days();
        let days = std::iter::successors(Some(start.truncate(Grain::Day)), |day| {
            day.plus(Grain::Day, 1)
        });
        Known {
            hours: if hours_on >= 23 {
                Known::HOURS.all()
            } else {
                Known::HOURS.through(1 << start.hour(), 1 << last.hour())
            },
            minute: if start.truncate(Grain::Minute) == last.truncate(Grain::Minute) {
                start.minute() as u8
            } else {
                Known::ANY
            },
            ..if days_on < 62 {
                Known::of_whole_days(days.take(days_on as usize + 1))
            } else {
                Known::NOTHING
            }
        }
    }

    /// No instant holds it.
    fn is_contradiction(self) -> bool {
        self.hours == 0
            || self.days == 0
            || self.months == 0
            || self.weekdays == 0
            || self.minute == Known::NONE
    }
}

/// The positions of a calendar cycle as bits `first..first + len` (hours 0–23, days 1–31 …).
#[derive(Clone, Copy)]
struct Cycle {
    first: u32,
    len: u32,
}

impl Cycle {
    const fn all(self) -> u32 {
        ((1 << self.len) - 1) << self.first
    }

    /// `bits` moved `by` places on around the cycle (back, where `by` is negative).
    fn rotated(self, bits: u32, by: i64) -> u32 {
        let all = (1u32 << self.len) - 1;
        self.turned((bits >> self.first) & all, by) << self.first
    }

    /// Positions counted from the cycle's first (bit 0 for it) moved `by` places on around the cycle.
    fn turned(self, bits: u32, by: i64) -> u32 {
        let by = by.rem_euclid(i64::from(self.len)) as u32;
        ((bits << by) | (bits >> (self.len - by))) & ((1u32 << self.len) - 1)
    }

    fn holds(self, n: i32) -> bool {
        u32::try_from(n).is_ok_and(|n| n >= self.first && n < self.first + self.len)
    }

    /// The positions passed from each of `from`, on around the cycle, to the first of `to` (the start's own
    /// included).
    fn through(self, from: u32, to: u32) -> u32 {
        let (len, all) = (self.len, (1u32 << self.len) - 1);
        let (from, to) = ((from >> self.first) & all, (to >> self.first) & all);
        let mut passed = 0;
        let mut starts = from;
        while starts != 0 {
            let start = starts.trailing_zeros();
            starts &= starts - 1;
            // `to`'s positions as steps from this start.
            let ahead = self.turned(to, -i64::from(start));
            let steps = if ahead == 0 {
                len - 1
            } else {
                ahead.trailing_zeros()
            };
            passed |= self.turned((1 << (steps + 1)) - 1, i64::from(start));
        }
        passed << self.first
    }
}

/// As derived, but for an intersection, which writes its kept hash.
impl Hash for Predicate {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Predicate::Empty => {}
            Predicate::Fields(fields) => fields.hash(state),
            Predicate::Intersect(joined, ..) => state.write_u64(joined.hash),
            Predicate::Intervals(kind, a, b) => (kind, a, b).hash(state),
            Predicate::ReplaceIntersect(a, b, c) => (a, b, c).hash(state),
            Predicate::Series(facts, _) => state.write_u64(facts.hash),
        }
    }
}

/// The computed series of Duckling's helpers, named after the helper.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Series {
    /// `timeCycle`: every period of a grain (every day, every week …), aligned to the grain.
    Cycle(Grain),
    /// `takeNth`: the nth instance counted from the reference (0 = current or next, -1 = last).
    TakeNth {
        n: i32,
        not_immediate: bool,
        pred: Arc<Predicate>,
    },
    /// `takeN`: the block of n instances from the reference ("the next 3 days", "the last 2 weeks").
    TakeN {
        n: i32,
        not_immediate: bool,
        pred: Arc<Predicate>,
    },
    /// `takeNthAfter`: the nth instance of `cyclic` after each instance of `base`.
    TakeNthAfter {
        n: i32,
        not_immediate: bool,
        cyclic: Arc<Predicate>,
        base: Arc<Predicate>,
    },
    /// `takeNthClosest`: the nth closest instance of `cyclic` to each instance of `base`.
    TakeNthClosest {
        n: i32,
        cyclic: Arc<Predicate>,
        base: Arc<Predicate>,
    },
    /// `takeLastOf`: the last instance of `cyclic` inside each instance of `base`.
    TakeLastOf {
        cyclic: Arc<Predicate>,
        base: Arc<Predicate>,
    },
    /// `mergeDuration`: each instance moved by a duration, at the finer of the two grains.
    MergeDuration {
        pred: Arc<Predicate>,
        duration: DurationData,
    },
    /// `shiftDuration`: each instance rounded to the grain below the duration's, then moved by it.
    ShiftDuration {
        pred: Arc<Predicate>,
        duration: DurationData,
    },
    /// `shiftTimezone`: each instance moved from a fixed UTC offset (minutes) into the reference zone.
    ShiftTimezone {
        pred: Arc<Predicate>,
        offset_minutes: i32,
    },
    /// `seasonPredicate`: the astronomical seasons of the Northern Hemisphere, as day-grain intervals.
    Season,
    /// `weekdayPredicate`: Monday to Friday, day by day.
    Weekday,
    /// `periodicPredicate`: every `period` of `grain` before and after a known instance.
    Periodic {
        grain: Grain,
        period: i32,
        given: TimeObject,
    },
    /// `timeComputed`: a sorted table of days (computed holidays, 1950–2050 in Duckling).
    Computed(DayTable),
}

impl Series {
    /// Whether an instance may be an interval ([`Predicate::spans_periods`]).
    fn spans_periods(&self) -> bool {
        match self {
            Series::Cycle(_) | Series::Weekday | Series::Periodic { .. } | Series::Computed(_) => {
                false
            }
            Series::Season | Series::TakeN { .. } => true,
            Series::TakeNth { pred, .. }
            | Series::MergeDuration { pred, .. }
            | Series::ShiftDuration { pred, .. }
            | Series::ShiftTimezone { pred, .. } => pred.spans_periods(),
            Series::TakeNthAfter { cyclic, base, .. }
            | Series::TakeNthClosest { cyclic, base, .. }
            | Series::TakeLastOf { cyclic, base } => cyclic.spans_periods() || base.spans_periods(),
        }
    }
}

/// A sorted table of days (year, month, day), one of `computed`'s statics.
///
/// Hashed by its length and its ends, not its hundred days: a value is hashed whenever it is looked up in
/// the resolutions' memo, and a holiday's table made hashing most of a list of it ("earth hour, " repeated
/// cost 17 ms a KB). Equal tables hash alike; two of one length and ends are told apart by comparing them,
/// which a table does with itself by its address.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DayTable(pub &'static [(i16, i8, i8)]);

impl PartialEq for DayTable {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0) || self.0 == other.0
    }
}

impl Eq for DayTable {}

impl Hash for DayTable {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.0.len(), self.0.first(), self.0.last()).hash(state);
    }
}

/// The most parts [`Predicate::same_meaning`] reads of an intersection; one with more means only itself.
const MAX_PARTS: usize = 16;

impl Predicate {
    /// Whether two predicates are equal or intersections of the same parts however they are nested and ordered:
    /// intersection is associative and commutative, so they hold at the same instants. A part met twice counts
    /// once (a∩a is a), except a part that may be an interval, which counts as often as it is met, as
    /// `mk_intersect` nests it again (the intersection of two intervals resolves as their overlap).
    pub fn same_meaning(&self, other: &Predicate) -> bool {
        if std::ptr::eq(self, other) {
            return true;
        }
        let (Predicate::Intersect(a, ..), Predicate::Intersect(b, ..)) = (self, other) else {
            return self == other;
        };
        if a.parts != b.parts {
            return false;
        }
        // Equal intersections have the same parts: comparing them whole first would walk both trees twice.
        let (mut a, mut b) = ([self; MAX_PARTS], [other; MAX_PARTS]);
        let (Some(n), Some(m)) = (self.parts_into(&mut a, 0), other.parts_into(&mut b, 0)) else {
            return self == other;
        };
        let (n, m) = (once_each(&mut a[..n]), once_each(&mut b[..m]));
        if n != m {
            return false;
        }
        // Each part of `a` takes an equal part of `b` not taken yet, swapped past the untaken ones.
        let mut left = m;
        a[..n].iter().all(|part| {
            let Some(i) = b[..left].iter().position(|p| same(p, part)) else {
                return false;
            };
            left -= 1;
            b.swap(i, left);
            true
        })
    }

    /// Writes the parts this intersection is made of (itself, if it is none) from `parts[at]` on; how many
    /// parts there are then in all, or `None` past [`MAX_PARTS`].
    fn parts_into<'p>(
        &'p self,
        parts: &mut [&'p Predicate; MAX_PARTS],
        at: usize,
    ) -> Option<usize> {
        match self {
            Predicate::Intersect(_, x, y) => {
                let at = x.parts_into(parts, at)?;
                y.parts_into(parts, at)
            }
            _ => {
                *parts.get_mut(at)? = self;
                Some(at + 1)
            }
        }
    }

    /// `series` as a predicate, with its [`Facts`].
    pub(crate) fn series(series: Series) -> Predicate {
        let mut hasher = FastHasher::default();
        series.hash(&mut hasher);
        let facts = Facts {
            hash: hasher.finish(),
            spans_periods: series.spans_periods(),
        };
        Predicate::Series(facts, series)
    }

    /// `series` as a predicate, the one this thread built before if it did. The values of a list hold the same
    /// few series, built anew by each of its tokens, and every comparison of two equal values (the resolutions'
    /// memo, whether two values mean the same, whether one holds the other) walked both down to them: built
    /// once, they are one object, which those comparisons tell at once. A series is a value whatever parse built
    /// it ("now" is read against each parse's reference), so they are kept from one parse to the next, up to
    /// [`SERIES_KEPT`] by their hashes (of two series of one hash, the later is not kept).
    pub(crate) fn shared_series(series: Series) -> Arc<Predicate> {
        thread_local! {
            static BUILT: RefCell<FastMap<u64, Arc<Predicate>>> = RefCell::default();
        }
        let pred = Predicate::series(series);
        let Predicate::Series(Facts { hash, .. }, _) = pred else {
            unreachable!("a series")
        };
        BUILT.with_borrow_mut(|built| {
            if built.len() >= SERIES_KEPT && !built.contains_key(&hash) {
                built.clear();
            }
            match built.entry(hash) {
                Entry::Occupied(known) if **known.get() == pred => known.get().clone(),
                Entry::Occupied(_) => Arc::new(pred),
                Entry::Vacant(new) => new.insert(Arc::new(pred)).clone(),
            }
        })
    }

    /// The intersection of `a` and `b` as it is, `a` first.
    pub fn intersect(a: &Arc<Predicate>, b: &Arc<Predicate>) -> Predicate {
        let (hash_a, hash_b) = (a.hash_alone(), b.hash_alone());
        let mut hasher = FastHasher::default();
        hasher.write_u64(hash_a);
        hasher.write_u64(hash_b);
        let joined = Joined {
            hash: hasher.finish(),
            parts: a.parts_with(|| hash_a) | b.parts_with(|| hash_b),
            spans_periods: a.spans_periods() || b.spans_periods(),
            reach: OnceLock::new(),
        };
        Predicate::Intersect(joined, a.clone(), b.clone())
    }

    /// Its hash, on its own.
    fn hash_alone(&self) -> u64 {
        let mut hasher = FastHasher::default();
        self.hash(&mut hasher);
        hasher.finish()
    }

    /// The bits of the predicates it is an intersection of ([`Joined::parts`]), or its own bit.
    fn parts(&self) -> u64 {
        self.parts_with(|| self.hash_alone())
    }

    /// [`Predicate::parts`], its hash (read only for a predicate that is no intersection) given by `hash`.
    fn parts_with(&self, hash: impl FnOnce() -> u64) -> u64 {
        match self {
            Predicate::Intersect(joined, ..) => joined.parts,
            _ => 1 << (hash() % 64),
        }
    }

    /// Whether the two surely differ, told without walking them: they are of other kinds, or intersections of
    /// other hashes.
    pub fn differs_at_top(&self, other: &Predicate) -> bool {
        match (self, other) {
            (Predicate::Intersect(a, ..), Predicate::Intersect(b, ..)) => a.hash != b.hash,
            _ => std::mem::discriminant(self) != std::mem::discriminant(other),
        }
    }

    /// Duckling's `isEmptyPredicate`.
    pub fn is_empty(&self) -> bool {
        matches!(self, Predicate::Empty)
    }

    /// Whether an instance may be an interval, series looked into: the intersection of two intervals is
    /// resolved as their overlap, which `mk_intersect` does not take for either of them. An intersection knows
    /// it of its parts ([`Joined`]).
    fn spans_periods(&self) -> bool {
        match self {
            Predicate::Empty | Predicate::Fields(_) => false,
            Predicate::Intervals(..) => true,
            Predicate::Intersect(joined, ..) => joined.spans_periods,
            Predicate::ReplaceIntersect(a, b, c) => {
                a.spans_periods() || b.spans_periods() || c.spans_periods()
            }
            Predicate::Series(facts, _) => facts.spans_periods,
        }
    }

    /// What every instance holds, known or not ([`Reach`]).
    #[inline]
    fn reach(&self) -> Reach {
        match self {
            Predicate::Intersect(joined, a, b) => {
                *joined.reach.get_or_init(|| a.reach().meet(b.reach()))
            }
            _ => self.reach_alone(),
        }
    }

    /// [`Predicate::reach`] of a predicate that is no intersection.
    fn reach_alone(&self) -> Reach {
        let known = |bound, grain| Reach {
            bound,
            known: true,
            grain,
        };
        match self {
            Predicate::Fields(f) => known(Known::of(f), f.finest_grain()),
            // Each instance is one of the predicate's: what it knows ([`Predicate::known`]).
            Predicate::Series(
                _,
                Series::TakeNth { pred: one, .. } | Series::TakeNthClosest { cyclic: one, .. },
            ) => one.reach(),
            // One of the cyclic predicate's instances, known better where it is a unit on from the base's.
            Predicate::Series(_, Series::TakeNthAfter { cyclic, base, .. }) => {
                let of_cyclic = cyclic.reach();
                match nth_unit_after(self)
                    .and_then(|(grain, first, last, _)| base.known()?.spread(grain, first, last))
                {
                    Some(bound) => known(bound, of_cyclic.grain),
                    None => of_cyclic,
                }
            }
            _ => {
                let grain = self.coarsest_grain();
                match self.known() {
                    Some(bound) => known(bound, grain),
                    None => Reach {
                        bound: self
                            .instance_of()
                            .map_or(Known::NOTHING, |p| p.reach().bound),
                        known: false,
                        grain,
                    },
                }
            }
        }
    }

    /// The series whose one instance the reference alone fixes, wherever it is searched from: the nth unit of
    /// a cycle or the n units on from the reference's own (series' `take_nth`, `take_n`), "now", "tomorrow",
    /// "the last 2 years", "the next 3 hours"; and such an instance moved by a duration ("3 months ago", "in 2
    /// hours").
    pub(crate) fn anchored(&self) -> Option<&Series> {
        match self {
            Predicate::Series(
                _,
                s @ (Series::TakeNth { pred, .. } | Series::TakeN { pred, .. }),
            ) if matches!(**pred, Predicate::Series(_, Series::Cycle(_))) => Some(s),
            Predicate::Series(
                _,
                s @ (Series::ShiftDuration { pred, .. } | Series::MergeDuration { pred, .. }),
            ) if pred.anchored().is_some() => Some(s),
            _ => None,
        }
    }

    /// Whether an intersection's predicates hold at no instant together, so it has no instance ([`Reach`]).
    pub(crate) fn never_holds(&self) -> bool {
        matches!(self, Predicate::Intersect(..)) && self.reach().bound.is_contradiction()
    }

    /// Whether no instance holds, told from [`Reach`] with the fields of its anchored parts known: `instance`
    /// gives the one instance of such a series ([`Predicate::anchored`]) in this parse, if any. "Now at 5 pm",
    /// "the next 3 hours from the 13th to the 15th" then need no search.
    pub(crate) fn never_holds_at(
        &self,
        instance: &dyn Fn(&Series) -> Option<TimeObject>,
        reaches: &ReachesAt,
    ) -> bool {
        // Only an intersection's parts meet: any other value's reach is its own ([`Predicate::reach`]), and such
        // a series alone is searched in a step.
        matches!(self, Predicate::Intersect(..))
            && self.reach_at(instance, reaches).bound.is_contradiction()
    }

    /// [`Predicate::reach`] where the instances of its parts that the reference fixes are known: an intersection's
    /// is met again from its parts' ([`Joined`] met them knowing nothing of those).
    fn reach_at(
        &self,
        instance: &dyn Fn(&Series) -> Option<TimeObject>,
        reaches: &ReachesAt,
    ) -> Reach {
        let series = self.anchored();
        if series.is_none() && !matches!(self, Predicate::Intersect(..)) {
            return self.reach();
        }
        let address = std::ptr::from_ref(self) as usize;
        if let Some(&reach) = reaches.0.borrow().get(&address) {
            return reach;
        }
        let reach = match (self, series) {
            (Predicate::Intersect(_, a, b), _) => a
                .reach_at(instance, reaches)
                .meet(b.reach_at(instance, reaches)),
            // Its instance's instants are all it holds; met as a part nothing is known of, so spilled.
            (_, series) => {
                let x = series.and_then(instance);
                Reach {
                    bound: x.map_or(Known::NONE_AT_ALL, |x| Known::of_span(x.start, x.end())),
                    known: false,
                    grain: x.map_or(Grain::NoGrain, |x| x.grain),
                }
            }
        };
        reaches.0.borrow_mut().insert(address, reach);
        reach
    }

    /// The coarsest grain an instance may have ([`Reach::grain`]).
    fn coarsest_grain(&self) -> Grain {
        match self {
            Predicate::Intersect(..) => self.reach().grain,
            Predicate::Fields(f) => f.finest_grain(),
            Predicate::Series(_, Series::Cycle(grain)) => *grain,
            // From an instance of the first, at the finer of the two grains (`TimeObject::interval`).
            Predicate::Intervals(_, a, b) => a.coarsest_grain().min(b.coarsest_grain()),
            _ => self
                .instance_of()
                .map_or(Grain::Year, Predicate::coarsest_grain),
        }
    }

    /// The predicate each instance is one of: the nth of it, the nth after or closest to another's instances,
    /// the last within them.
    fn instance_of(&self) -> Option<&Predicate> {
        match self {
            Predicate::Series(
                _,
                Series::TakeNth { pred: one, .. }
                | Series::TakeNthAfter { cyclic: one, .. }
                | Series::TakeNthClosest { cyclic: one, .. }
                | Series::TakeLastOf { cyclic: one, .. },
            ) => Some(one),
            _ => None,
        }
    }

    /// What every instance holds, where it is known ([`Known`]).
    fn known(&self) -> Option<Known> {
        match self {
            // No instance at all.
            Predicate::Empty => Some(Known::NOTHING),
            Predicate::Fields(f) => Some(Known::of(f)),
            Predicate::Intersect(..) => {
                let reach = self.reach();
                reach.known.then_some(reach.bound)
            }
            // From an instance's start (a unit of its grain), at the finer of the two grains.
            Predicate::Intervals(_, a, b) => {
                let from = a.known()?;
                match &**b {
                    Predicate::Fields(to) => Some(from.interval(to)),
                    // To the nth unit after its own start (a holiday of eight days, an hour from 8:30 pm):
                    // the first such instance from a start is that one or an earlier start's, so the interval
                    // ends within the nth unit.
                    _ => match nth_unit_after(b) {
                        Some((grain, n, last, base)) if n >= 0 && base == a => {
                            from.spread(grain, 0, last)
                        }
                        _ => None,
                    }
                    .or_else(|| b.known().map(|_| Known::NOTHING)),
                }
            }
            Predicate::Series(_, Series::Cycle(grain)) => matches!(
                grain,
                Grain::Second
                    | Grain::Minute
                    | Grain::Hour
                    | Grain::Day
                    | Grain::Month
                    | Grain::Year
            )
            .then_some(Known::NOTHING),
            // One of the predicate's instances.
            Predicate::Series(_, Series::TakeNth { pred, .. }) => pred.known(),
            // The unit of a cycle n units on from the one holding each of the base's instances (the day
            // after a holiday).
            Predicate::Series(_, Series::TakeNthAfter { cyclic, base, .. }) => nth_unit_after(self)
                .and_then(|(grain, first, last, _)| base.known()?.spread(grain, first, last))
                .or_else(|| cyclic.known()),
            // The last instance of the cyclic predicate before each of the base's ends: within it where the
            // base is a whole month and the cyclic one a time of any day or of a weekday, which every month
            // holds (then in the month's last seven days).
            Predicate::Series(_, Series::TakeLastOf { cyclic, base }) => {
                let known = cyclic.known()?;
                match (&**cyclic, &**base) {
                    (Predicate::Fields(c), Predicate::Fields(b))
                        if c.day_of_month.is_none()
                            && c.month.is_none()
                            && c.year.is_none()
                            && b.is_a_whole_month() =>
                    {
                        let within = known.meet(Known::of(b));
                        Some(match c.day_of_week {
                            Some(_) => Known {
                                days: within.days & Known::LAST_WEEK_OF_A_MONTH,
                                ..within
                            },
                            None => within,
                        })
                    }
                    _ => Some(known),
                }
            }
            // One of the cyclic predicate's instances, from each of the base's.
            Predicate::Series(_, Series::TakeNthClosest { cyclic, .. }) => cyclic.known(),
            // Whole days, Monday to Friday.
            Predicate::Series(_, Series::Weekday) => Some(Known {
                weekdays: Known::MONDAY_TO_FRIDAY,
                ..Known::NOTHING
            }),
            // Whole days, each on a date of the table.
            Predicate::Series(_, Series::Computed(table)) => Some(Known::of_table(*table)),
            // An instance of the second or of the third.
            Predicate::ReplaceIntersect(_, b, c) => Some(b.known()?.join(c.known()?)),
            Predicate::Series(..) => None,
        }
    }

    /// Duckling's `containsTimeIntervalsPredicate` (series are not looked into, as in Duckling).
    pub fn contains_intervals(&self) -> bool {
        match self {
            Predicate::Intervals(..) => true,
            Predicate::Intersect(_, a, b) => a.contains_intervals() || b.contains_intervals(),
            _ => false,
        }
    }
}

/// The unit of a cycle n units after each instance of a base (`takeNthAfter` of a `timeCycle`): the cycle's
/// grain, the first and last n it may be (the next one too where the unit holding the base's instance is
/// skipped as not immediate), and the base.
fn nth_unit_after(p: &Predicate) -> Option<(Grain, i32, i32, &Arc<Predicate>)> {
    let Predicate::Series(
        _,
        Series::TakeNthAfter {
            n,
            not_immediate,
            cyclic,
            base,
        },
    ) = p
    else {
        return None;
    };
    let Predicate::Series(_, Series::Cycle(grain)) = **cyclic else {
        return None;
    };
    Some((grain, *n, n + i32::from(*not_immediate && *n >= 0), base))
}

/// Duckling's `mkIntersectPredicate`: two field sets unify field by field (a clash is `Empty`), `Empty`
/// absorbs, anything else nests — unless the two are one predicate, or both intersections and one holds every
/// predicate the other is an intersection of: then that one is the intersection, as it holds at the same
/// instants ("next friday" and "next friday" is "next friday"). A list of one date ("next friday, next friday,
/// …") then intersects each stretch of it into a few values, not one per bracketing of its parts. A single
/// predicate met inside an intersection still nests ("this" and "evening" of today): another rule may build
/// that intersection itself, and two values, not one, are what its rules' derivations are ranked as.
pub(crate) fn mk_intersect(a: &Arc<Predicate>, b: &Arc<Predicate>) -> Arc<Predicate> {
    match (&**a, &**b) {
        (Predicate::Empty, _) => a.clone(),
        (_, Predicate::Empty) => b.clone(),
        // A list of one date intersects it with itself over and over: where one side already holds every
        // field, its predicate is shared, which later comparisons of equal values find at once.
        (Predicate::Fields(x), Predicate::Fields(y)) if x == y => a.clone(),
        (Predicate::Fields(x), Predicate::Fields(y)) => match unify_fields(x, y) {
            Some(f) if f == *x => a.clone(),
            Some(f) if f == *y => b.clone(),
            Some(f) => Arc::new(Predicate::Fields(f)),
            None => Arc::new(Predicate::Empty),
        },
        _ if a.spans_periods() || b.spans_periods() => Arc::new(Predicate::intersect(a, b)),
        _ if a == b => a.clone(),
        (Predicate::Intersect(..), Predicate::Intersect(..)) if holds_all(a, b) => a.clone(),
        (Predicate::Intersect(..), Predicate::Intersect(..)) if holds_all(b, a) => b.clone(),
        _ => Arc::new(Predicate::intersect(a, b)),
    }
}

/// Whether two parts are one predicate, or equal ones. Asked first by address: `mk_intersect` shares a predicate
/// where one side holds the other, so the parts of two values of a list are often one object, and comparing a
/// predicate with itself walked its whole tree (comparing references, unlike `Arc`s, does not ask).
fn same(a: &Predicate, b: &Predicate) -> bool {
    std::ptr::eq(a, b) || a == b
}

/// Moves to the front of `parts` each part that may be an interval and the first of each other part, keeping
/// their order; how many there are.
fn once_each(parts: &mut [&Predicate]) -> usize {
    let mut kept = 0;
    for i in 0..parts.len() {
        let part = parts[i];
        if part.spans_periods() || !parts[..kept].iter().any(|p| same(p, part)) {
            parts[kept] = part;
            kept += 1;
        }
    }
    kept
}

/// Whether every predicate `part` is an intersection of is one `whole` is an intersection of. Equal predicates
/// have equal bits ([`Joined::parts`]), so an intersection holding `part`'s holds its bits: where it does not,
/// the walk is spared (a list of "third Tuesday after Christmas 2014" joins thousands of intersections: sparing
/// those walks took 7 % off its parse).
fn holds_all(whole: &Arc<Predicate>, part: &Arc<Predicate>) -> bool {
    match &**part {
        Predicate::Intersect(joined, x, y) if whole != part => {
            joined.parts & !whole.parts() == 0 && holds_all(whole, x) && holds_all(whole, y)
        }
        _ => holds(whole, part, part.parts()),
    }
}

/// Whether `part`, whose bits are `bits`, is `whole` or one of the predicates `whole` is an intersection of.
fn holds(whole: &Arc<Predicate>, part: &Arc<Predicate>, bits: u64) -> bool {
    whole == part
        || matches!(&**whole, Predicate::Intersect(joined, x, y)
            if joined.parts & bits == bits && (holds(x, part, bits) || holds(y, part, bits)))
}

/// Duckling's `mkTimeIntervalsPredicate`: `Empty` absorbs, and an interval of intervals is `Empty`.
pub(crate) fn mk_time_intervals(
    kind: TimeIntervalType,
    a: &Arc<Predicate>,
    b: &Arc<Predicate>,
) -> Arc<Predicate> {
    match (&**a, &**b) {
        (Predicate::Empty, _) => a.clone(),
        (_, Predicate::Empty) => b.clone(),
        _ if a.contains_intervals() || b.contains_intervals() => Arc::new(Predicate::Empty),
        _ => Arc::new(Predicate::Intervals(kind, a.clone(), b.clone())),
    }
}

fn unify_fields(x: &TimeDateFields, y: &TimeDateFields) -> Option<TimeDateFields> {
    fn one<T: PartialEq + Copy>(a: Option<T>, b: Option<T>) -> Result<Option<T>, ()> {
        match (a, b) {
            (Some(a), Some(b)) if a != b => Err(()),
            (a, b) => Ok(a.or(b)),
        }
    }
    let unify = || -> Result<TimeDateFields, ()> {
        Ok(TimeDateFields {
            second: one(x.second, y.second)?,
            minute: one(x.minute, y.minute)?,
            hour: one(x.hour, y.hour)?,
            ampm: one(x.ampm, y.ampm)?,
            day_of_week: one(x.day_of_week, y.day_of_week)?,
            day_of_month: one(x.day_of_month, y.day_of_month)?,
            month: one(x.month, y.month)?,
            year: one(x.year, y.year)?,
        })
    };
    unify().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cycle is passed through from each start, on around, to the first end at or after it.
    #[test]
    fn cycles_are_passed_through_to_the_first_end() {
        let bits = |ps: &[u32]| ps.iter().fold(0, |m, p| m | (1 << p));
        let hours = Known::HOURS;
        assert_eq!(
            hours.through(bits(&[22]), bits(&[2])),
            bits(&[22, 23, 0, 1, 2])
        );
        assert_eq!(
            hours.through(bits(&[4, 16]), bits(&[4, 16])),
            bits(&[4, 16])
        );
        assert_eq!(
            hours.through(bits(&[2, 14]), bits(&[4, 16])),
            bits(&[2, 3, 4, 14, 15, 16])
        );
        assert_eq!(
            hours.through(bits(&[5]), 0),
            hours.all(),
            "no end: all of it"
        );
        let days = Known::DAYS;
        assert_eq!(
            days.through(bits(&[28]), bits(&[3])),
            bits(&[28, 29, 30, 31, 1, 2, 3])
        );
        assert_eq!(days.through(bits(&[1]), bits(&[31])), days.all());
        assert_eq!(
            Known::MONTHS.through(bits(&[11]), bits(&[2])),
            bits(&[11, 12, 1, 2])
        );
    }

    /// An interval from a day of a month to a later day of the same month passes through the days between,
    /// the month's last day (the highest bit of the days) included.
    #[test]
    fn an_interval_within_a_month_passes_only_the_days_between() {
        let bits = |ps: &[u32]| ps.iter().fold(0, |m, p| m | (1 << p));
        let day = |day_of_month| TimeDateFields {
            day_of_month: Some(day_of_month),
            month: Some(12),
            ..TimeDateFields::default()
        };
        for (from, to) in [(24, 26), (24, 31), (31, 31)] {
            let passed = Known::of(&day(from)).interval(&day(to));
            assert_eq!(
                passed.days,
                bits(&(from as u32..=to as u32).collect::<Vec<_>>()),
                "December {from} to December {to}"
            );
        }
    }

    #[test]
    fn fields_unify_and_clashes_are_empty() {
        let month = Arc::new(Predicate::Fields(TimeDateFields {
            month: Some(2),
            ..Default::default()
        }));
        let day = Arc::new(Predicate::Fields(TimeDateFields {
            day_of_month: Some(12),
            ..Default::default()
        }));
        let other_month = Arc::new(Predicate::Fields(TimeDateFields {
            month: Some(3),
            ..Default::default()
        }));
        assert_eq!(
            *mk_intersect(&day, &month),
            Predicate::Fields(TimeDateFields {
                month: Some(2),
                day_of_month: Some(12),
                ..Default::default()
            })
        );
        assert!(mk_intersect(&month, &other_month).is_empty());
        let cycle = Arc::new(Predicate::series(Series::Cycle(Grain::Day)));
        let nested = mk_time_intervals(TimeIntervalType::Open, &day, &month);
        assert!(
            mk_time_intervals(TimeIntervalType::Open, &nested, &cycle).is_empty(),
            "no intervals of intervals"
        );
        assert!(mk_intersect(&cycle, &Arc::new(Predicate::Empty)).is_empty());
    }

    /// Field sets where one side holds every field of the other give that side's own predicate, not a copy:
    /// a list of one date meets itself over and over, and its equal values are then told equal at once.
    #[test]
    fn fields_that_add_nothing_share_the_fuller_side() {
        let fields = |day_of_week, hour| {
            Arc::new(Predicate::Fields(TimeDateFields {
                day_of_week,
                hour,
                ..Default::default()
            }))
        };
        let monday = fields(Some(1), None);
        let monday_at_5 = fields(Some(1), Some((false, 5)));
        // Equal, not the same allocation: two tokens of one text.
        assert!(Arc::ptr_eq(
            &mk_intersect(&monday, &fields(Some(1), None)),
            &monday
        ));
        assert!(Arc::ptr_eq(
            &mk_intersect(&monday, &monday_at_5),
            &monday_at_5
        ));
        assert!(Arc::ptr_eq(
            &mk_intersect(&monday_at_5, &monday),
            &monday_at_5
        ));
        // Neither holds the other's fields: a new set, equal to their union.
        let at_5 = fields(None, Some((false, 5)));
        let union = mk_intersect(&monday, &at_5);
        assert!(!Arc::ptr_eq(&union, &monday) && !Arc::ptr_eq(&union, &at_5));
        assert_eq!(union, monday_at_5);
        assert!(mk_intersect(&monday_at_5, &fields(Some(2), None)).is_empty());
    }

    /// The `n`th period of `grain` from the reference ("next week": 1, Week).
    fn nth(n: i32, grain: Grain) -> Arc<Predicate> {
        Arc::new(Predicate::series(Series::TakeNth {
            n,
            not_immediate: false,
            pred: Arc::new(Predicate::series(Series::Cycle(grain))),
        }))
    }

    /// A predicate met again is not nested again, so that a list of one date has a few values per stretch, not
    /// one per bracketing; one met inside an intersection still nests, as another rule may build that
    /// intersection itself.
    #[test]
    fn a_repeated_predicate_is_not_nested_again() {
        let (day, week) = (nth(0, Grain::Day), nth(1, Grain::Week));
        // Equal, not the same allocation: two tokens of one text.
        assert_eq!(mk_intersect(&day, &nth(0, Grain::Day)), day);
        let both = mk_intersect(&day, &week);
        assert_eq!(*both, Predicate::intersect(&day, &week));
        let reversed = mk_intersect(&week, &day);
        assert_eq!(mk_intersect(&both, &reversed), both);
        let wider = mk_intersect(&both, &nth(2, Grain::Month));
        assert_eq!(mk_intersect(&both, &wider), wider);
        assert_eq!(mk_intersect(&wider, &reversed), wider);
        // Built apart (equal predicates, not the same allocations) and held deep inside: shared all the same.
        let apart = mk_intersect(
            &mk_intersect(
                &nth(2, Grain::Month),
                &mk_intersect(&nth(1, Grain::Week), &nth(0, Grain::Day)),
            ),
            &nth(4, Grain::Year),
        );
        assert_eq!(mk_intersect(&apart, &reversed), apart);
        assert_eq!(mk_intersect(&reversed, &apart), apart);
        let elsewhere = mk_intersect(&nth(5, Grain::Day), &week);
        assert_eq!(
            *mk_intersect(&apart, &elsewhere),
            Predicate::intersect(&apart, &elsewhere),
            "a part it does not hold nests"
        );
        assert_eq!(
            *mk_intersect(&day, &both),
            Predicate::intersect(&day, &both),
            "a single predicate inside an intersection nests"
        );
        // An intersection that holds an interval, however deep, nests again: the overlap of two intervals is
        // resolved otherwise than either.
        let hours = mk_time_intervals(TimeIntervalType::Closed, &day, &week);
        let deep = mk_intersect(&mk_intersect(&hours, &wider), &nth(3, Grain::Year));
        assert_eq!(
            *mk_intersect(&deep, &deep),
            Predicate::intersect(&deep, &deep)
        );
    }

    /// Intersections built apart from equal predicates are equal and hash alike; others are not equal, though
    /// they differ only deep down.
    #[test]
    fn an_intersection_compares_and_hashes_as_its_predicates_do() {
        let hash = Predicate::hash_alone;
        let built = |day: i32| {
            let weeks = mk_intersect(&nth(day, Grain::Day), &nth(1, Grain::Week));
            mk_intersect(
                &mk_intersect(&weeks, &nth(2, Grain::Month)),
                &nth(3, Grain::Year),
            )
        };
        let (a, b, other) = (built(0), built(0), built(1));
        assert!(!Arc::ptr_eq(&a, &b));
        assert_eq!(a, b);
        assert_eq!(hash(&a), hash(&b));
        assert_ne!(a, other);
        assert_ne!(hash(&a), hash(&other));
    }

    /// Intersections of the same parts mean the same however they nest and order them; a part met twice counts
    /// once, unless it may be an interval.
    #[test]
    fn intersections_of_the_same_parts_mean_the_same() {
        let (day, week, month) = (
            nth(0, Grain::Day),
            nth(1, Grain::Week),
            nth(2, Grain::Month),
        );
        let both = |a: &Arc<Predicate>, b: &Arc<Predicate>| Arc::new(Predicate::intersect(a, b));
        let left = both(&both(&day, &week), &month);
        let right = both(&month, &both(&week, &day));
        assert_ne!(left, right);
        assert!(left.same_meaning(&right));
        assert!(left.same_meaning(&both(&left, &week)), "week met twice");
        assert!(!left.same_meaning(&both(&day, &week)), "month missing");
        assert!(
            !day.same_meaning(&both(&day, &day)),
            "only intersections are read"
        );
        let hours = mk_time_intervals(TimeIntervalType::Closed, &day, &week);
        let twice = both(&both(&hours, &hours), &day);
        assert!(twice.same_meaning(&both(&hours, &both(&day, &hours))));
        assert!(
            !twice.same_meaning(&both(&hours, &day)),
            "an interval met twice counts twice"
        );
    }

    /// A series built again on a thread is the one built before, whatever parse builds it; another series is
    /// another object; and the thread keeps at most `SERIES_KEPT` of them.
    #[test]
    fn a_series_built_again_is_the_one_built_before() {
        let next_week = |grain| {
            Predicate::shared_series(Series::TakeNth {
                n: 1,
                not_immediate: false,
                pred: Predicate::shared_series(Series::Cycle(grain)),
            })
        };
        assert!(Arc::ptr_eq(
            &next_week(Grain::Week),
            &next_week(Grain::Week)
        ));
        assert!(!Arc::ptr_eq(
            &next_week(Grain::Week),
            &next_week(Grain::Month)
        ));
        let first = Predicate::shared_series(Series::Cycle(Grain::Day));
        for n in 0..2 * SERIES_KEPT as i32 {
            let shifted = Predicate::shared_series(Series::TakeNth {
                n,
                not_immediate: false,
                pred: first.clone(),
            });
            assert_eq!(
                *shifted,
                Predicate::series(Series::TakeNth {
                    n,
                    not_immediate: false,
                    pred: first.clone()
                })
            );
        }
        // Started again past SERIES_KEPT: the day's cycle built first is another object now.
        assert!(!Arc::ptr_eq(
            &first,
            &Predicate::shared_series(Series::Cycle(Grain::Day))
        ));
    }
}
