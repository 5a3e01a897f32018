//! A civil (wall-clock) date-time as whole seconds from 1970-01-01 00:00, the representation series are
//! computed in. Duckling computes on local time in the same way (as if it were UTC); an integer makes
//! every step of a series an addition or a few divisions instead of a calendar library call, which is
//! what keeps resolution under a microsecond. Converted to `jiff` only to render.
//!
//! Sub-second precision is dropped (no time rule produces it; the reference is read to the second).

use jiff::civil::DateTime;

use super::grain::Grain;

const DAY: i64 = 86_400;
/// The years `jiff` can render, so every moment built here converts back.
const MIN_YEAR: i64 = -9999;
const MAX_YEAR: i64 = 9999;
/// The most months a moment is moved by at once: more leaves the calendar's range from anywhere in it.
const MAX_MONTHS_MOVED: u64 = 12 * 20_000;
/// Months added before dividing by 12, enough for any year in range moved by [`MAX_MONTHS_MOVED`].
const MONTHS_SHIFT: i64 = 12 * 40_000;

/// Seconds since 1970-01-01T00:00:00 of civil time, within years -9999..=9999.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Moment(i64);

impl Moment {
    /// The earliest and latest representable moments.
    pub const MIN: Moment = Moment(days_from_civil(MIN_YEAR, 1, 1) * DAY);
    pub const MAX: Moment = Moment(days_from_civil(MAX_YEAR, 12, 31) * DAY + DAY - 1);

    /// Midnight starting a day; `None` for an invalid date.
    pub fn from_ymd(year: i64, month: i64, day: i64) -> Option<Moment> {
        if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
            return None;
        }
        Moment::checked(days_from_civil(year, month, day) * DAY)
    }

    fn checked(seconds: i64) -> Option<Moment> {
        (Moment::MIN.0..=Moment::MAX.0)
            .contains(&seconds)
            .then_some(Moment(seconds))
    }

    pub fn from_datetime(dt: DateTime) -> Moment {
        let days = days_from_civil(
            i64::from(dt.year()),
            i64::from(dt.month()),
            i64::from(dt.day()),
        );
        Moment(
            days * DAY
                + i64::from(dt.hour()) * 3600
                + i64::from(dt.minute()) * 60
                + i64::from(dt.second()),
        )
    }

    pub fn to_datetime(self) -> DateTime {
        let (y, m, d) = self.ymd();
        let s = self.seconds_of_day();
        // In range by construction; the fallback is unreachable.
        DateTime::new(
            y as i16,
            m as i8,
            d as i8,
            (s / 3600) as i8,
            (s / 60 % 60) as i8,
            (s % 60) as i8,
            0,
        )
        .unwrap_or(DateTime::MIN)
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        self.0.div_euclid(DAY)
    }

    pub fn seconds_of_day(self) -> i64 {
        self.0.rem_euclid(DAY)
    }

    pub fn ymd(self) -> (i64, i64, i64) {
        civil_from_days(self.days())
    }

    pub fn year(self) -> i64 {
        self.ymd().0
    }

    pub fn day(self) -> i64 {
        self.ymd().2
    }

    pub fn hour(self) -> i64 {
        self.seconds_of_day() / 3600
    }

    pub fn minute(self) -> i64 {
        self.seconds_of_day() / 60 % 60
    }

    pub fn second(self) -> i64 {
        self.seconds_of_day() % 60
    }

    /// Monday = 1 … Sunday = 7.
    pub fn weekday(self) -> i64 {
        // 1970-01-01 was a Thursday.
        (self.days() + 3).rem_euclid(7) + 1
    }

    pub fn days_in_month(self) -> i64 {
        let (y, m, _) = self.ymd();
        days_in_month(y, m)
    }

    /// Signed seconds from `other` to `self`.
    pub fn seconds_since(self, other: Moment) -> i64 {
        self.0 - other.0
    }

    /// Moved by `n` of `grain`, on the wall clock: days keep the time of day, months and years clamp to
    /// the month's last day (Jan 31 + 1 month = Feb 28). `None` outside years -9999..=9999.
    pub fn plus(self, grain: Grain, n: i64) -> Option<Moment> {
        let unit = match grain {
            Grain::NoGrain | Grain::Second => 1,
            Grain::Minute => 60,
            Grain::Hour => 3600,
            Grain::Day => DAY,
            Grain::Week => 7 * DAY,
            Grain::Month => return self.plus_months(n),
            Grain::Quarter => return self.plus_months(n.checked_mul(3)?),
            Grain::Year => return self.plus_months(n.checked_mul(12)?),
        };
        Moment::checked(self.0.checked_add(n.checked_mul(unit)?)?)
    }

    fn plus_months(self, n: i64) -> Option<Moment> {
        if n.unsigned_abs() > MAX_MONTHS_MOVED {
            return None;
        }
        let days = self.days();
        let (y, m, d) = civil_from_days(days);
        // Counted from January of year -MONTHS_SHIFT / 12, so that the division is unsigned.
        let months = (y * 12 + (m - 1) + n + MONTHS_SHIFT) as u64;
        let (y, m) = (
            (months / 12) as i64 - MONTHS_SHIFT / 12,
            (months % 12) as i64 + 1,
        );
        if !(MIN_YEAR..=MAX_YEAR).contains(&y) {
            return None;
        }
        // Only the 29th to the 31st may be past a month's end.
        let d = if d > 28 {
            d.min(days_in_month(y, m))
        } else {
            d
        };
        Moment::checked(days_from_civil(y, m, d) * DAY + (self.0 - days * DAY))
    }

    /// The start of the `grain`-long period holding this moment: weeks start on Monday, quarters in
    /// January, April, July and October.
    pub fn truncate(self, grain: Grain) -> Moment {
        let day_start = self.days() * DAY;
        let at = match grain {
            Grain::NoGrain | Grain::Second => self.0,
            Grain::Minute => self.0 - self.0.rem_euclid(60),
            Grain::Hour => self.0 - self.0.rem_euclid(3600),
            Grain::Day => day_start,
            Grain::Week => day_start - (self.weekday() - 1) * DAY,
            Grain::Month | Grain::Quarter | Grain::Year => {
                let (y, m, _) = self.ymd();
                let m = match grain {
                    Grain::Month => m,
                    Grain::Quarter => (m - 1) / 3 * 3 + 1,
                    _ => 1,
                };
                days_from_civil(y, m, 1) * DAY
            }
        };
        // A week may start before the first representable day; clamp rather than leave the range.
        Moment(at.max(Moment::MIN.0))
    }
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

pub(crate) fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// Neri and Schneider's calendar algorithms ("Euclidean affine functions and their application to calendar
// algorithms", 2022): unsigned arithmetic on a day count shifted so that every year from -32800 on is
// positive, with divisions by constants only.
const SHIFT_ERAS: u32 = 82;
const SHIFT_DAYS: u32 = 719_468 + 146_097 * SHIFT_ERAS;
const SHIFT_YEARS: u32 = 400 * SHIFT_ERAS;

/// Days from 1970-01-01 to a proleptic Gregorian date (`y` within -9999..=9999, `m` 1–12, `d` 1–31).
const fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let before_march = (m <= 2) as u32;
    let y = (y as i32 as u32).wrapping_add(SHIFT_YEARS) - before_march;
    let m = if before_march == 1 {
        m as u32 + 12
    } else {
        m as u32
    };
    let century = y / 100;
    let year_days = 1461 * y / 4 - century + century / 4;
    let month_days = (979 * m - 2919) / 32;
    let n = year_days + month_days + d as u32 - 1;
    n.wrapping_sub(SHIFT_DAYS) as i32 as i64
}

/// The date `days` days after 1970-01-01.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let n = (days as i32 as u32).wrapping_add(SHIFT_DAYS);
    let n1 = 4 * n + 3;
    let century = n1 / 146_097;
    let century_day = n1 % 146_097 / 4;
    let n2 = 4 * century_day + 3;
    let p2 = 2_939_745_u64 * u64::from(n2);
    let year_of_century = (p2 >> 32) as u32;
    let year_day = (p2 as u32) / 2_939_745 / 4;
    let year = 100 * century + year_of_century;
    let n3 = 2141 * year_day + 197_913;
    let month = n3 / 65_536;
    let day = n3 % 65_536 / 2141;
    let after_december = (year_day >= 306) as u32;
    let y = year.wrapping_sub(SHIFT_YEARS).wrapping_add(after_december) as i32;
    let m = if after_december == 1 {
        month - 12
    } else {
        month
    };
    (i64::from(y), i64::from(m), i64::from(day + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn moments_round_trip_through_jiff() {
        for dt in [
            date(2013, 2, 12).at(4, 30, 15, 0),
            date(1970, 1, 1).at(0, 0, 0, 0),
            date(1969, 12, 31).at(23, 59, 59, 0),
            date(2000, 2, 29).at(12, 0, 0, 0),
            date(-9999, 1, 1).at(0, 0, 0, 0),
            date(9999, 12, 31).at(23, 59, 59, 0),
            date(815, 7, 4).at(1, 2, 3, 0),
        ] {
            let m = Moment::from_datetime(dt);
            assert_eq!(m.to_datetime(), dt);
            assert_eq!(m.weekday(), i64::from(dt.weekday().to_monday_one_offset()));
            assert_eq!(m.days_in_month(), i64::from(dt.date().days_in_month()));
        }
    }

    #[test]
    fn day_numbers_agree_with_jiff_across_the_range() {
        let epoch = date(1970, 1, 1);
        let mut day = date(-9999, 1, 1);
        while day < date(9999, 9, 1) {
            let n = i64::from(day.since(epoch).unwrap().get_days());
            let expected = (
                i64::from(day.year()),
                i64::from(day.month()),
                i64::from(day.day()),
            );
            assert_eq!(civil_from_days(n), expected, "{day}");
            assert_eq!(
                days_from_civil(expected.0, expected.1, expected.2),
                n,
                "{day}"
            );
            day = day.checked_add(jiff::Span::new().days(97)).unwrap();
        }
    }

    #[test]
    fn months_are_added_as_the_calendar_adds_them() {
        let epoch = date(1970, 1, 1);
        let mut day = date(-9999, 1, 1).at(13, 45, 10, 0);
        let last = date(9999, 12, 31).at(0, 0, 0, 0);
        while day < last {
            let moment = Moment::from_datetime(day);
            for n in [
                -1200, -25, -13, -12, -1, 0, 1, 2, 11, 12, 13, 25, 1200, 120_000,
            ] {
                let expected = day
                    .checked_add(jiff::Span::new().months(n))
                    .ok()
                    .map(Moment::from_datetime);
                assert_eq!(moment.plus(Grain::Month, n), expected, "{day} + {n} months");
            }
            // Steps of 367 and 97 days meet every day of the month: the 29th to the 31st are clamped in
            // shorter months.
            let days = i64::from(day.date().since(epoch).unwrap().get_days());
            let step = jiff::Span::new().days(if days % 2 == 0 { 367 } else { 97 });
            day = day.checked_add(step).unwrap_or(last);
        }
    }

    #[test]
    fn shifting_and_truncating_agree_with_the_calendar() {
        let at = |y, mo, d, h| Moment::from_datetime(date(y, mo, d).at(h, 0, 0, 0));
        let jan31 = at(2013, 1, 31, 5);
        assert_eq!(jan31.plus(Grain::Month, 1), Some(at(2013, 2, 28, 5)));
        assert_eq!(jan31.plus(Grain::Quarter, -1), Some(at(2012, 10, 31, 5)));
        assert_eq!(jan31.plus(Grain::Hour, 25), Some(at(2013, 2, 1, 6)));
        assert_eq!(
            at(2012, 2, 29, 0).plus(Grain::Year, 1),
            Some(at(2013, 2, 28, 0))
        );
        assert_eq!(jan31.plus(Grain::Year, 8000), None);
        assert_eq!(jan31.plus(Grain::Second, i64::MAX), None);
        let t = at(2013, 2, 12, 4);
        assert_eq!(t.truncate(Grain::Week), at(2013, 2, 11, 0));
        assert_eq!(t.truncate(Grain::Quarter), at(2013, 1, 1, 0));
        assert_eq!(t.truncate(Grain::Year), at(2013, 1, 1, 0));
        assert_eq!(t.truncate(Grain::Month), at(2013, 2, 1, 0));
        assert_eq!(Moment::from_ymd(2013, 2, 29), None);
        assert_eq!(Moment::from_ymd(2012, 2, 29), Some(at(2012, 2, 29, 0)));
    }
}
