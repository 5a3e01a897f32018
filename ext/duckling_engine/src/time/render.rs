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
    let (dt, offset) = match zoned(dt, zone) {
        Some(zoned) => (zoned.datetime(), zoned.offset().seconds()),
        None => (dt, 0),
    };
    // Written as bytes into a buffer on the stack, then copied once: pushing `char`s cost each one a UTF-8
    // encoding and a capacity check, and copying each field's digits a call to `memcpy`.
    let mut out = Ascii::default();
    let year = i32::from(dt.year());
    if year < 0 {
        out.push(b'-');
    }
    out.digits(year.unsigned_abs(), 4);
    out.push(b'-');
    out.digits(dt.month().unsigned_abs().into(), 2);
    out.push(b'-');
    out.digits(dt.day().unsigned_abs().into(), 2);
    out.push(b'T');
    out.digits(dt.hour().unsigned_abs().into(), 2);
    out.push(b':');
    out.digits(dt.minute().unsigned_abs().into(), 2);
    out.push(b':');
    out.digits(dt.second().unsigned_abs().into(), 2);
    out.push(b'.');
    out.digits(dt.subsec_nanosecond().unsigned_abs() / 1_000_000, 3);
    out.push(if offset < 0 { b'-' } else { b'+' });
    let minutes = (offset.unsigned_abs() + 30) / 60;
    out.digits(minutes / 60, 2);
    out.push(b':');
    out.digits(minutes % 60, 2);
    String::from_utf8(out.bytes[..out.len].to_vec()).expect("ASCII digits and signs")
}

/// A timestamp's bytes as they are written: 30 at most ("-9999-12-31T23:59:59.999+05:53").
#[derive(Default)]
struct Ascii {
    bytes: [u8; 32],
    len: usize,
}

impl Ascii {
    fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    /// Appends `n` in decimal, zero-padded to `width` digits: a field of the timestamp, which fits in its width
    /// (jiff's years are −9999 to 9999, a zone's offset under a day).
    fn digits(&mut self, n: u32, width: usize) {
        debug_assert!(
            u64::from(n) < 10u64.pow(width as u32),
            "{n} in {width} digits"
        );
        let mut rest = n;
        for at in (self.len..self.len + width).rev() {
            self.bytes[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        self.len += width;
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
}
