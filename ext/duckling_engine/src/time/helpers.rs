//! The productions and pattern tests of Duckling's `Time/Helpers.hs`, under Duckling's names in snake case
//! and with its argument order, for the time rules to build and test token values with.
//!
//! Combinators take their operands by reference and return a new value; modifiers (`mk_latent`, `form`,
//! `with_direction` …) take the value and return it changed. Weekdays count Monday = 1 … Sunday = 7.

use std::sync::Arc;

use super::data::{Form, IntervalDirection, TimeData};
use super::duration::DurationData;
use super::grain::Grain;
use super::moment::Moment;
use super::object::{TimeIntervalType, TimeObject};
use super::predicate::{
    AMPM, DayTable, Predicate, Series, TimeDateFields, mk_intersect, mk_time_intervals,
};
use super::zone::parse_timezone;

fn series(s: Series) -> Arc<Predicate> {
    Predicate::shared_series(s)
}

fn with_fields(f: TimeDateFields) -> Arc<Predicate> {
    Arc::new(Predicate::Fields(f))
}

/// Duckling's `timeCycle`: every period of `grain`, aligned to it.
pub(crate) fn time_cycle(grain: Grain) -> Arc<Predicate> {
    series(Series::Cycle(grain))
}

// ---------------------------------------------------------------------------------------------------------
// Patterns

/// Grain finer than `grain` ("<time> o'clock" wants at least an hour).
pub(crate) fn is_grain_finer_than(grain: Grain, td: &TimeData) -> bool {
    td.grain < grain
}

pub(crate) fn is_grain_of_time(grain: Grain, td: &TimeData) -> bool {
    td.grain == grain
}

pub(crate) fn same_grain(a: &TimeData, b: &TimeData) -> bool {
    a.grain == b.grain
}

pub(crate) fn has_no_timezone(td: &TimeData) -> bool {
    !td.has_timezone
}

pub(crate) fn is_a_day_of_week(td: &TimeData) -> bool {
    matches!(td.form, Some(Form::DayOfWeek))
}

pub(crate) fn is_a_time_of_day(td: &TimeData) -> bool {
    matches!(td.form, Some(Form::TimeOfDay { .. }))
}

pub(crate) fn is_a_part_of_day(td: &TimeData) -> bool {
    matches!(td.form, Some(Form::PartOfDay))
}

pub(crate) fn is_a_month(td: &TimeData) -> bool {
    matches!(td.form, Some(Form::Month(_)))
}

/// A clock time of a whole hour ("3", "3pm", not "3:30").
pub(crate) fn is_an_hour_of_day(td: &TimeData) -> bool {
    matches!(td.form, Some(Form::TimeOfDay { hours: Some(_), .. })) && td.grain > Grain::Minute
}

pub(crate) fn is_not_latent(td: &TimeData) -> bool {
    !td.latent
}

pub(crate) fn is_ok_with_this_next(td: &TimeData) -> bool {
    td.ok_for_this_next
}

/// Duckling's `isDurationGreaterThan`: a duration of a coarser grain than `grain`.
pub(crate) fn is_duration_greater_than(grain: Grain, dd: &DurationData) -> bool {
    dd.grain > grain
}

// ---------------------------------------------------------------------------------------------------------
// Productions: combining

/// Duckling's `intersect'`: both hold, at the finer grain; direction and holiday carry over, every other
/// flag is reset (intersections are never latent, never forms).
fn intersect_raw(a: &TimeData, b: &TimeData) -> TimeData {
    let (fine, coarse) = if a.grain < b.grain { (a, b) } else { (b, a) };
    TimeData {
        direction: a.direction.or(b.direction),
        holiday: a.holiday.or(b.holiday),
        ..TimeData::new(mk_intersect(&fine.pred, &coarse.pred), fine.grain)
    }
}

/// Both `a` and `b` hold ("Tuesday at 3pm"); `None` when they cannot ("Feb 30").
pub(crate) fn intersect(a: &TimeData, b: &TimeData) -> Option<TimeData> {
    let td = intersect_raw(a, b);
    (!td.pred.is_empty()).then_some(td)
}

/// Day `n` of the month of `td` ("the 3rd of March"); Duckling takes the token, the rules pass its value.
pub(crate) fn intersect_dom(td: &TimeData, n: i32) -> Option<TimeData> {
    intersect(&day_of_month(n), td)
}

/// Instances of `b`, replaced by `c` wherever `a` meets `b` (all three of one grain, else `None`).
pub(crate) fn intersect_with_replacement(
    a: &TimeData,
    b: &TimeData,
    c: &TimeData,
) -> Option<TimeData> {
    (a.grain == b.grain && b.grain == c.grain).then(|| TimeData {
        holiday: a.holiday.or(b.holiday).or(c.holiday),
        ..TimeData::new(
            Arc::new(Predicate::ReplaceIntersect(
                a.pred.clone(),
                b.pred.clone(),
                c.pred.clone(),
            )),
            a.grain,
        )
    })
}

/// Duckling's `interval'`: from each `a` to the next `b`; two days always make a Closed interval.
fn interval_raw(kind: TimeIntervalType, a: &TimeData, b: &TimeData) -> TimeData {
    let kind = if a.grain == b.grain && a.grain == Grain::Day {
        TimeIntervalType::Closed
    } else {
        kind
    };
    TimeData::new(
        mk_time_intervals(kind, &a.pred, &b.pred),
        a.grain.min(b.grain),
    )
}

/// From `a` to `b` ("3-4pm", "from Monday to Friday"); `None` for intervals of intervals.
pub(crate) fn interval(kind: TimeIntervalType, a: &TimeData, b: &TimeData) -> Option<TimeData> {
    let td = interval_raw(kind, a, b);
    (!td.pred.is_empty()).then_some(td)
}

// ---------------------------------------------------------------------------------------------------------
// Productions: instants and calendar fields

/// The current second, of no grain (so "in 5 minutes from now" shifts from the exact instant).
pub(crate) fn now() -> TimeData {
    TimeData {
        grain: Grain::NoGrain,
        ..cycle_nth(Grain::Second, 0)
    }
}

pub(crate) fn today() -> TimeData {
    cycle_nth(Grain::Day, 0)
}

/// Hour `n` (0–24); `is_12h` when it may mean either half of the day ("at 3").
pub(crate) fn hour(is_12h: bool, n: i32) -> TimeData {
    time_of_day(
        Some(n),
        is_12h,
        TimeData::new(
            with_fields(TimeDateFields {
                hour: Some((is_12h, n)),
                ..Default::default()
            }),
            Grain::Hour,
        ),
    )
}

pub(crate) fn minute(n: i32) -> TimeData {
    TimeData::new(
        with_fields(TimeDateFields {
            minute: Some(n),
            ..Default::default()
        }),
        Grain::Minute,
    )
}

pub(crate) fn second(n: i32) -> TimeData {
    TimeData::new(
        with_fields(TimeDateFields {
            second: Some(n),
            ..Default::default()
        }),
        Grain::Second,
    )
}

/// Weekday `n` (Monday = 1); not immediate, so "tuesday" said on a Tuesday is next week's.
pub(crate) fn day_of_week(n: i32) -> TimeData {
    form(
        Form::DayOfWeek,
        TimeData {
            not_immediate: true,
            ..TimeData::new(
                with_fields(TimeDateFields {
                    day_of_week: Some(n),
                    ..Default::default()
                }),
                Grain::Day,
            )
        },
    )
}

pub(crate) fn day_of_month(n: i32) -> TimeData {
    TimeData::new(
        with_fields(TimeDateFields {
            day_of_month: Some(n),
            ..Default::default()
        }),
        Grain::Day,
    )
}

pub(crate) fn month(n: i32) -> TimeData {
    form(
        Form::Month(n),
        TimeData::new(
            with_fields(TimeDateFields {
                month: Some(n),
                ..Default::default()
            }),
            Grain::Month,
        ),
    )
}

/// Year `n`; two-digit years are read as 1950–2049.
pub(crate) fn year(n: i32) -> TimeData {
    let y = if n <= 99 {
        (n + 50).rem_euclid(100) + 1950
    } else {
        n
    };
    year_adbc(y)
}

/// Year `n` as given (negative for BC).
pub(crate) fn year_adbc(n: i32) -> TimeData {
    TimeData::new(
        with_fields(TimeDateFields {
            year: Some(n),
            ..Default::default()
        }),
        Grain::Year,
    )
}

pub(crate) fn year_month(y: i32, m: i32) -> TimeData {
    intersect_raw(&year(y), &month(m))
}

pub(crate) fn year_month_day(y: i32, m: i32, d: i32) -> TimeData {
    intersect_raw(&year_month(y, m), &day_of_month(d))
}

pub(crate) fn month_day(m: i32, d: i32) -> TimeData {
    intersect_raw(&month(m), &day_of_month(d))
}

pub(crate) fn hour_minute(is_12h: bool, h: i32, m: i32) -> TimeData {
    time_of_day(Some(h), is_12h, intersect_raw(&hour(is_12h, h), &minute(m)))
}

pub(crate) fn hour_minute_second(is_12h: bool, h: i32, m: i32, s: i32) -> TimeData {
    let hm = intersect_raw(&hour(is_12h, h), &minute(m));
    time_of_day(Some(h), is_12h, intersect_raw(&hm, &second(s)))
}

/// "n minutes past <hour>"; `None` unless `td` is a clock time with an hour.
pub(crate) fn minutes_after(n: i32, td: &TimeData) -> Option<TimeData> {
    match td.form {
        Some(Form::TimeOfDay {
            hours: Some(h),
            is_12h,
        }) => Some(hour_minute(is_12h, h, n)),
        _ => None,
    }
}

/// "n minutes to <hour>" (midnight and 1 o'clock wrap to the previous hour as Duckling does).
pub(crate) fn minutes_before(n: i32, td: &TimeData) -> Option<TimeData> {
    match td.form {
        Some(Form::TimeOfDay {
            hours: Some(0),
            is_12h,
        }) => Some(hour_minute(is_12h, 23, 60 - n)),
        Some(Form::TimeOfDay {
            hours: Some(1),
            is_12h: true,
        }) => Some(hour_minute(true, 12, 60 - n)),
        Some(Form::TimeOfDay {
            hours: Some(h),
            is_12h,
        }) => Some(hour_minute(is_12h, h - 1, 60 - n)),
        _ => None,
    }
}

/// "<time-of-day> am|pm": the clock time restricted to one half of the day.
pub(crate) fn time_of_day_ampm(is_am: bool, td: &TimeData) -> TimeData {
    let ampm = TimeData::new(
        with_fields(TimeDateFields {
            ampm: Some(if is_am { AMPM::AM } else { AMPM::PM }),
            ..Default::default()
        }),
        Grain::Hour,
    );
    time_of_day(None, false, intersect_raw(td, &ampm))
}

/// Astronomical seasons (Northern Hemisphere), as day-grain intervals.
pub(crate) fn season() -> TimeData {
    TimeData::new(series(Series::Season), Grain::Day)
}

/// Every weekday, Monday to Friday, one day at a time (not the counterpart of `weekend`).
pub(crate) fn weekday() -> TimeData {
    TimeData::new(series(Series::Weekday), Grain::Day)
}

/// Friday 18:00 to Monday 00:00.
pub(crate) fn weekend() -> TimeData {
    let fri = intersect_raw(&day_of_week(5), &hour(false, 18));
    let mon = intersect_raw(&day_of_week(1), &hour(false, 0));
    interval_raw(TimeIntervalType::Open, &fri, &mon)
}

/// The long weekend before a Monday holiday: Friday 18:00 to Tuesday 00:00.
pub(crate) fn long_we_before(monday: &TimeData) -> TimeData {
    let fri = cycle_nth_after(false, Grain::Day, -3, monday);
    let tue = cycle_nth_after(false, Grain::Day, 1, monday);
    let start = intersect_raw(&fri, &hour(false, 18));
    let end = intersect_raw(&tue, &hour(false, 0));
    interval_raw(TimeIntervalType::Open, &start, &end)
}

/// The `n`th weekday `dow` of month `m` (n from 1: "the 4th Thursday of November").
pub(crate) fn nth_dow_of_month(n: i32, dow: i32, m: i32) -> TimeData {
    pred_nth_after(n - 1, &day_of_week(dow), &month(m))
}

/// A table of days (Duckling's `computedDays` over `timeComputed`), sorted, e.g. Easter 1950–2050.
pub(crate) fn computed_days(days: &'static [(i16, i8, i8)]) -> TimeData {
    TimeData::new(series(Series::Computed(DayTable(days))), Grain::Day)
}

/// Every `period` days from a known day (Duckling's `predEveryNDaysFrom`); `None` for an invalid date.
pub(crate) fn pred_every_n_days_from(period: i32, given: (i32, i32, i32)) -> Option<TimeData> {
    let (y, m, d) = given;
    let day = Moment::from_ymd(i64::from(y), i64::from(m), i64::from(d))?;
    let given = TimeObject::at(day, Grain::Day);
    Some(TimeData::new(
        series(Series::Periodic {
            grain: Grain::Day,
            period,
            given,
        }),
        Grain::Day,
    ))
}

// ---------------------------------------------------------------------------------------------------------
// Productions: cycles and the nth instance

/// The `n`th period of `grain` from now (0 = this one, 1 = next, -1 = last): "tomorrow" is `(Day, 1)`.
pub(crate) fn cycle_nth(grain: Grain, n: i32) -> TimeData {
    TimeData::new(
        series(Series::TakeNth {
            n,
            not_immediate: false,
            pred: time_cycle(grain),
        }),
        grain,
    )
}

/// The block of `n` periods from now ("the next 3 days"; negative: "the last 3 days").
pub(crate) fn cycle_n(not_immediate: bool, grain: Grain, n: i32) -> TimeData {
    TimeData::new(
        series(Series::TakeN {
            n,
            not_immediate,
            pred: time_cycle(grain),
        }),
        grain,
    )
}

/// The `n`th period of `grain` after each instance of `td` ("the day after tomorrow", "2nd week of May").
pub(crate) fn cycle_nth_after(
    not_immediate: bool,
    grain: Grain,
    n: i32,
    td: &TimeData,
) -> TimeData {
    TimeData::new(
        series(Series::TakeNthAfter {
            n,
            not_immediate,
            cyclic: time_cycle(grain),
            base: td.pred.clone(),
        }),
        grain,
    )
}

/// The last period of `grain` inside each instance of `td` ("the last week of May").
pub(crate) fn cycle_last_of(grain: Grain, td: &TimeData) -> TimeData {
    TimeData::new(
        series(Series::TakeLastOf {
            cyclic: time_cycle(grain),
            base: td.pred.clone(),
        }),
        grain,
    )
}

/// The last instance of `cyclic` inside each instance of `base` ("the last Sunday of March").
pub(crate) fn pred_last_of(cyclic: &TimeData, base: &TimeData) -> TimeData {
    TimeData::new(
        series(Series::TakeLastOf {
            cyclic: cyclic.pred.clone(),
            base: base.pred.clone(),
        }),
        cyclic.grain,
    )
}

/// The `n`th instance of `td` from now ("next March", "the 3rd Monday from now").
pub(crate) fn pred_nth(n: i32, not_immediate: bool, td: &TimeData) -> TimeData {
    TimeData {
        holiday: td.holiday,
        ..TimeData::new(
            series(Series::TakeNth {
                n,
                not_immediate,
                pred: td.pred.clone(),
            }),
            td.grain,
        )
    }
}

/// The `n`th instance of `td` after each instance of `base` ("the 2nd Monday of May").
pub(crate) fn pred_nth_after(n: i32, td: &TimeData, base: &TimeData) -> TimeData {
    TimeData {
        holiday: td.holiday,
        ..TimeData::new(
            series(Series::TakeNthAfter {
                n,
                not_immediate: true,
                cyclic: td.pred.clone(),
                base: base.pred.clone(),
            }),
            td.grain,
        )
    }
}

/// The `n`th closest instance of `td` to each instance of `base` (0 = the closest).
pub(crate) fn pred_nth_closest(n: i32, td: &TimeData, base: &TimeData) -> TimeData {
    TimeData {
        holiday: td.holiday,
        ..TimeData::new(
            series(Series::TakeNthClosest {
                n,
                cyclic: td.pred.clone(),
                base: base.pred.clone(),
            }),
            td.grain,
        )
    }
}

// ---------------------------------------------------------------------------------------------------------
// Productions: durations and zones

/// "in <duration>": now moved by it, rounded to the grain below the duration's.
pub(crate) fn in_duration(dd: &DurationData) -> TimeData {
    let now = series(Series::TakeNth {
        n: 0,
        not_immediate: false,
        pred: time_cycle(Grain::Second),
    });
    TimeData::new(
        series(Series::ShiftDuration {
            pred: now,
            duration: *dd,
        }),
        dd.grain,
    )
}

/// "<duration> ago".
pub(crate) fn duration_ago(dd: &DurationData) -> TimeData {
    in_duration(&dd.negated())
}

/// "<duration> after <time>": shifted from the exact instant after "now", else at the finer grain.
pub(crate) fn duration_after(dd: &DurationData, td: &TimeData) -> TimeData {
    let shifted = if td.grain == Grain::NoGrain {
        Series::ShiftDuration {
            pred: td.pred.clone(),
            duration: *dd,
        }
    } else {
        Series::MergeDuration {
            pred: td.pred.clone(),
            duration: *dd,
        }
    };
    TimeData::new(series(shifted), dd.grain)
}

/// "<duration> before <time>".
pub(crate) fn duration_before(dd: &DurationData, td: &TimeData) -> TimeData {
    duration_after(&dd.negated(), td)
}

/// "within <duration>" style block: from `dd` from now to one more unit.
pub(crate) fn in_duration_interval(dd: &DurationData) -> TimeData {
    interval_raw(
        TimeIntervalType::Open,
        &in_duration(dd),
        &in_duration(&dd.shifted(1)),
    )
}

pub(crate) fn duration_interval_ago(dd: &DurationData) -> TimeData {
    in_duration_interval(&dd.negated())
}

/// `td` read in the zone named by the abbreviation `input` ("3pm CET"); `None` for an unknown zone.
pub(crate) fn in_timezone(input: &str, td: &TimeData) -> Option<TimeData> {
    let offset_minutes = parse_timezone(input)?;
    Some(TimeData {
        pred: series(Series::ShiftTimezone {
            pred: td.pred.clone(),
            offset_minutes,
        }),
        has_timezone: true,
        ..td.clone()
    })
}

// ---------------------------------------------------------------------------------------------------------
// Modifiers

pub(crate) fn mk_ok_for_this_next(td: TimeData) -> TimeData {
    TimeData {
        ok_for_this_next: true,
        ..td
    }
}

pub(crate) fn mk_latent(td: TimeData) -> TimeData {
    TimeData { latent: true, ..td }
}

pub(crate) fn not_latent(td: TimeData) -> TimeData {
    TimeData {
        latent: false,
        ..td
    }
}

pub(crate) fn form(f: Form, td: TimeData) -> TimeData {
    TimeData {
        form: Some(f),
        ..td
    }
}

pub(crate) fn part_of_day(td: TimeData) -> TimeData {
    form(Form::PartOfDay, td)
}

/// Duckling's `timeOfDay` (not exported there): the clock-time form.
pub(crate) fn time_of_day(hours: Option<i32>, is_12h: bool, td: TimeData) -> TimeData {
    form(Form::TimeOfDay { hours, is_12h }, td)
}

pub(crate) fn with_direction(dir: IntervalDirection, td: TimeData) -> TimeData {
    TimeData {
        direction: Some(dir),
        ..td
    }
}

pub(crate) fn with_holiday(name: &'static str, td: TimeData) -> TimeData {
    TimeData {
        holiday: Some(name),
        ..td
    }
}

/// Duckling's own corpus examples (`Time/EN/Corpus.hs`, reference Tue 2013-02-12 04:30 at UTC-2), built
/// as its rules build them and resolved; `values` are not compared unless a test says so, as Duckling's
/// corpus check does not compare them.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::resolve::{Reference, resolve};
    use jiff::Zoned;
    use serde_json::{Value, json};

    fn reference() -> Zoned {
        "2013-02-12T04:30:00-02:00[-02:00]".parse().unwrap()
    }

    fn resolved(td: &TimeData) -> Value {
        let now = reference();
        let reference = Reference::new(&now);
        let r = resolve(td, &reference).expect("resolves");
        r.to_json(reference.zone()).to_value()
    }

    /// The value's JSON without `values`, as the corpus compares it.
    fn value(td: &TimeData) -> Value {
        let mut v = resolved(td);
        v.as_object_mut().unwrap().remove("values");
        v
    }

    fn instant(value: &str, grain: &str) -> Value {
        json!({"type": "value", "value": format!("{value}.000-02:00"), "grain": grain})
    }

    fn span(from: &str, to: &str, grain: &str) -> Value {
        json!({"type": "interval",
            "from": {"value": format!("{from}.000-02:00"), "grain": grain},
            "to": {"value": format!("{to}.000-02:00"), "grain": grain}})
    }

    fn pm(h: i32) -> TimeData {
        time_of_day_ampm(false, &hour(true, h))
    }

    fn days(n: i64) -> DurationData {
        DurationData {
            value: n,
            grain: Grain::Day,
        }
    }

    #[test]
    fn instants_and_cycles() {
        assert_eq!(value(&now()), instant("2013-02-12T04:30:00", "second"));
        assert_eq!(value(&today()), instant("2013-02-12T00:00:00", "day"));
        assert_eq!(
            value(&cycle_nth(Grain::Day, 1)),
            instant("2013-02-13T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_nth(Grain::Day, -1)),
            instant("2013-02-11T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_nth(Grain::Week, -1)),
            instant("2013-02-04T00:00:00", "week")
        );
        assert_eq!(
            value(&cycle_nth(Grain::Quarter, 1)),
            instant("2013-04-01T00:00:00", "quarter")
        );
        // "the day after tomorrow"
        let tomorrow = cycle_nth(Grain::Day, 1);
        assert_eq!(
            value(&cycle_nth_after(false, Grain::Day, 1, &tomorrow)),
            instant("2013-02-14T00:00:00", "day")
        );
    }

    #[test]
    fn blocks_of_cycles() {
        // "last 2 days", "next 3 days", "next 3 weeks", "past 2 weeks"
        assert_eq!(
            value(&cycle_n(true, Grain::Day, -2)),
            span("2013-02-10T00:00:00", "2013-02-12T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_n(true, Grain::Day, 3)),
            span("2013-02-13T00:00:00", "2013-02-16T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_n(true, Grain::Week, 3)),
            span("2013-02-18T00:00:00", "2013-03-11T00:00:00", "week")
        );
        assert_eq!(
            value(&cycle_n(true, Grain::Week, -2)),
            span("2013-01-28T00:00:00", "2013-02-11T00:00:00", "week")
        );
    }

    #[test]
    fn calendar_fields() {
        // "tuesday" said on a Tuesday is next week's; "monday"
        assert_eq!(
            value(&day_of_week(2)),
            instant("2013-02-19T00:00:00", "day")
        );
        assert_eq!(
            value(&day_of_week(1)),
            instant("2013-02-18T00:00:00", "day")
        );
        assert_eq!(value(&month(3)), instant("2013-03-01T00:00:00", "month"));
        assert_eq!(value(&month(2)), instant("2013-02-01T00:00:00", "month"));
        assert_eq!(value(&year(2014)), instant("2014-01-01T00:00:00", "year"));
        assert_eq!(value(&year(13)), instant("2013-01-01T00:00:00", "year"));
        assert_eq!(value(&year(49)), instant("2049-01-01T00:00:00", "year"));
        assert_eq!(value(&year(50)), instant("1950-01-01T00:00:00", "year"));
        assert_eq!(
            value(&month_day(2, 15)),
            instant("2013-02-15T00:00:00", "day")
        );
        assert_eq!(
            value(&month_day(2, 29)),
            instant("2016-02-29T00:00:00", "day"),
            "the next leap day"
        );
        assert_eq!(
            value(&year_month_day(2015, 3, 3)),
            instant("2015-03-03T00:00:00", "day")
        );
        assert!(intersect(&month(2), &month_day(3, 1)).is_none());
        // "Monday, Feb 18"
        let monday_18th = intersect(&day_of_week(1), &month_day(2, 18)).unwrap();
        assert_eq!(value(&monday_18th), instant("2013-02-18T00:00:00", "day"));
        assert_eq!(
            intersect_dom(&month(3), 3).map(|td| value(&td)),
            Some(instant("2013-03-03T00:00:00", "day"))
        );
    }

    #[test]
    fn clock_times() {
        assert_eq!(value(&pm(3)), instant("2013-02-12T15:00:00", "hour"));
        assert_eq!(
            value(&time_of_day_ampm(true, &hour(true, 3))),
            instant("2013-02-13T03:00:00", "hour")
        );
        assert_eq!(
            value(&hour_minute(false, 15, 0)),
            instant("2013-02-12T15:00:00", "minute")
        );
        // "tonight 815": 8:15 of the evening
        let evening = interval(TimeIntervalType::Open, &hour(false, 18), &hour(false, 0)).unwrap();
        let tonight = intersect(&today(), &evening).unwrap();
        assert_eq!(
            value(&tonight),
            span("2013-02-12T18:00:00", "2013-02-13T00:00:00", "hour")
        );
        let at_815 = intersect(&tonight, &hour_minute(true, 8, 15)).unwrap();
        assert_eq!(value(&at_815), instant("2013-02-12T20:15:00", "minute"));
        // "quarter to 4": 3:45
        assert_eq!(
            minutes_before(15, &hour(true, 4)).map(|td| value(&td)),
            Some(instant("2013-02-12T15:45:00", "minute"))
        );
        assert!(minutes_after(10, &month(3)).is_none());
        assert!(is_an_hour_of_day(&hour(true, 4)) && !is_an_hour_of_day(&hour_minute(true, 4, 5)));
    }

    #[test]
    fn an_hour_without_am_or_pm_alternates() {
        let values = resolved(&hour(true, 5))["values"].clone();
        let starts: Vec<&str> = values
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["value"].as_str().unwrap())
            .collect();
        assert_eq!(
            starts,
            [
                "2013-02-12T05:00:00.000-02:00",
                "2013-02-12T17:00:00.000-02:00",
                "2013-02-13T05:00:00.000-02:00"
            ]
        );
        let at_24h = resolved(&hour(false, 5))["values"][1]["value"].clone();
        assert_eq!(at_24h, "2013-02-13T05:00:00.000-02:00");
    }

    #[test]
    fn intervals_end_as_duckling_ends_them() {
        // "1960 - 1961", "3-4pm", "9:30 - 11:00"
        let years = interval(TimeIntervalType::Closed, &year(1960), &year(1961)).unwrap();
        assert_eq!(
            value(&years),
            span("1960-01-01T00:00:00", "1962-01-01T00:00:00", "year")
        );
        let afternoon = interval(TimeIntervalType::Closed, &pm(3), &pm(4)).unwrap();
        assert_eq!(
            value(&afternoon),
            span("2013-02-12T15:00:00", "2013-02-12T17:00:00", "hour")
        );
        let morning = interval(
            TimeIntervalType::Closed,
            &hour_minute(true, 9, 30),
            &hour_minute(true, 11, 0),
        )
        .unwrap();
        assert_eq!(
            value(&morning),
            span("2013-02-12T09:30:00", "2013-02-12T11:01:00", "minute")
        );
        // "this Summer": two days always make a Closed interval
        let summer =
            interval(TimeIntervalType::Open, &month_day(6, 21), &month_day(9, 23)).unwrap();
        assert_eq!(
            value(&summer),
            span("2013-06-21T00:00:00", "2013-09-24T00:00:00", "day")
        );
        // "this week-end"
        assert_eq!(
            value(&pred_nth(0, false, &weekend())),
            span("2013-02-15T18:00:00", "2013-02-18T00:00:00", "hour")
        );
        assert!(interval(TimeIntervalType::Open, &weekend(), &today()).is_none());
    }

    #[test]
    fn open_intervals_and_zones() {
        // "until 2:00pm"
        let two_pm = time_of_day_ampm(false, &hour_minute(true, 2, 0));
        assert_eq!(
            value(&with_direction(IntervalDirection::Before, two_pm)),
            json!({"type": "interval", "to": {"value": "2013-02-12T14:00:00.000-02:00", "grain": "minute"}})
        );
        // "4pm CET"
        let cet = in_timezone("CET", &pm(4)).unwrap();
        assert!(!has_no_timezone(&cet));
        assert_eq!(value(&cet), instant("2013-02-12T13:00:00", "minute"));
        assert!(in_timezone("XYZ", &pm(4)).is_none());
    }

    #[test]
    fn durations_from_now_and_from_a_time() {
        // "in 2 minutes", "in a week", "3 days ago"
        let minutes = DurationData {
            value: 2,
            grain: Grain::Minute,
        };
        assert_eq!(
            value(&in_duration(&minutes)),
            instant("2013-02-12T04:32:00", "second")
        );
        let week = DurationData {
            value: 1,
            grain: Grain::Week,
        };
        assert_eq!(
            value(&in_duration(&week)),
            instant("2013-02-19T00:00:00", "day")
        );
        assert_eq!(
            value(&duration_ago(&days(3))),
            instant("2013-02-09T04:00:00", "hour")
        );
        // "3 days after tomorrow" keeps the day grain; "3 days after now" shifts the instant
        let tomorrow = cycle_nth(Grain::Day, 1);
        assert_eq!(
            value(&duration_after(&days(3), &tomorrow)),
            instant("2013-02-16T00:00:00", "day")
        );
        assert_eq!(
            value(&duration_after(&days(3), &now())),
            instant("2013-02-15T04:00:00", "hour")
        );
        // Both ends have the day grain, so the interval is Closed and ends one hour (the objects'
        // grain) after the second start; the rules only ever intersect it with a day.
        assert_eq!(
            value(&in_duration_interval(&days(1))),
            span("2013-02-13T04:00:00", "2013-02-14T05:00:00", "hour")
        );
    }

    #[test]
    fn nth_and_last_instances() {
        // "thanksgiving", "first tuesday of october"
        let thanksgiving = with_holiday("Thanksgiving Day", nth_dow_of_month(4, 4, 11));
        let mut expected = instant("2013-11-28T00:00:00", "day");
        expected["holidayBeta"] = json!("Thanksgiving Day");
        assert_eq!(value(&thanksgiving), expected);
        assert_eq!(
            value(&nth_dow_of_month(1, 2, 10)),
            instant("2013-10-01T00:00:00", "day")
        );
        // "last Sunday of March 2014", "last day of october 2015", "last week of september 2014"
        assert_eq!(
            value(&pred_last_of(&day_of_week(7), &year_month(2014, 3))),
            instant("2014-03-30T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_last_of(Grain::Day, &year_month(2015, 10))),
            instant("2015-10-31T00:00:00", "day")
        );
        assert_eq!(
            value(&cycle_last_of(Grain::Week, &year_month(2014, 9))),
            instant("2014-09-22T00:00:00", "week")
        );
        // "third tuesday after christmas 2014"
        let christmas = year_month_day(2014, 12, 25);
        assert_eq!(
            value(&pred_nth_after(2, &day_of_week(2), &christmas)),
            instant("2015-01-13T00:00:00", "day")
        );
        // "the closest Monday to Oct 5th", "the second closest Mon to October fifth"
        assert_eq!(
            value(&pred_nth_closest(0, &day_of_week(1), &month_day(10, 5))),
            instant("2013-10-07T00:00:00", "day")
        );
        assert_eq!(
            value(&pred_nth_closest(1, &day_of_week(1), &month_day(10, 5))),
            instant("2013-09-30T00:00:00", "day")
        );
    }

    #[test]
    fn replaced_instances_and_past_ones() {
        // en_US "Tax Day": first weekday from April 15, moved off Emancipation Day (US corpus)
        let emancipation = pred_nth_closest(0, &weekday(), &month_day(4, 16));
        let tentative = pred_nth_after(0, &weekday(), &month_day(4, 15));
        let alternative = pred_nth_after(1, &weekday(), &emancipation);
        let tax_day = with_holiday(
            "Tax Day",
            intersect_with_replacement(&emancipation, &tentative, &alternative).unwrap(),
        );
        let in_year = |y| value(&intersect(&tax_day, &year(y)).unwrap())["value"].clone();
        assert_eq!(in_year(2011), "2011-04-18T00:00:00.000-02:00");
        assert_eq!(in_year(2012), "2012-04-17T00:00:00.000-02:00");
        assert_eq!(value(&tax_day)["value"], "2013-04-15T00:00:00.000-02:00");
        assert!(intersect_with_replacement(&emancipation, &month(4), &alternative).is_none());
        // "last thanksgiving": the past side of a mapped series
        assert_eq!(
            value(&pred_nth(-1, false, &nth_dow_of_month(4, 4, 11))),
            instant("2012-11-22T00:00:00", "day")
        );
        // a year that is only behind: its value is the past instance
        assert_eq!(value(&year(1999)), instant("1999-01-01T00:00:00", "year"));
        // "ems week 2018" (en_US): from the 3rd Sunday after May 1 to 6 days later, Closed as two days
        let start = pred_nth_after(2, &day_of_week(7), &month_day(5, 1));
        let end = cycle_nth_after(false, Grain::Day, 6, &start);
        let week = interval(TimeIntervalType::Open, &start, &end).unwrap();
        assert_eq!(
            value(&intersect(&week, &year(2018)).unwrap()),
            span("2018-05-20T00:00:00", "2018-05-27T00:00:00", "day")
        );
    }

    #[test]
    fn seasons_weekdays_tables_and_periods() {
        assert_eq!(
            value(&season()),
            span("2012-12-21T00:00:00", "2013-03-19T00:00:00", "day")
        );
        let weekdays = resolved(&weekday())["values"].clone();
        assert_eq!(weekdays[0]["value"], "2013-02-12T00:00:00.000-02:00");
        assert_eq!(
            value(&pred_nth(3, false, &weekday())),
            instant("2013-02-15T00:00:00", "day")
        );
        assert_eq!(
            value(&pred_nth(4, false, &weekday())),
            instant("2013-02-18T00:00:00", "day")
        );
        static EASTERS: [(i16, i8, i8); 3] = [(2012, 4, 8), (2013, 3, 31), (2014, 4, 20)];
        assert_eq!(
            value(&computed_days(&EASTERS)),
            instant("2013-03-31T00:00:00", "day")
        );
        assert_eq!(
            value(&pred_nth(-1, false, &computed_days(&EASTERS))),
            instant("2012-04-08T00:00:00", "day")
        );
        let every_10_days = pred_every_n_days_from(10, (2013, 1, 1)).unwrap();
        assert_eq!(value(&every_10_days), instant("2013-02-20T00:00:00", "day"));
        assert_eq!(
            value(&pred_nth(-1, false, &every_10_days)),
            instant("2013-02-10T00:00:00", "day")
        );
        assert!(pred_every_n_days_from(10, (2013, 2, 30)).is_none());
    }

    #[test]
    fn latent_and_empty_values() {
        let now = reference();
        let reference = Reference::new(&now);
        let r = resolve(&mk_latent(year(1999)), &reference).unwrap();
        assert!(r.latent);
        assert_eq!(r.value, resolve(&year(1999), &reference).unwrap().value);
        // A year past the ±2000-year search still resolves (a year has no search), a sparse
        // intersection beyond it does not.
        assert!(resolve(&year_month_day(2013, 2, 30), &reference).is_none());
        assert!(intersect(&year(2013), &year(2014)).is_none());
    }
}
