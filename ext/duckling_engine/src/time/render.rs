//! Renders a civil date-time as Duckling prints instants: ISO 8601 with milliseconds and the UTC offset in
//! force at that moment in the zone (`2013-02-12T04:30:00.000-02:00`).

use jiff::Zoned;
use jiff::civil::DateTime;
use jiff::tz::{AmbiguousOffset, Offset, TimeZone};

/// The zone times are rendered in, and the offset of the reference time in it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LocalZone<'a> {
    pub tz: &'a TimeZone,
    /// Picks between the two readings of a wall-clock time that a DST change repeats.
    pub reference_offset: Offset,
}

/// `dt` placed in the zone. A wall-clock time skipped by a DST gap moves forward by the gap. A repeated one
/// takes the reading with the reference time's offset when it has one ("now" during the repeated hour is the
/// reference itself), else its first reading, as most calendars do. `None` past the zone's range.
pub(crate) fn zoned(dt: DateTime, zone: &LocalZone) -> Option<Zoned> {
    let ambiguous = zone.tz.to_ambiguous_zoned(dt);
    match ambiguous.offset() {
        AmbiguousOffset::Fold { after, .. } if after == zone.reference_offset => ambiguous.later(),
        _ => ambiguous.compatible(),
    }
    .ok()
}

/// `dt` placed in the zone ([`zoned`]) and printed with its offset, to the nearest minute as Duckling prints
/// it (Tokyo's local mean time, +09:18:59, is `+09:19`).
pub(crate) fn timestamp(dt: DateTime, zone: &LocalZone) -> String {
    let (dt, offset) = match zone.tz.to_ambiguous_timestamp(dt).offset() {
        // Nearly every time: the wall clock reads `dt` once, at one offset. Placed as a `Zoned`, the zone would
        // look that offset up again and convert the instant back into this same `dt`.
        AmbiguousOffset::Unambiguous { offset } if offset.to_timestamp(dt).is_ok() => {
            (dt, offset.seconds())
        }
        _ => match zoned(dt, zone) {
            Some(zoned) => (zoned.datetime(), zoned.offset().seconds()),
            None => (dt, 0),
        },
    };
    // Written into the layout on the stack, each field two digits at a time, then copied once: pushing `char`s
    // cost each one a UTF-8 encoding and a capacity check, and a field written digit by digit a division each.
    let mut out = *b"-0000-00-00T00:00:00.000+00:00";
    let year = i32::from(dt.year());
    put(&mut out[1..5], year.unsigned_abs());
    put(&mut out[6..8], dt.month().unsigned_abs().into());
    put(&mut out[9..11], dt.day().unsigned_abs().into());
    put(&mut out[12..14], dt.hour().unsigned_abs().into());
    put(&mut out[15..17], dt.minute().unsigned_abs().into());
    put(&mut out[18..20], dt.second().unsigned_abs().into());
    put(
        &mut out[21..24],
        dt.subsec_nanosecond().unsigned_abs() / 1_000_000,
    );
    if offset < 0 {
        out[24] = b'-';
    }
    let minutes = (offset.unsigned_abs() + 30) / 60;
    put(&mut out[25..27], minutes / 60);
    put(&mut out[28..30], minutes % 60);
    // The layout's leading '-' is kept only for a year below 0 (jiff's years run from −9999).
    let from = usize::from(year >= 0);
    String::from_utf8(out[from..].to_vec()).expect("ASCII digits and signs")
}

/// "00" to "99": a field is written two digits at a time.
const PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// Writes `n` into `field` in decimal, zero-padded to its width: a field of the timestamp, which fits in its
/// width (jiff's years are −9999 to 9999, a zone's offset under a day).
fn put(field: &mut [u8], n: u32) {
    debug_assert!(
        u64::from(n) < 10u64.pow(field.len() as u32),
        "{n} in {} digits",
        field.len()
    );
    let mut rest = n as usize;
    let mut end = field.len();
    while end >= 2 {
        field[end - 2..end].copy_from_slice(&PAIRS[rest % 100 * 2..rest % 100 * 2 + 2]);
        rest /= 100;
        end -= 2;
    }
    if end == 1 {
        field[0] = b'0' + (rest % 10) as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    fn in_zone(dt: DateTime, tz: &TimeZone) -> String {
        let zone = LocalZone {
            tz,
            reference_offset: jiff::tz::offset(0),
        };
        timestamp(dt, &zone)
    }

    #[test]
    fn offsets_follow_dst_in_the_zone() {
        let ny = TimeZone::get("America/New_York").unwrap();
        assert_eq!(
            in_zone(date(2013, 3, 9).at(15, 0, 0, 0), &ny),
            "2013-03-09T15:00:00.000-05:00"
        );
        assert_eq!(
            in_zone(date(2013, 3, 10).at(15, 0, 0, 0), &ny),
            "2013-03-10T15:00:00.000-04:00"
        );
        // 02:30 does not exist that night: it is read as 03:30 EDT.
        assert_eq!(
            in_zone(date(2013, 3, 10).at(2, 30, 0, 0), &ny),
            "2013-03-10T03:30:00.000-04:00"
        );
        let ist = TimeZone::get("Asia/Kolkata").unwrap();
        assert_eq!(
            in_zone(date(987, 1, 2).at(3, 4, 5, 6_000_000), &ist),
            "0987-01-02T03:04:05.006+05:53"
        );
        // 01:30 happens twice on 2013-11-03: the reference's offset decides which one is meant.
        let repeated = date(2013, 11, 3).at(1, 30, 0, 0);
        assert_eq!(in_zone(repeated, &ny), "2013-11-03T01:30:00.000-04:00");
        let second_pass = LocalZone {
            tz: &ny,
            reference_offset: jiff::tz::offset(-5),
        };
        assert_eq!(
            timestamp(repeated, &second_pass),
            "2013-11-03T01:30:00.000-05:00"
        );
        let fixed = TimeZone::fixed(jiff::tz::offset(-2));
        assert_eq!(
            in_zone(date(2013, 2, 12).at(4, 30, 0, 0), &fixed),
            "2013-02-12T04:30:00.000-02:00"
        );
    }

    #[test]
    fn local_mean_time_offsets_round_to_the_minute_as_duckling_prints_them() {
        // Tokyo +09:18:59, New York -04:56:02, London -00:01:15 before their standard times.
        let cases = [
            ("Asia/Tokyo", "1776-07-04T00:00:00.000+09:19"),
            ("America/New_York", "1776-07-04T00:00:00.000-04:56"),
            ("Europe/London", "1776-07-04T00:00:00.000-00:01"),
        ];
        for (name, expected) in cases {
            let tz = TimeZone::get(name).unwrap();
            assert_eq!(in_zone(date(1776, 7, 4).at(0, 0, 0, 0), &tz), expected);
        }
    }

    #[test]
    fn the_years_ends_and_a_time_past_the_zones_range() {
        let utc = TimeZone::UTC;
        assert_eq!(
            in_zone(date(-44, 3, 15).at(12, 0, 0, 0), &utc),
            "-0044-03-15T12:00:00.000+00:00"
        );
        let ahead = TimeZone::fixed(jiff::tz::offset(5));
        assert_eq!(
            in_zone(date(9999, 12, 30).at(23, 59, 59, 999_999_999), &ahead),
            "9999-12-30T23:59:59.999+05:00"
        );
        // jiff's instants run from -9999-01-02 01:59:59 to 9999-12-30 22:00 (UTC), so that every civil time has
        // one at some offset; a time with none in the zone is printed as it reads, at +00:00.
        let past = [
            (
                date(9999, 12, 31).at(23, 0, 0, 0),
                "9999-12-31T23:00:00.000+00:00",
            ),
            (
                date(-9999, 1, 1).at(0, 0, 0, 0),
                "-9999-01-01T00:00:00.000+00:00",
            ),
        ];
        for (dt, expected) in past {
            assert_eq!(in_zone(dt, &ahead), expected);
        }
    }
}
