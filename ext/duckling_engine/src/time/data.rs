//! The value of a time token (Duckling's `TimeData`): its predicate plus the flags rules test and set
//! (latent, grain, form, direction …). Built by the productions in `helpers`, resolved by `resolve`.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::grain::Grain;
use super::moment::Moment;
use super::predicate::Predicate;

/// The shape a token came from, for rules that accept only some shapes ("<day-of-week> <time>").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Form {
    DayOfWeek,
    /// A clock time; `hours` is the hour as written when known, `is_12h` when it may be am or pm.
    TimeOfDay {
        hours: Option<i32>,
        is_12h: bool,
    },
    /// A month, 1–12.
    Month(i32),
    PartOfDay,
}

/// An open interval's side: "before 5pm" has no start, "after 5pm" no end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum IntervalDirection {
    Before,
    After,
}

/// The seasons, in the order they follow each other within a year.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum SeasonName {
    Spring,
    Summer,
    Fall,
    Winter,
}

/// A season of the Northern Hemisphere; winter belongs to the year it starts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Season {
    pub start_year: i32,
    pub name: SeasonName,
}

/// A time token's value. Equality is structural, predicate included (Duckling ignores the predicate; the
/// chart here dedupes only tokens that mean the same).
#[derive(Debug, Clone)]
pub(crate) struct TimeData {
    pub latent: bool,
    /// The grain intersections compare (Duckling's `timeGrain`); resolved values carry their own.
    pub grain: Grain,
    /// Skip the first instance when it contains the reference ("tuesday" said on a Tuesday).
    pub not_immediate: bool,
    pub form: Option<Form>,
    pub direction: Option<IntervalDirection>,
    /// Accepts "this"/"next"/"last" before it (days, months, holidays).
    pub ok_for_this_next: bool,
    /// The holiday's name, output as `holidayBeta`.
    pub holiday: Option<&'static str>,
    /// Carries an explicit zone already, so a second one is refused.
    pub has_timezone: bool,
    pub pred: Arc<Predicate>,
}

/// Every field equal, as derived, in the order that parts two values soonest: the chart compares each new value
/// with those over its span, and in a list of dates they nearly always differ in their predicates, which two
/// intersections tell at once ([`Predicate::differs_at_top`]); the flags next; walking two predicate trees last.
impl PartialEq for TimeData {
    fn eq(&self, other: &TimeData) -> bool {
        !self.pred.differs_at_top(&other.pred) && self.same_flags(other) && self.pred == other.pred
    }
}

impl Eq for TimeData {}

/// Every field (equal values hash alike whatever order [`PartialEq`] compares them in).
impl Hash for TimeData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.flags().hash(state);
        self.pred.hash(state);
    }
}

impl TimeData {
    /// Duckling's `timedata'` with a predicate and grain: every flag off.
    pub fn new(pred: Arc<Predicate>, grain: Grain) -> TimeData {
        TimeData {
            pred,
            latent: false,
            grain,
            not_immediate: false,
            form: None,
            direction: None,
            ok_for_this_next: false,
            holiday: None,
            has_timezone: false,
        }
    }

    /// Whether two values mean the same: every flag equal, the predicates intersections of the same parts
    /// however nested ([`Predicate::same_meaning`]).
    pub fn same_meaning(&self, other: &TimeData) -> bool {
        self.same_flags(other) && self.pred.same_meaning(&other.pred)
    }

    /// Whether every field but the predicate is equal.
    fn same_flags(&self, other: &TimeData) -> bool {
        self.flags() == other.flags()
    }

    /// Every field but the predicate: what [`TimeData::same_flags`] compares and [`Hash`] writes before the
    /// predicate, listed once (destructured, so a new field cannot be left out).
    #[inline]
    #[allow(clippy::type_complexity)]
    fn flags(
        &self,
    ) -> (
        &bool,
        &Grain,
        &bool,
        &Option<Form>,
        &Option<IntervalDirection>,
        &bool,
        &Option<&'static str>,
        &bool,
    ) {
        let TimeData {
            latent,
            grain,
            not_immediate,
            form,
            direction,
            ok_for_this_next,
            holiday,
            has_timezone,
            pred: _,
        } = self;
        (
            latent,
            grain,
            not_immediate,
            form,
            direction,
            ok_for_this_next,
            holiday,
            has_timezone,
        )
    }
}

impl SeasonName {
    /// The month and day the season starts on.
    fn start(self) -> (i64, i64) {
        match self {
            SeasonName::Spring => (3, 20),
            SeasonName::Summer => (6, 21),
            SeasonName::Fall => (9, 23),
            SeasonName::Winter => (12, 21),
        }
    }
}

impl Season {
    /// Midnight starting the season's first day.
    pub fn start(self) -> Option<Moment> {
        let (m, d) = self.name.start();
        Moment::from_ymd(i64::from(self.start_year), m, d)
    }

    /// Midnight starting the season's last day (the day before the next one starts).
    pub fn end(self) -> Option<Moment> {
        self.next().start()?.plus(Grain::Day, -1)
    }

    pub fn next(self) -> Season {
        match self.name {
            SeasonName::Spring => Season {
                name: SeasonName::Summer,
                ..self
            },
            SeasonName::Summer => Season {
                name: SeasonName::Fall,
                ..self
            },
            SeasonName::Fall => Season {
                name: SeasonName::Winter,
                ..self
            },
            SeasonName::Winter => Season {
                start_year: self.start_year + 1,
                name: SeasonName::Spring,
            },
        }
    }

    pub fn prev(self) -> Season {
        match self.name {
            SeasonName::Spring => Season {
                start_year: self.start_year - 1,
                name: SeasonName::Winter,
            },
            SeasonName::Summer => Season {
                name: SeasonName::Spring,
                ..self
            },
            SeasonName::Fall => Season {
                name: SeasonName::Summer,
                ..self
            },
            SeasonName::Winter => Season {
                name: SeasonName::Fall,
                ..self
            },
        }
    }

    /// The season holding the day of `day` (early January is the previous year's winter).
    pub fn of(day: Moment) -> Season {
        let day = day.truncate(Grain::Day);
        let year = i32::try_from(day.year()).unwrap_or(0);
        [
            SeasonName::Winter,
            SeasonName::Fall,
            SeasonName::Summer,
            SeasonName::Spring,
        ]
        .into_iter()
        .map(|name| Season {
            start_year: year,
            name,
        })
        .find(|s| s.start().is_some_and(|start| start <= day))
        .unwrap_or(Season {
            start_year: year - 1,
            name: SeasonName::Winter,
        })
    }
}
