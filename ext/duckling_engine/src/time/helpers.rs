//! The productions and pattern tests of Duckling's `Time/Helpers.hs`, under Duckling's names in snake case
//! and with its argument order, for the time rules to build and test token values with.
//!
//! Combinators take their operands by reference and return a new value; modifiers (`mk_latent`, `form`,
//! `with_direction` …) take the value and return it changed. Weekdays count Monday = 1 … Sunday = 7.

use std::sync::Arc;

use super::data::{Form, IntervalDirection, TimeData};
use super::duration::DurationData;
use super::grain::Grain;
use super::object::{TimeIntervalType, TimeObject};
use super::predicate::{AMPM, Predicate, Series, TimeDateFields, mk_intersect, mk_time_intervals};
use super::zone::parse_timezone;

fn series(s: Series) -> Arc<Predicate> {
    Arc::new(Predicate::Series(s))
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

pub(crate) fn is_grain_coarser_than(grain: Grain, td: &TimeData) -> bool {
    td.grain > grain
}

pub(crate) fn is_grain_of_time(grain: Grain, td: &TimeData) -> bool {
    td.grain == grain
}

pub(crate) fn same_grain(a: &TimeData, b: &TimeData) -> bool {
    a.grain == b.grain
}

pub(crate) fn has_timezone(td: &TimeData) -> bool {
    td.has_timezone
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

pub(crate) fn is_midnight_or_noon(td: &TimeData) -> bool {
    matches!(
        td.form,
        Some(Form::TimeOfDay {
            hours: Some(0 | 12),
            ..
        })
    )
}

pub(crate) fn is_not_latent(td: &TimeData) -> bool {
    !td.latent
}

pub(crate) fn has_no_direction(td: &TimeData) -> bool {
    td.direction.is_none()
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

/// Monday 10:00 to Friday 18:00.
pub(crate) fn workweek() -> TimeData {
    let mon = intersect_raw(&day_of_week(1), &hour(false, 10));
    let fri = intersect_raw(&day_of_week(5), &hour(false, 18));
    interval_raw(TimeIntervalType::Open, &mon, &fri)
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
    TimeData::new(series(Series::Computed(days)), Grain::Day)
}

/// Every `period` days from a known day (Duckling's `predEveryNDaysFrom`); `None` for an invalid date.
pub(crate) fn pred_every_n_days_from(period: i32, given: (i32, i32, i32)) -> Option<TimeData> {
    let day = super::calendar::ymd(given.0, given.1, given.2)?;
    let given = TimeObject::at(day.to_datetime(jiff::civil::Time::midnight()), Grain::Day);
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
