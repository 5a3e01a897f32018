//! The time model: what an expression says about a time, as independent constraints that compose by
//! intersection ("next monday" ∩ "at 5pm"), the way Duckling intersects time predicates.
//!
//! An [`Expr`] constrains the calendar date (year, month, day, weekday, nth weekday, holiday, or a fixed
//! window such as "tomorrow" or "next week") and the time of day (a clock reading or a part of the day).
//! [`Expr::merge`] fails when two constraints disagree, which is what splits "march 3, march 9" into two.

use jiff::civil::{DateTime, Weekday};

use super::holidays::Holiday;
use crate::time::Grain;

/// A clock reading: "5pm", "17:00", "quarter past 3", "at 3" (which could be 3:00 or 15:00).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Clock {
    pub hour: i8,
    pub minute: i8,
    pub second: i8,
    pub grain: Grain,
    /// A 12-hour reading without am/pm: both `hour` and `hour + 12` are possible.
    pub ambiguous: bool,
}

impl Clock {
    pub fn hour(hour: i8, ambiguous: bool) -> Self {
        Clock {
            hour,
            minute: 0,
            second: 0,
            grain: Grain::Hour,
            ambiguous: ambiguous && (1..=12).contains(&hour),
        }
    }

    pub fn minute(hour: i8, minute: i8, ambiguous: bool) -> Self {
        Clock {
            minute,
            grain: Grain::Minute,
            ..Clock::hour(hour, ambiguous)
        }
    }

    /// The same reading with am/pm applied.
    pub fn with_meridiem(self, pm: bool) -> Self {
        let hour = self.hour % 12 + if pm { 12 } else { 0 };
        Clock {
            hour,
            ambiguous: false,
            ..self
        }
    }

    /// The hours of the day this reading may mean, earliest first.
    pub fn hours(self) -> impl Iterator<Item = i8> {
        let (first, second) = match (self.ambiguous, self.hour) {
            (true, 12) => (0, Some(12)),
            (true, h) => (h, Some(h + 12)),
            (false, h) => (h, None),
        };
        std::iter::once(first).chain(second)
    }
}

/// A part of the day, as whole hours `[from, to)`; `to` may be 24.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Part {
    pub from: i8,
    pub to: i8,
}

/// A fixed stretch of time named by relative words ("tomorrow", "next week", "in 3 days", "this weekend").
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Window {
    pub start: DateTime,
    /// Exclusive end.
    pub end: DateTime,
    pub grain: Grain,
    /// Rendered as an interval (a weekend, a season) rather than as its start.
    pub interval: bool,
}

/// Which occurrence of a repeating time an expression picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Pick {
    /// The first one that has not ended (for weekdays: after today).
    #[default]
    Next,
    /// The first one after today, even with a time of day ("next tuesday at 3pm" on a Tuesday).
    AfterToday,
    /// The one after the next ("friday after next").
    AfterNext,
    /// The most recent one before the current one ("last tuesday").
    Last,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Expr {
    pub year: Option<i32>,
    pub month: Option<i8>,
    pub day: Option<i8>,
    pub weekday: Option<Weekday>,
    /// With `weekday`: the nth such weekday of the month (-1 is the last).
    pub nth: Option<i8>,
    pub last_day: bool,
    pub holiday: Option<&'static Holiday>,
    pub window: Option<Window>,
    pub clock: Option<Clock>,
    pub part: Option<Part>,
    pub pick: Pick,
    /// The UTC offset (seconds) of a zone named after the clock reading ("8:00 GMT"), when it is not the
    /// reference time's zone.
    pub zone: Option<i32>,
    /// Found without any marker that makes it a time for sure (a bare "3", "morning").
    pub latent: bool,
}

/// `a` and `b` if only one is set or both agree; `Err` when they conflict.
fn agree<T: PartialEq + Copy>(a: Option<T>, b: Option<T>) -> Result<Option<T>, ()> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => Err(()),
        (x, y) => Ok(x.or(y)),
    }
}

impl Expr {
    /// Whether the expression constrains the calendar date by fields (not by a window).
    pub fn has_date_fields(&self) -> bool {
        self.year.is_some()
            || self.month.is_some()
            || self.day.is_some()
            || self.weekday.is_some()
            || self.last_day
            || self.holiday.is_some()
    }

    /// Whether it says anything about the date at all.
    pub fn has_date(&self) -> bool {
        self.has_date_fields() || self.window.is_some()
    }

    /// The grain of the date fields alone: day, month or year.
    pub fn date_grain(&self) -> Option<Grain> {
        if self.day.is_some() || self.weekday.is_some() || self.last_day || self.holiday.is_some() {
            Some(Grain::Day)
        } else if self.month.is_some() {
            Some(Grain::Month)
        } else if self.year.is_some() {
            Some(Grain::Year)
        } else {
            None
        }
    }

    /// Both expressions at once, or `None` when they contradict each other.
    pub fn merge(&self, other: &Expr) -> Option<Expr> {
        let merged = Expr {
            year: agree(self.year, other.year).ok()?,
            month: agree(self.month, other.month).ok()?,
            day: agree(self.day, other.day).ok()?,
            weekday: agree(self.weekday, other.weekday).ok()?,
            nth: agree(self.nth, other.nth).ok()?,
            last_day: self.last_day || other.last_day,
            holiday: agree(self.holiday.map(|h| h.name), other.holiday.map(|h| h.name))
                .ok()?
                .and(self.holiday.or(other.holiday)),
            window: agree(self.window, other.window).ok()?,
            clock: agree(self.clock, other.clock).ok()?,
            part: agree(self.part, other.part).ok()?,
            pick: if self.pick == Pick::Next {
                other.pick
            } else {
                self.pick
            },
            zone: agree(self.zone, other.zone).ok()?,
            latent: self.latent && other.latent,
        };
        // A window and date fields only combine when the window is a whole period to search in.
        let fixed_date =
            merged.holiday.is_some() || (merged.day.is_some() && merged.month.is_some());
        if merged.window.is_some() && fixed_date {
            return None;
        }
        Some(merged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicting_constraints_do_not_merge() {
        let march3 = Expr {
            month: Some(3),
            day: Some(3),
            ..Expr::default()
        };
        let march9 = Expr {
            day: Some(9),
            ..march3.clone()
        };
        assert!(march3.merge(&march9).is_none());
        let five_pm = Expr {
            clock: Some(Clock::hour(17, false)),
            ..Expr::default()
        };
        assert_eq!(march3.merge(&five_pm).and_then(|e| e.clock), five_pm.clock);
    }

    #[test]
    fn ambiguous_hours_offer_both_readings() {
        assert_eq!(
            Clock::hour(3, true).hours().collect::<Vec<_>>(),
            vec![3, 15]
        );
        assert_eq!(
            Clock::hour(12, true).hours().collect::<Vec<_>>(),
            vec![0, 12]
        );
        assert_eq!(Clock::hour(15, true).hours().collect::<Vec<_>>(), vec![15]);
        assert_eq!(Clock::hour(12, true).with_meridiem(false).hour, 0);
    }
}
