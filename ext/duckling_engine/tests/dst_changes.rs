//! Times on the nights a zone's clocks change. Duckling's corpus runs in a fixed offset, so it says nothing
//! here; these are what a calendar in the zone says. Hours, minutes and seconds are elapsed time, days and
//! longer are counted on the calendar, a wall-clock time is the one on the wall that day.

use jiff::Timestamp;
use jiff::tz::TimeZone;

use duckling_engine::{Dim, DimSet, Options, parse};

/// The time values of `text` with the reference `instant` in `zone`.
fn times(text: &str, instant: &str, zone: &str) -> Vec<String> {
    let reference: Timestamp = instant.parse().expect("an instant");
    let options = Options {
        locale: "en".parse().expect("en is supported"),
        reference_time: reference.to_zoned(TimeZone::get(zone).expect("a zone")),
        dims: [Dim::Time].into_iter().collect::<DimSet>(),
        latent: false,
        ..Options::default()
    };
    parse(text, &options)
        .expect("parses")
        .into_iter()
        .map(|e| {
            e.value.to_value()["value"]
                .as_str()
                .expect("an instant")
                .to_owned()
        })
        .collect()
}

/// 2026-03-08, 01:30 EST: at 02:00 New York's clocks go forward to 03:00.
const BEFORE_SPRING_FORWARD: &str = "2026-03-08T01:30:00-05:00";
/// 2026-10-25, 00:30 BST: at 02:00 BST London's clocks go back to 01:00 GMT.
const BEFORE_FALL_BACK: &str = "2026-10-25T00:30:00+01:00";

#[test]
fn hours_and_minutes_ahead_are_elapsed_time_across_the_spring_gap() {
    let ny = "America/New_York";
    // Two hours after 06:30 UTC is 08:30 UTC: 04:30 on the wall, not the 03:30 wall-clock arithmetic gives.
    assert_eq!(
        times("in 2 hours", BEFORE_SPRING_FORWARD, ny),
        ["2026-03-08T04:30:00.000-04:00"]
    );
    assert_eq!(
        times("in an hour and a half", BEFORE_SPRING_FORWARD, ny),
        ["2026-03-08T04:00:00.000-04:00"]
    );
    assert_eq!(
        times("in 45 minutes", BEFORE_SPRING_FORWARD, ny),
        ["2026-03-08T03:15:00.000-04:00"]
    );
    assert_eq!(
        times("3 hours ago", "2026-03-08T04:00:00-04:00", ny),
        ["2026-03-08T00:00:00.000-05:00"]
    );
}

#[test]
fn days_ahead_keep_the_time_of_day_and_clock_times_are_the_wall_s() {
    let ny = "America/New_York";
    // 09:15 EST, two days on (rounded to the hour as Duckling does): 09:00 EDT, 47 elapsed hours later.
    assert_eq!(
        times("in 2 days", "2026-03-07T09:15:00-05:00", ny),
        ["2026-03-09T09:00:00.000-04:00"]
    );
    assert_eq!(
        times("at 6am", BEFORE_SPRING_FORWARD, ny),
        ["2026-03-08T06:00:00.000-04:00"]
    );
}

#[test]
fn hours_ahead_are_elapsed_time_across_the_autumn_fold() {
    let london = "Europe/London";
    // 23:30 UTC + 3 h = 02:30 UTC, 02:30 GMT (the wall clock would say 03:30).
    assert_eq!(
        times("in 3 hours", BEFORE_FALL_BACK, london),
        ["2026-10-25T02:30:00.000+00:00"]
    );
    // 23:30 UTC + 45 min = 00:15 UTC, 01:15 BST, the first of the two 01:15s.
    assert_eq!(
        times("in 45 minutes", BEFORE_FALL_BACK, london),
        ["2026-10-25T01:15:00.000+01:00"]
    );
}
