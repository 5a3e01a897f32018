//! Grains: the units a time is precise to and durations are counted in, with truncation and shifting of
//! civil date-times by whole grains.

use jiff::Span;
use jiff::civil::{DateTime, Time};

/// A unit of time, finest first (the derived order compares precision: `Second < Year`).
#[allow(clippy::enum_variant_names)] // `NoGrain` is Duckling's name
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Grain {
    /// Duckling's grain of "now": finer than a second, so "now" intersected with anything keeps it, and a
    /// duration after "now" shifts from the exact instant. Rendered instants never carry it.
    NoGrain,
    Second,
    Minute,
    Hour,
    Day,
    Week,
    Month,
    Quarter,
    Year,
}

impl Grain {
    /// Duckling's name for the grain.
    pub fn name(self) -> &'static str {
        match self {
            Grain::NoGrain => "nograin",
            Grain::Second => "second",
            Grain::Minute => "minute",
            Grain::Hour => "hour",
            Grain::Day => "day",
            Grain::Week => "week",
            Grain::Month => "month",
            Grain::Quarter => "quarter",
            Grain::Year => "year",
        }
    }

    /// Length in seconds, as Duckling normalises durations (a month is 30 days, a year 365).
    pub fn seconds(self) -> i64 {
        match self {
            Grain::NoGrain | Grain::Second => 1,
            Grain::Minute => 60,
            Grain::Hour => 3_600,
            Grain::Day => 86_400,
            Grain::Week => 604_800,
            Grain::Month => 2_592_000,
            Grain::Quarter => 7_776_000,
            Grain::Year => 31_536_000,
        }
    }

    /// The grain a shift by this grain is reported in ("in 3 days" is precise to the hour): Duckling's `lower`.
    pub fn finer(self) -> Grain {
        match self {
            Grain::NoGrain | Grain::Second | Grain::Minute => Grain::Second,
            Grain::Hour => Grain::Minute,
            Grain::Day => Grain::Hour,
            Grain::Week | Grain::Month => Grain::Day,
            Grain::Quarter | Grain::Year => Grain::Month,
        }
    }

    /// The next finer unit a fractional amount converts to without loss, and how many of it make one of
    /// this grain (1.5 hours = 90 minutes).
    pub fn subunit(self) -> Option<(Grain, i64)> {
        match self {
            Grain::NoGrain | Grain::Second => None,
            Grain::Minute => Some((Grain::Second, 60)),
            Grain::Hour => Some((Grain::Minute, 60)),
            Grain::Day => Some((Grain::Hour, 24)),
            Grain::Week => Some((Grain::Day, 7)),
            Grain::Month => Some((Grain::Day, 30)),
            Grain::Quarter => Some((Grain::Month, 3)),
            Grain::Year => Some((Grain::Month, 12)),
        }
    }

    /// How many `finer` make one of this grain: months, quarters and years count in months, the rest in
    /// seconds (a year is 365 days). `None` when `finer` does not divide this grain.
    pub fn count_of(self, finer: Grain) -> Option<i64> {
        let months = |g: Grain| match g {
            Grain::Month => Some(1),
            Grain::Quarter => Some(3),
            Grain::Year => Some(12),
            _ => None,
        };
        if let (Some(a), Some(b)) = (months(self), months(finer)) {
            return (a % b == 0).then_some(a / b);
        }
        let (a, b) = (self.seconds(), finer.seconds());
        (a % b == 0).then_some(a / b)
    }

    /// The start of the grain-long period holding `dt`: weeks start on Monday, quarters in Jan/Apr/Jul/Oct.
    pub fn truncate(self, dt: DateTime) -> DateTime {
        let date = dt.date();
        let midnight = Time::midnight();
        let (h, m, s) = (dt.hour(), dt.minute(), dt.second());
        match self {
            Grain::NoGrain => dt,
            Grain::Second => date.at(h, m, s, 0),
            Grain::Minute => date.at(h, m, 0, 0),
            Grain::Hour => date.at(h, 0, 0, 0),
            Grain::Day => date.to_datetime(midnight),
            Grain::Week => {
                let back = i64::from(date.weekday().to_monday_zero_offset());
                date.checked_sub(Span::new().days(back))
                    .unwrap_or(date)
                    .to_datetime(midnight)
            }
            Grain::Month => date.first_of_month().to_datetime(midnight),
            Grain::Quarter => {
                let month = (date.month() - 1) / 3 * 3 + 1;
                jiff::civil::Date::new(date.year(), month, 1)
                    .unwrap_or(date)
                    .to_datetime(midnight)
            }
            Grain::Year => jiff::civil::Date::new(date.year(), 1, 1)
                .unwrap_or(date)
                .to_datetime(midnight),
        }
    }

    /// `dt` moved by `n` of this grain (months clamp to the month's last day); `None` out of jiff's range.
    pub fn add(self, dt: DateTime, n: i64) -> Option<DateTime> {
        let span = match self {
            Grain::NoGrain | Grain::Second => Span::new().try_seconds(n).ok()?,
            Grain::Minute => Span::new().try_minutes(n).ok()?,
            Grain::Hour => Span::new().try_hours(n).ok()?,
            Grain::Day => Span::new().try_days(n).ok()?,
            Grain::Week => Span::new().try_weeks(n).ok()?,
            Grain::Month => Span::new().try_months(n).ok()?,
            Grain::Quarter => Span::new().try_months(n.checked_mul(3)?).ok()?,
            Grain::Year => Span::new().try_years(n).ok()?,
        };
        dt.checked_add(span).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn truncation_finds_period_starts() {
        let dt = date(2013, 2, 12).at(4, 30, 15, 0);
        assert_eq!(Grain::Week.truncate(dt), date(2013, 2, 11).at(0, 0, 0, 0));
        assert_eq!(Grain::Quarter.truncate(dt), date(2013, 1, 1).at(0, 0, 0, 0));
        assert_eq!(Grain::Hour.truncate(dt), date(2013, 2, 12).at(4, 0, 0, 0));
        assert_eq!(Grain::Year.truncate(dt), date(2013, 1, 1).at(0, 0, 0, 0));
    }

    #[test]
    fn shifting_clamps_months_and_carries_days() {
        let jan31 = date(2013, 1, 31).at(0, 0, 0, 0);
        assert_eq!(
            Grain::Month.add(jan31, 1),
            Some(date(2013, 2, 28).at(0, 0, 0, 0))
        );
        assert_eq!(
            Grain::Quarter.add(jan31, -1),
            Some(date(2012, 10, 31).at(0, 0, 0, 0))
        );
        assert_eq!(
            Grain::Hour.add(jan31, 25),
            Some(date(2013, 2, 1).at(1, 0, 0, 0))
        );
        assert_eq!(Grain::Year.add(jan31, i64::MAX), None);
    }
}
