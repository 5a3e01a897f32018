//! Renders a civil date-time as Duckling prints instants: ISO 8601 with milliseconds and the UTC offset in
//! force at that moment in the zone (`2013-02-12T04:30:00.000-02:00`).

use jiff::civil::DateTime;
use jiff::tz::TimeZone;

/// `dt` placed in `tz` and printed with its offset. A wall-clock time skipped by a DST gap moves forward by
/// the gap, and a repeated one takes its first (earlier) reading, as most calendars do.
pub(crate) fn timestamp(dt: DateTime, tz: &TimeZone) -> String {
    let (dt, offset) = match tz.to_ambiguous_zoned(dt).compatible() {
        Ok(zoned) => (zoned.datetime(), zoned.offset().seconds()),
        Err(_) => (dt, 0),
    };
    let sign = if offset < 0 { '-' } else { '+' };
    let offset = offset.unsigned_abs();
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}{sign}{:02}:{:02}",
        dt.year(),
        dt.month(),
        dt.day(),
        dt.hour(),
        dt.minute(),
        dt.second(),
        dt.subsec_nanosecond() / 1_000_000,
        offset / 3600,
        offset % 3600 / 60,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    #[test]
    fn offsets_follow_dst_in_the_zone() {
        let ny = TimeZone::get("America/New_York").unwrap();
        assert_eq!(
            timestamp(date(2013, 3, 9).at(15, 0, 0, 0), &ny),
            "2013-03-09T15:00:00.000-05:00"
        );
        assert_eq!(
            timestamp(date(2013, 3, 10).at(15, 0, 0, 0), &ny),
            "2013-03-10T15:00:00.000-04:00"
        );
        // 02:30 does not exist that night: it is read as 03:30 EDT.
        assert_eq!(
            timestamp(date(2013, 3, 10).at(2, 30, 0, 0), &ny),
            "2013-03-10T03:30:00.000-04:00"
        );
        let fixed = TimeZone::fixed(jiff::tz::offset(-2));
        assert_eq!(
            timestamp(date(2013, 2, 12).at(4, 30, 0, 0), &fixed),
            "2013-02-12T04:30:00.000-02:00"
        );
    }
}
