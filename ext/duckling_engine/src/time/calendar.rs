//! Dates that rules compute rather than read: the nth weekday of a month, Easter, checked construction.

use jiff::civil::{Date, Weekday};

/// A date from numbers that may be out of range (`None` for February 30th or year 20000).
pub(crate) fn ymd(year: i32, month: i32, day: i32) -> Option<Date> {
    Date::new(
        i16::try_from(year).ok()?,
        i8::try_from(month).ok()?,
        i8::try_from(day).ok()?,
    )
    .ok()
}

/// The `nth` `weekday` of a month; negative counts from the end (-1 is the last).
pub(crate) fn nth_weekday_of_month(
    year: i32,
    month: i32,
    nth: i8,
    weekday: Weekday,
) -> Option<Date> {
    ymd(year, month, 1)?.nth_weekday_of_month(nth, weekday).ok()
}

/// Western Easter Sunday (the anonymous Gregorian computus).
pub(crate) fn easter_sunday(year: i32) -> Option<Date> {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    ymd(year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn easter_matches_known_years() {
        assert_eq!(easter_sunday(2013), Some(date(2013, 3, 31)));
        assert_eq!(easter_sunday(2019), Some(date(2019, 4, 21)));
        assert_eq!(easter_sunday(2000), Some(date(2000, 4, 23)));
    }

    #[test]
    fn nth_weekdays_count_from_either_end() {
        // Thanksgiving 2013 and Memorial Day 2013.
        assert_eq!(
            nth_weekday_of_month(2013, 11, 4, Weekday::Thursday),
            Some(date(2013, 11, 28))
        );
        assert_eq!(
            nth_weekday_of_month(2013, 5, -1, Weekday::Monday),
            Some(date(2013, 5, 27))
        );
        assert_eq!(nth_weekday_of_month(2013, 2, 5, Weekday::Monday), None);
        assert_eq!(ymd(2013, 2, 30), None);
    }
}
