//! Resolution of whole expressions: single times, intervals ("from 3 to 5pm", "july 13-15") whose two ends
//! first share what only one of them says, and open intervals ("after 5pm", "by friday").

use jiff::civil::DateTime;

use super::expr::Expr;
use super::parser::Parsed;
use super::resolve::{Instant, Resolved, Single};
use super::zone::Reference;
use crate::time::Grain;

/// Resolves a whole expression, and says whether it is latent.
pub(super) fn resolve_parsed(parsed: &Parsed, here: &Reference) -> Option<(Resolved, bool)> {
    let now = here.now();
    let resolve = |e: &Expr, now: DateTime| here.resolve(e, now);
    match parsed {
        Parsed::Time(e) => Some((resolve(e, now)?, e.latent)),
        Parsed::Interval(a, b) => {
            let (a, b) = harmonise(a, b);
            let from = resolve(&a, now)?.first.start()?;
            let to = resolve(&b, from.at)?.first.end()?;
            if to.at <= from.at {
                return None;
            }
            let grain = from.grain.min(to.grain);
            let single = Single::Interval {
                from: Some(Instant { at: from.at, grain }),
                to: Some(Instant { at: to.at, grain }),
            };
            Some((Resolved::single(single), a.latent && b.latent))
        }
        Parsed::After(e) => {
            let from = resolve(e, now)?.first.start()?;
            let single = Single::Interval {
                from: Some(from),
                to: None,
            };
            Some((Resolved::single(single), e.latent))
        }
        Parsed::Before(e) => {
            let to = resolve(e, now)?.first.start()?;
            let single = Single::Interval {
                from: None,
                to: Some(to),
            };
            Some((Resolved::single(single), e.latent))
        }
        Parsed::By(e) => {
            // "by 2pm" ends when 2pm starts; "by the end of the month" when that stretch ends.
            let to = match resolve(e, now)?.first {
                Single::Value(i) => i,
                interval => interval.end()?,
            };
            let single = Single::Interval {
                from: Some(Instant {
                    at: Grain::Second.truncate(now),
                    grain: Grain::Second,
                }),
                to: Some(Instant {
                    at: to.at,
                    grain: Grain::Second,
                }),
            };
            Some((Resolved::single(single), e.latent))
        }
    }
}

/// Makes the two ends of an interval say the same about what only one of them says: "3-5pm" (pm applies
/// to both), "july 13-15" (the month too), "13 to 15 july", "9:30 - 11:00 on thursday".
fn harmonise(a: &Expr, b: &Expr) -> (Expr, Expr) {
    let (mut a, mut b) = (a.clone(), b.clone());
    // "between 1 and 3 tomorrow afternoon": the part of the day applies to both readings.
    if a.clock.is_some() && b.clock.is_some() {
        let part = a.part.or(b.part);
        a.part = part;
        b.part = part;
    }
    let zone = a.zone.or(b.zone);
    a.zone = zone;
    b.zone = zone;
    if let (Some(ca), Some(cb)) = (a.clock, b.clock)
        && ca.ambiguous
        && !cb.ambiguous
        && cb.hour >= 12
        && ca.hour < 12
        && ca.hour + 12 <= cb.hour
    {
        a.clock = Some(ca.with_meridiem(true));
    }
    // "13 to 15 july", "july 13-15": a plain number next to a date is a day, not an hour.
    if let Some(day) = as_day(&b)
        && a.day.is_some()
        && a.clock.is_none()
    {
        b = Expr {
            day: Some(day),
            ..Expr::default()
        };
    }
    if let Some(day) = as_day(&a)
        && b.day.is_some()
        && b.clock.is_none()
    {
        a = Expr {
            day: Some(day),
            ..Expr::default()
        };
    }
    if !b.has_date() {
        copy_date(&a, &mut b);
    } else if !a.has_date() {
        copy_date(&b, &mut a);
    } else if b.month.is_none() && b.day.is_some() && a.month.is_some() {
        b.month = a.month;
        b.year = b.year.or(a.year);
    } else if a.month.is_none() && a.day.is_some() && b.month.is_some() {
        a.month = b.month;
        a.year = a.year.or(b.year);
    }
    (a, b)
}

/// A bare latent number read as a clock ("15"), read as a day of the month instead.
fn as_day(e: &Expr) -> Option<i8> {
    let clock = e.clock?;
    let bare = e.latent && !e.has_date() && e.part.is_none() && clock.grain == Grain::Hour;
    (bare && clock.hour >= 1).then_some(clock.hour)
}

fn copy_date(from: &Expr, to: &mut Expr) {
    to.year = from.year;
    to.month = from.month;
    to.day = from.day;
    to.weekday = from.weekday;
    to.nth = from.nth;
    to.last_day = from.last_day;
    to.holiday = from.holiday;
    to.window = from.window;
    to.pick = from.pick;
}
