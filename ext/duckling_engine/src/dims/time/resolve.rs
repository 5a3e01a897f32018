//! Resolution: from an [`Expr`] and the reference time to concrete instants and intervals, and from those
//! to Duckling's JSON.
//!
//! A repeating expression ("monday", "5pm", "march 3") resolves to its first occurrence that has not ended
//! (a clock time counts from the start of the current hour, as Duckling's does), and up to three occurrences
//! go to `values`. An expression bound to a window or a year takes its first occurrence there that has not
//! ended, or else its first one ("today at 3am" is in the past). Every search is bounded.

use jiff::civil::{Date, DateTime, Time};
use serde_json::{Value, json};

use super::expr::{Expr, Pick, Window};
use crate::time::{Grain, LocalZone, nth_weekday_of_month, timestamp, ymd};

/// A point in time at a precision.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Instant {
    pub at: DateTime,
    pub grain: Grain,
}

impl Instant {
    /// The exclusive end of the period this instant stands for.
    pub fn end(self) -> Option<DateTime> {
        self.grain.add(self.at, 1)
    }
}

/// One reading of a time: an instant or an interval (either end may be open).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Single {
    Value(Instant),
    Interval {
        from: Option<Instant>,
        to: Option<Instant>,
    },
}

impl Single {
    /// Where the reading starts (an interval open at the start has none).
    pub fn start(self) -> Option<Instant> {
        match self {
            Single::Value(i) => Some(i),
            Single::Interval { from, .. } => from,
        }
    }

    /// Where it ends, exclusive: the end of the instant's period, or the interval's `to`.
    pub fn end(self) -> Option<Instant> {
        match self {
            Single::Value(i) => Some(Instant {
                at: i.end()?,
                grain: i.grain,
            }),
            Single::Interval { to, .. } => to,
        }
    }

    fn json(self, tz: &LocalZone) -> Value {
        let instant = |i: Instant| json!({"value": timestamp(i.at, tz), "grain": i.grain.name()});
        match self {
            Single::Value(i) => {
                json!({"type": "value", "value": timestamp(i.at, tz), "grain": i.grain.name()})
            }
            Single::Interval { from, to } => {
                let mut v = json!({"type": "interval"});
                if let Some(f) = from {
                    v["from"] = instant(f);
                }
                if let Some(t) = to {
                    v["to"] = instant(t);
                }
                v
            }
        }
    }
}

/// A resolved time: its reading, the alternatives Duckling lists in `values`, and a holiday's name.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Resolved {
    pub first: Single,
    pub values: Vec<Single>,
    pub holiday: Option<&'static str>,
}

impl Resolved {
    pub fn single(first: Single) -> Self {
        Resolved {
            first,
            values: vec![first],
            holiday: None,
        }
    }

    /// The same readings with every instant mapped by `f` (to move them to another zone).
    pub fn map_instants(&self, f: impl Fn(Instant) -> Option<Instant>) -> Option<Resolved> {
        let map = |s: Single| -> Option<Single> {
            Some(match s {
                Single::Value(i) => Single::Value(f(i)?),
                Single::Interval { from, to } => Single::Interval {
                    from: from.map(&f).unwrap_or(None),
                    to: to.map(&f).unwrap_or(None),
                },
            })
        };
        Some(Resolved {
            first: map(self.first)?,
            values: self.values.iter().filter_map(|s| map(*s)).collect(),
            holiday: self.holiday,
        })
    }

    /// Duckling's JSON for the time, in the reference zone.
    pub fn json(&self, tz: &LocalZone) -> Value {
        let mut v = self.first.json(tz);
        v["values"] = Value::Array(self.values.iter().map(|s| s.json(tz)).collect());
        if let Some(name) = self.holiday {
            v["holidayBeta"] = json!(name);
        }
        v
    }
}

/// How many occurrences go to `values`.
const VALUES: usize = 3;
/// How far (in months) a search for a matching date looks before giving up: "friday the 13th" needs up to
/// 14 months, "february 29th" up to 8 years, "monday february 29th" up to 28.
const MONTHS_SEARCHED: i32 = 12 * 30;

/// Resolves `e` against the reference time `now`.
pub(super) fn resolve(e: &Expr, now: DateTime) -> Option<Resolved> {
    let holiday = e.holiday.map(|h| h.name);
    if let Some(w) = e.window
        && !e.has_date_fields()
        && e.clock.is_none()
        && e.part.is_none()
    {
        return Some(Resolved {
            holiday,
            ..Resolved::single(window_single(w))
        });
    }
    let (dates, bounded) = candidate_dates(e, now)?;
    let mut found: Vec<Single> = Vec::new();
    let mut fallback: Option<Single> = None;
    let threshold = Grain::Hour.truncate(now);
    // Whether a reading has not ended yet. Candidate dates already start at the current day, month or
    // year, so only readings within a day (clock times, parts of the day) can lie in the past.
    let not_over = |single: Single| match single {
        Single::Value(i) if e.clock.is_some() => i.at >= threshold,
        _ if e.part.is_some() => single.end().is_some_and(|end| end.at > now),
        _ => true,
    };
    for single in dates.into_iter().flat_map(|date| readings(e, date)) {
        fallback.get_or_insert(single);
        if not_over(single) {
            found.push(single);
        }
        if found.len() == VALUES {
            break;
        }
    }
    if found.is_empty() && bounded {
        found.extend(fallback);
    }
    let first = *found.first()?;
    Some(Resolved {
        first,
        values: found,
        holiday,
    })
}

/// The readings of `e` on one candidate date (a day, or a month or year for coarse expressions).
fn readings(e: &Expr, date: Date) -> Vec<Single> {
    let midnight = date.to_datetime(Time::midnight());
    if let Some(clock) = e.clock {
        return clock
            .hours()
            .filter(|h| e.part.is_none_or(|p| p.from <= *h && *h < p.to))
            .filter_map(|h| {
                let at = DateTime::new(
                    date.year(),
                    date.month(),
                    date.day(),
                    h,
                    clock.minute,
                    clock.second,
                    0,
                )
                .ok()?;
                Some(Single::Value(Instant {
                    at,
                    grain: clock.grain,
                }))
            })
            .collect();
    }
    if let Some(part) = e.part {
        let from = Grain::Hour.add(midnight, part.from.into());
        let to = Grain::Hour.add(midnight, part.to.into());
        return vec![Single::Interval {
            from: from.map(|at| Instant {
                at,
                grain: Grain::Hour,
            }),
            to: to.map(|at| Instant {
                at,
                grain: Grain::Hour,
            }),
        }];
    }
    let grain = e.date_grain().unwrap_or(Grain::Day);
    vec![Single::Value(Instant {
        at: midnight,
        grain,
    })]
}

fn window_single(w: Window) -> Single {
    if w.interval {
        Single::Interval {
            from: Some(Instant {
                at: w.start,
                grain: w.grain,
            }),
            to: Some(Instant {
                at: w.end,
                grain: w.grain,
            }),
        }
    } else {
        Single::Value(Instant {
            at: w.start,
            grain: w.grain,
        })
    }
}

/// The dates `e` may fall on, in order, and whether they are bounded (by a window or a year) so that a past
/// one is better than none.
fn candidate_dates(e: &Expr, now: DateTime) -> Option<(Vec<Date>, bool)> {
    let today = now.date();
    if let Some(w) = e.window {
        let days: Vec<Date> = if e.has_date_fields() {
            search(e, w.start.date(), Some(w.end), 31)
        } else {
            (0..31)
                .filter_map(|n| Grain::Day.add(w.start, n))
                .filter(|d| *d < w.end || (*d == w.start))
                .map(|d| d.date())
                .collect()
        };
        return Some((days, true));
    }
    let Some(grain) = e.date_grain() else {
        let days = (0..=VALUES as i64 + 1)
            .filter_map(|n| Grain::Day.add(now, n))
            .map(|d| d.date())
            .collect();
        return Some((days, false));
    };
    // "Sunday, Feb 10": a weekday that matches the date this year confirms this year's date, past or not,
    // rather than sending the search years ahead.
    if let (Some(weekday), Some(month), Some(day), None) = (e.weekday, e.month, e.day, e.year)
        && let Some(date) = ymd(now.year().into(), month.into(), day.into())
        && date.weekday() == weekday
    {
        return Some((vec![date], true));
    }
    let bounded = e.year.is_some();
    let start = grain.truncate(now).date();
    let mut dates = match e.pick {
        Pick::Last => {
            let back = if e.holiday.is_some() || e.month.is_some() {
                Grain::Year
            } else if e.day.is_some() {
                Grain::Month
            } else {
                Grain::Week
            };
            let from = back.add(Grain::Day.truncate(now), -1)?.date();
            let earlier: Vec<Date> =
                search(e, from, Some(start.to_datetime(Time::midnight())), 400);
            return Some((earlier.last().copied().into_iter().collect(), true));
        }
        _ => search(e, start, None, VALUES + 2),
    };
    let weekday_only = e.weekday.is_some() && e.day.is_none() && e.nth.is_none();
    let whole_day = e.clock.is_none() && e.part.is_none();
    if (weekday_only && whole_day) || e.pick == Pick::AfterToday {
        dates.retain(|d| *d != today);
    }
    if e.pick == Pick::AfterNext && !dates.is_empty() {
        dates.remove(0);
    }
    Some((dates, bounded))
}

/// Up to `limit` dates from `from` (and before `until`) that satisfy the date fields of `e`.
fn search(e: &Expr, from: Date, until: Option<DateTime>, limit: usize) -> Vec<Date> {
    let before_until = |d: &Date| until.is_none_or(|u| d.to_datetime(Time::midnight()) < u);
    let mut found = Vec::new();
    // A given year is searched whole: "feb 1 2013" is that day even when it is past.
    let from = match e.year.and_then(|y| ymd(y, 1, 1)) {
        Some(jan1) => jan1,
        None => from,
    };
    let first_year = i32::from(from.year());
    if let Some(holiday) = e.holiday {
        for year in first_year..first_year + 60 {
            if e.year.is_some_and(|y| y != year) || found.len() >= limit {
                break;
            }
            if let Some(d) = holiday.date(year)
                && d >= from
                && before_until(&d)
            {
                found.push(d);
            }
        }
        return found;
    }
    let grain = e.date_grain().unwrap_or(Grain::Day);
    if grain == Grain::Year {
        return e
            .year
            .and_then(|y| ymd(y, 1, 1))
            .into_iter()
            .filter(|d| *d >= from || e.year.is_some())
            .collect();
    }
    let first_month = if first_year > i32::from(from.year()) {
        1
    } else {
        i32::from(from.month())
    };
    for step in 0..MONTHS_SEARCHED {
        let months = first_month - 1 + step;
        let (year, month) = (first_year + months / 12, months % 12 + 1);
        if e.year.is_some_and(|y| y != year) || found.len() >= limit {
            break;
        }
        if until.is_some_and(|u| {
            ymd(year, month, 1).is_none_or(|d| d.to_datetime(Time::midnight()) >= u)
        }) {
            break;
        }
        if e.month.is_some_and(|m| i32::from(m) != month) {
            continue;
        }
        for d in days_in(e, grain, year, month) {
            if d >= from && before_until(&d) && found.len() < limit {
                found.push(d);
            }
        }
    }
    found
}

/// The dates of one month that satisfy the day-level fields of `e` (its first day for month grain).
fn days_in(e: &Expr, grain: Grain, year: i32, month: i32) -> Vec<Date> {
    let Some(first) = ymd(year, month, 1) else {
        return Vec::new();
    };
    if grain == Grain::Month {
        return vec![first];
    }
    let mut days: Vec<Date> = if let Some(day) = e.day {
        ymd(year, month, day.into()).into_iter().collect()
    } else if e.last_day {
        vec![first.last_of_month()]
    } else if let (Some(nth), Some(weekday)) = (e.nth, e.weekday) {
        nth_weekday_of_month(year, month, nth, weekday)
            .into_iter()
            .collect()
    } else {
        (1..=first.days_in_month())
            .filter_map(|d| ymd(year, month, d.into()))
            .collect()
    };
    if let Some(weekday) = e.weekday {
        days.retain(|d| d.weekday() == weekday);
    }
    days
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dims::time::expr::Clock;
    use jiff::civil::{Weekday, date};

    fn now() -> DateTime {
        date(2013, 2, 12).at(4, 30, 0, 0)
    }

    fn first(e: &Expr) -> Instant {
        resolve(e, now()).and_then(|r| r.first.start()).unwrap()
    }

    #[test]
    fn weekdays_skip_today_and_clock_times_count_from_the_hour() {
        let tuesday = Expr {
            weekday: Some(Weekday::Tuesday),
            ..Expr::default()
        };
        assert_eq!(first(&tuesday).at, date(2013, 2, 19).at(0, 0, 0, 0));
        let at_4_23 = Expr {
            clock: Some(Clock::minute(4, 23, true)),
            ..Expr::default()
        };
        assert_eq!(first(&at_4_23).at, date(2013, 2, 12).at(4, 23, 0, 0));
        let at_3 = Expr {
            clock: Some(Clock::hour(3, true)),
            ..Expr::default()
        };
        assert_eq!(first(&at_3).at, date(2013, 2, 12).at(15, 0, 0, 0));
    }

    #[test]
    fn impossible_dates_end_the_search() {
        let feb30 = Expr {
            month: Some(2),
            day: Some(30),
            ..Expr::default()
        };
        assert!(resolve(&feb30, now()).is_none());
        let friday13 = Expr {
            weekday: Some(Weekday::Friday),
            day: Some(13),
            ..Expr::default()
        };
        assert_eq!(first(&friday13).at, date(2013, 9, 13).at(0, 0, 0, 0));
    }
}
