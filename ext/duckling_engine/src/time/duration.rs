//! Durations as Duckling's `Duration.Types` holds them (an integer count of one grain), with the arithmetic
//! the time helpers need ("in 3 days", "2 hours ago", "the next 3 weeks") and Duckling's duration productions.

use super::grain::Grain;

/// A whole number of one grain: "3 days" is `{ value: 3, grain: Day }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct DurationData {
    pub value: i64,
    pub grain: Grain,
}

/// Duckling's `duration grain n`.
pub(crate) fn duration(grain: Grain, value: i64) -> DurationData {
    DurationData { value, grain }
}

impl DurationData {
    /// Duckling's `timeNegPeriod`: the same length backwards ("3 days ago").
    pub fn negated(self) -> DurationData {
        DurationData {
            value: self.value.saturating_neg(),
            grain: self.grain,
        }
    }

    /// Duckling's `timeShiftPeriod`: `n` more of the same grain.
    pub fn shifted(self, n: i64) -> DurationData {
        DurationData {
            value: self.value.saturating_add(n),
            grain: self.grain,
        }
    }

    /// Duckling's `withGrain`: converted to `grain`, rounded to the nearest whole unit (1 month = 4 weeks).
    pub fn with_grain(self, grain: Grain) -> DurationData {
        if grain == self.grain {
            return self;
        }
        let seconds = self.value as f64 * self.grain.seconds() as f64;
        let value = (seconds / grain.seconds() as f64).round_ties_even() as i64;
        DurationData { value, grain }
    }

    /// Duckling's `<>` on durations: the sum in the finer grain ("1 hour and 30 minutes" = 90 minutes).
    pub fn combine(self, other: DurationData) -> DurationData {
        let grain = self.grain.min(other.grain);
        let (a, b) = (self.with_grain(grain), other.with_grain(grain));
        DurationData {
            value: a.value.saturating_add(b.value),
            grain,
        }
    }

    /// The length in seconds, as Duckling's `normalized` field (a month is 30 days).
    pub fn in_seconds(self) -> i64 {
        self.value.saturating_mul(self.grain.seconds())
    }
}

/// Duckling's `nPlusOneHalf`: "n and a half <grain>" in the next finer unit ("2 and a half hours" = 150 min).
pub(crate) fn n_plus_one_half(grain: Grain, n: i64) -> Option<DurationData> {
    fraction_of(grain, n, [30, 30, 12, 15, 6])
}

/// Duckling's `timesOneQuarter`: `n` and a quarter of `grain`, in the next finer unit (Hindi "सवा 2 घंटा" is
/// 135 minutes).
pub(crate) fn times_one_quarter(grain: Grain, n: i64) -> Option<DurationData> {
    fraction_of(grain, n, [15, 15, 6, 7, 3])
}

/// Duckling's `timesThreeQuarter`: `n` and three quarters of `grain`, in the next finer unit.
pub(crate) fn times_three_quarter(grain: Grain, n: i64) -> Option<DurationData> {
    fraction_of(grain, n, [45, 45, 18, 21, 9])
}

/// `n` of `grain` plus a fixed number of the next finer unit; `extra` is given for minute, hour, day, month,
/// year in that order (Duckling has no fraction for the other grains).
fn fraction_of(grain: Grain, n: i64, extra: [i64; 5]) -> Option<DurationData> {
    let (unit, per, extra) = match grain {
        Grain::Minute => (Grain::Second, 60, extra[0]),
        Grain::Hour => (Grain::Minute, 60, extra[1]),
        Grain::Day => (Grain::Hour, 24, extra[2]),
        Grain::Month => (Grain::Day, 30, extra[3]),
        Grain::Year => (Grain::Month, 12, extra[4]),
        _ => return None,
    };
    Some(duration(unit, n.checked_mul(per)?.checked_add(extra)?))
}

/// Duckling's `inCoarsestGrain`: `v` of `grain` (not a whole number: "1.5 hours") as a whole number of the
/// coarsest grain that counts it exactly, its seconds cut to whole ones (90 minutes).
pub(crate) fn in_coarsest_grain(grain: Grain, v: f64) -> DurationData {
    let seconds = (v * grain.seconds() as f64).floor() as i64;
    let mut grain = grain;
    // Duckling's `lower`: one grain finer, but a year to months and a month to days; a second divides every
    // count.
    while seconds % grain.seconds() != 0 {
        grain = match grain {
            Grain::Year | Grain::Quarter => Grain::Month,
            Grain::Month => Grain::Day,
            Grain::Week => Grain::Day,
            Grain::Day => Grain::Hour,
            Grain::Hour => Grain::Minute,
            _ => Grain::Second,
        };
    }
    duration(grain, seconds / grain.seconds())
}

/// Duckling's `minutesFromHourMixedFraction`: "1 1/2 hours" as minutes (`h` hours and `n/d` of one).
pub(crate) fn minutes_from_hour_mixed_fraction(h: i64, n: i64, d: i64) -> Option<DurationData> {
    mixed_fraction(Grain::Minute, h, n, d)
}

/// Duckling's `secondsFromHourMixedFraction`: "1 1/2 minutes" as seconds.
pub(crate) fn seconds_from_hour_mixed_fraction(m: i64, s: i64, d: i64) -> Option<DurationData> {
    mixed_fraction(Grain::Second, m, s, d)
}

fn mixed_fraction(unit: Grain, whole: i64, n: i64, d: i64) -> Option<DurationData> {
    let part = n.checked_mul(60)?.checked_div(d)?;
    Some(duration(unit, whole.checked_mul(60)?.checked_add(part)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_convert_and_combine_as_duckling() {
        assert_eq!(
            duration(Grain::Month, 1).with_grain(Grain::Week),
            duration(Grain::Week, 4)
        );
        assert_eq!(
            duration(Grain::Hour, 1).combine(duration(Grain::Minute, 30)),
            duration(Grain::Minute, 90)
        );
        assert_eq!(duration(Grain::Day, 3).negated(), duration(Grain::Day, -3));
        assert_eq!(
            n_plus_one_half(Grain::Hour, 2),
            Some(duration(Grain::Minute, 150))
        );
        assert_eq!(n_plus_one_half(Grain::Week, 2), None);
        assert_eq!(
            minutes_from_hour_mixed_fraction(1, 1, 2),
            Some(duration(Grain::Minute, 90))
        );
        assert_eq!(minutes_from_hour_mixed_fraction(1, 1, 0), None);
    }
}
