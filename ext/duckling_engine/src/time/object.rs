//! Time objects, the instants and intervals a predicate's series is made of (Duckling's `TimeObject`), and
//! the arithmetic on them that series and resolution share: rounding, shifting, ends, intersection.
//!
//! All values are civil date-times ([`Moment`]s) in the reference time's zone (see the `time` module doc); an object
//! without an `end` lasts one unit of its grain.

use super::grain::Grain;
use super::moment::Moment;

/// One element of a series: a start, the grain it is precise to, and an end if it is an interval.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct TimeObject {
    pub start: Moment,
    pub grain: Grain,
    pub end: Option<Moment>,
}

/// Closed if the interval between A and B should include B, Open if it should end right before B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum TimeIntervalType {
    Open,
    Closed,
}

impl TimeObject {
    /// An instant precise to `grain`.
    pub fn at(start: Moment, grain: Grain) -> TimeObject {
        TimeObject {
            start,
            grain,
            end: None,
        }
    }

    /// Duckling's `timeRound`: the start of the `grain`-long period holding this object's start.
    pub fn round(&self, grain: Grain) -> TimeObject {
        TimeObject::at(self.start.truncate(grain), grain)
    }

    /// Duckling's `timePlus`: the start moved by `n` of `grain`, as an instant of the finer grain of the two.
    /// `None` past the calendar's range.
    pub fn plus(&self, grain: Grain, n: i64) -> Option<TimeObject> {
        Some(TimeObject::at(
            self.start.plus(grain, n)?,
            self.grain.min(grain),
        ))
    }

    /// Duckling's `timeEnd`: the exclusive end (one grain after the start for an instant). Saturates at the
    /// calendar's end, where no series reaches anyway.
    pub fn end(&self) -> Moment {
        self.end
            .or_else(|| self.start.plus(self.grain, 1))
            .unwrap_or(Moment::MAX)
    }

    /// Duckling's `timeStartingAtTheEndOf`: an instant of the same grain where this object ends.
    pub fn starting_at_the_end(&self) -> TimeObject {
        TimeObject::at(self.end(), self.grain)
    }

    /// Duckling's `timeStartsBeforeTheEndOf`: `self` starts before `other` ends.
    pub fn starts_before_the_end_of(&self, other: &TimeObject) -> bool {
        self.start < other.end()
    }

    /// Duckling's `timeBefore`: `self` starts before `other` starts.
    pub fn before(&self, other: &TimeObject) -> bool {
        self.start < other.start
    }

    /// Duckling's `timeIntersect`: the overlap of two objects, with the finer grain; the end of the one
    /// ending first (an interval wins over an instant covering the same range). `None` if they do not meet.
    pub fn intersect(&self, other: &TimeObject) -> Option<TimeObject> {
        self.intersect_ending(self.end(), other, other.end())
    }

    /// [`TimeObject::intersect`] with both ends already known (series compute them once per object).
    pub fn intersect_ending(
        &self,
        self_end: Moment,
        other: &TimeObject,
        other_end: Moment,
    ) -> Option<TimeObject> {
        let ((t1, e1), (t2, e2)) = if self.start > other.start {
            ((other, other_end), (self, self_end))
        } else {
            ((self, self_end), (other, other_end))
        };
        let grain = t1.grain.min(t2.grain);
        if e1 <= t2.start {
            None
        } else if e1 < e2 || (t1.start == t2.start && e1 == e2 && t1.end.is_some()) {
            Some(TimeObject {
                start: t2.start,
                end: t1.end,
                grain,
            })
        } else {
            Some(TimeObject { grain, ..*t2 })
        }
    }

    /// Duckling's `timeInterval`: from `self`'s start to `to`'s start (Open) or end (Closed). A Closed end of
    /// an instant is one unit after its start, of the finer grain when both are finer than a day ("3-4pm"
    /// ends at 17:00, "9:30 - 11:00" at 11:01).
    pub fn interval(&self, kind: TimeIntervalType, to: &TimeObject) -> TimeObject {
        let grain = self.grain.min(to.grain);
        let end_grain = if self.grain < Grain::Day && to.grain < Grain::Day {
            grain
        } else {
            to.grain
        };
        let end = match kind {
            TimeIntervalType::Open => to.start,
            TimeIntervalType::Closed => to
                .end
                .or_else(|| to.start.plus(end_grain, 1))
                .unwrap_or(Moment::MAX),
        };
        TimeObject {
            start: self.start,
            grain,
            end: Some(end),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    fn m(dt: jiff::civil::DateTime) -> Moment {
        Moment::from_datetime(dt)
    }

    fn hour(d: i8, h: i8) -> TimeObject {
        TimeObject::at(m(date(2013, 2, d).at(h, 0, 0, 0)), Grain::Hour)
    }

    #[test]
    fn intersection_keeps_the_finer_grain_and_the_earlier_end() {
        let day = TimeObject::at(m(date(2013, 2, 12).at(0, 0, 0, 0)), Grain::Day);
        assert_eq!(day.intersect(&hour(12, 5)), Some(hour(12, 5)));
        assert_eq!(hour(12, 5).intersect(&day), Some(hour(12, 5)));
        assert_eq!(day.intersect(&hour(13, 0)), None);
        let morning = hour(12, 4).interval(TimeIntervalType::Open, &hour(12, 12));
        assert_eq!(
            morning.intersect(&hour(12, 6)),
            Some(hour(12, 6)),
            "an hour inside an interval"
        );
        assert_eq!(morning.intersect(&day), Some(morning));
    }

    #[test]
    fn closed_intervals_end_one_unit_after_the_second_start() {
        let three = hour(12, 15);
        let four = hour(12, 16);
        assert_eq!(
            three.interval(TimeIntervalType::Closed, &four).end,
            Some(m(date(2013, 2, 12).at(17, 0, 0, 0)))
        );
        assert_eq!(
            three.interval(TimeIntervalType::Open, &four).end,
            Some(m(date(2013, 2, 12).at(16, 0, 0, 0)))
        );
        let y1960 = TimeObject::at(m(date(1960, 1, 1).at(0, 0, 0, 0)), Grain::Year);
        let y1961 = TimeObject::at(m(date(1961, 1, 1).at(0, 0, 0, 0)), Grain::Year);
        assert_eq!(
            y1960.interval(TimeIntervalType::Closed, &y1961).end,
            Some(m(date(1962, 1, 1).at(0, 0, 0, 0)))
        );
    }
}
