//! Atoms for calendar dates: weekdays, months and days ("feb 15", "the 15th of february", "2/15",
//! "2013-02-15"), years, holidays, and "the first tuesday of october" / "last day of february" / "Q3".

use jiff::civil::{Time, Weekday};

use super::expr::{Expr, Pick, Window};
use super::holidays;
use super::lexicon;
use super::parser::Parser;
use super::relative::modifier;
use super::resolve::resolve;
use super::tokens::Kind;
use crate::time::{Grain, ymd};

impl Parser<'_> {
    /// "monday", "Mon.", "wednesday after next", "friday of next week".
    pub(super) fn weekday_atom(&self, i: usize) -> Option<(Expr, usize)> {
        let word = self.word(i)?;
        let weekday = lexicon::weekday(word)?;
        // "mon-fri" vouches for "mon" and "fri" as much as a capital or a dot does ("sat-nav" does not).
        let weekday_at = |k: usize| self.word(k).and_then(lexicon::weekday).is_some();
        let dashed = (self.punct(i + 1, "-") && self.attached(i + 1) && weekday_at(i + 2))
            || (i >= 2 && self.punct(i - 1, "-") && self.attached(i) && weekday_at(i - 2));
        if lexicon::is_ambiguous_abbreviation(word)
            && !(self.capitalised(i) || self.punct(i + 1, ".") || self.punct(i + 1, ",") || dashed)
        {
            return None;
        }
        let mut j = self.abbreviation_end(i);
        let mut e = Expr {
            weekday: Some(weekday),
            ..Expr::default()
        };
        if let Some(k) = self.eat_seq(j, &["after", "next"]) {
            e.pick = Pick::AfterNext;
            j = k;
        }
        let k = self.eat(j, &["of"]).unwrap_or(j);
        if let Some((window, end)) = self.week_window(k) {
            e.window = Some(window);
            j = end;
        }
        Some((e, j))
    }

    /// The token after the word at `i`, and after its dot when the word is an abbreviation ("Mon.", "Sept.");
    /// a full name keeps the full stop that ends its sentence out ("before Friday.").
    fn abbreviation_end(&self, i: usize) -> usize {
        let abbreviated = self
            .word(i)
            .is_some_and(|w| w.len() <= 4 && !matches!(w, "may" | "june" | "july"));
        if abbreviated {
            self.skip_dot(i + 1)
        } else {
            i + 1
        }
    }

    /// "this week", "next week", "last week" as a window.
    fn week_window(&self, i: usize) -> Option<(Window, usize)> {
        let (offset, _) = modifier(self.word(i)?)?;
        let j = self.eat(i + 1, &["week"])?;
        Some((self.period(Grain::Week, offset)?, j))
    }

    /// A month name; abbreviations that are also words ("may", "mar") only when written like a date.
    pub(super) fn month_name(&self, i: usize) -> Option<(i8, usize)> {
        let (month, j) = self.any_month_name(i)?;
        let word = self.word(i)?;
        let dotted = self.punct(i + 1, ".") && self.attached(i + 1);
        if lexicon::is_ambiguous_abbreviation(word) && !(self.capitalised(i) || dotted) {
            return None;
        }
        Some((month, j))
    }

    /// A month name even when it is also a word: for places where a day number vouches for it ("may 5th",
    /// "5 may").
    pub(super) fn any_month_name(&self, i: usize) -> Option<(i8, usize)> {
        let month = lexicon::month(self.word(i)?)?;
        Some((month, self.abbreviation_end(i)))
    }

    /// A day of the month written as an ordinal: "15th", "first", "twenty-first".
    pub(super) fn ordinal(&self, i: usize) -> Option<(i8, usize)> {
        if let Some((d, 1..=2)) = self.digits(i)
            && self.attached(i + 1)
            && let Some("st" | "nd" | "rd" | "th") = self.word(i + 1)
        {
            return Some((
                i8::try_from(d).ok().filter(|d| (1..=31).contains(d))?,
                i + 2,
            ));
        }
        let word = self.word(i)?;
        if let Some(d) = lexicon::ordinal_word(word) {
            return Some((d, i + 1));
        }
        let tens = match word {
            "twenty" => 20,
            "thirty" => 30,
            _ => return None,
        };
        let j = if self.punct(i + 1, "-") { i + 2 } else { i + 1 };
        let unit = lexicon::ordinal_word(self.word(j)?).filter(|u| *u <= 9)?;
        Some((tens + unit, j + 1)).filter(|(d, _)| *d <= 31)
    }

    /// A day of the month as an ordinal or a plain number that is not the start of a clock reading.
    pub(super) fn day_number(&self, i: usize) -> Option<(i8, usize)> {
        if let Some(found) = self.ordinal(i) {
            return Some(found);
        }
        let (d, 1..=2) = self.digits(i)? else {
            return None;
        };
        let clock_follows = (self.punct(i + 1, ":") && self.attached(i + 1))
            || self.meridiem(i + 1).is_some()
            || self
                .word(i + 1)
                .is_some_and(|w| w.starts_with("o'") || w == "oclock");
        if clock_follows {
            return None;
        }
        Some((
            i8::try_from(d).ok().filter(|d| (1..=31).contains(d))?,
            i + 1,
        ))
    }

    /// A four-digit year from 1000 to 2100, as Duckling reads a bare year.
    fn year_number(&self, i: usize) -> Option<(i32, usize)> {
        let (y, 4) = self.digits(i)? else { return None };
        let y = i32::try_from(y)
            .ok()
            .filter(|y| (1000..=2100).contains(y))?;
        Some((y, i + 1))
    }

    /// An optional year after a date: "march 3 2015", "march 3, 2015".
    fn trailing_year(&self, j: usize) -> (Option<i32>, usize) {
        let k = if self.punct(j, ",") { j + 1 } else { j };
        match self.year_number(k) {
            Some((y, end)) => (Some(y), end),
            None => (None, j),
        }
    }

    /// A year on its own ("1954", "in 2014"), unless it is one group of a longer run of numbers such as a
    /// phone number ("555 1234", "1-800-555-1999").
    pub(super) fn year(&self, i: usize) -> Option<(Expr, usize)> {
        let (year, j) = self.year_number(i)?;
        let is_number_or_joiner = |k: usize| {
            self.toks.get(k).is_some_and(|t| {
                t.kind == Kind::Num || matches!(t.text(self.lower), "-" | "." | "/" | "(" | ")")
            })
        };
        let neighbour_number = |k: usize| self.digits(k).is_some();
        let before = i.checked_sub(1).is_some_and(|p| {
            neighbour_number(p)
                || (is_number_or_joiner(p) && p.checked_sub(1).is_some_and(neighbour_number))
        });
        let after = neighbour_number(j) || (is_number_or_joiner(j) && neighbour_number(j + 1));
        if before || after {
            return None;
        }
        Some((
            Expr {
                year: Some(year),
                ..Expr::default()
            },
            j,
        ))
    }

    /// "feb 15", "february the 15th, 2014", "15 feb", "the 15th of february", "october 2014", "march".
    pub(super) fn month_day(&self, i: usize) -> Option<(Expr, usize)> {
        let date = |month, day, (year, end): (Option<i32>, usize)| {
            let e = Expr {
                year,
                month: Some(month),
                day,
                ..Expr::default()
            };
            Some((e, end))
        };
        if let Some((month, j)) = self.any_month_name(i) {
            let k = if self.punct(j, ",") { j + 1 } else { j };
            let k = self.eat(k, &["the"]).unwrap_or(k);
            if let Some((day, end)) = self.day_number(k) {
                return date(month, Some(day), self.trailing_year(end));
            }
            self.month_name(i)?;
            if let Some(end) = self.eat_seq(j, &["after", "next"]) {
                let e = Expr {
                    month: Some(month),
                    pick: Pick::AfterNext,
                    ..Expr::default()
                };
                return Some((e, end));
            }
            return date(month, None, self.trailing_year(j));
        }
        let k = self.eat(i, &["the"]).unwrap_or(i);
        let (day, j) = self.day_number(k)?;
        // "the 1st of next month", "the 15th of the month".
        if let Some(scope) = self.eat(j, &["of"])
            && self.any_month_name(scope).is_none()
        {
            let (within, end) = self.month_scope(scope)?;
            let day = Expr {
                day: Some(day),
                ..Expr::default()
            };
            return Some((day.merge(&within)?, end));
        }
        let j = self
            .eat(j, &["of"])
            .or_else(|| (self.punct(j, "-") && self.attached(j)).then_some(j + 1))
            .unwrap_or(j);
        let (month, end) = self.any_month_name(j)?;
        date(month, Some(day), self.trailing_year(end))
    }

    /// "the 15th", "on the first" (for sure), "15th", "the second half" (latent): a day of the month.
    pub(super) fn day_of_month(&self, i: usize) -> Option<(Expr, usize)> {
        let (the, k) = match self.eat(i, &["the"]) {
            Some(k) => (true, k),
            None => (false, i),
        };
        let (day, j) = self.ordinal(k)?;
        // "the first" is a day when nothing follows that it could count ("the first time").
        let in_digits = self.digits(k).is_some();
        let nothing_counted = self.word(j).is_none_or(|w| {
            matches!(
                w,
                "at" | "in"
                    | "on"
                    | "by"
                    | "from"
                    | "to"
                    | "and"
                    | "or"
                    | "until"
                    | "till"
                    | "through"
                    | "for"
                    | "then"
            )
        });
        let after_on = i > 0 && self.is(i - 1, "on");
        let sure = the && (in_digits || nothing_counted || after_on);
        Some((
            Expr {
                day: Some(day),
                latent: !sure,
                ..Expr::default()
            },
            j,
        ))
    }

    /// "2/15", "15/2/2013" (day first in en_GB), "2013-02-15", "10.31.1974".
    pub(super) fn numeric_date(&self, i: usize) -> Option<(Expr, usize)> {
        let (a, a_len) = self.digits(i)?;
        let sep = self.toks.get(i + 1)?.text(self.lower);
        if !matches!(sep, "/" | "-" | ".") {
            return None;
        }
        // Inside a longer run of numbers and marks (a phone number, an IP address): not a date.
        let glued =
            |k: usize| self.punct(k, sep) && self.attached(k) && self.digits(k + 1).is_some();
        if i >= 2 && self.punct(i - 1, sep) && self.attached(i) && self.digits(i - 2).is_some() {
            return None;
        }
        let loose = sep == "/";
        let joined = |k: usize| loose || (self.attached(k) && self.attached(k + 1));
        if !joined(i + 1) {
            return None;
        }
        let (b, b_len) = self.digits(i + 2)?;
        let third = (self.punct(i + 3, sep) && joined(i + 3))
            .then(|| self.digits(i + 4))
            .flatten();
        let end = if third.is_some() { i + 5 } else { i + 3 };
        if glued(end) {
            return None;
        }
        let (year, month, day) = match (a_len, third) {
            (4, Some((c, 1..=2))) if b_len <= 2 => (Some(a), b, c),
            (1..=2, Some((c, c_len @ (2 | 4)))) if b_len <= 2 => {
                let year = match c_len {
                    4 => c,
                    _ if c < 50 => 2000 + c,
                    _ => 1900 + c,
                };
                let (m, d) = if self.day_first { (b, a) } else { (a, b) };
                (Some(year), m, d)
            }
            (1..=2, None) if sep == "/" && b_len <= 2 => {
                let (m, d) = if self.day_first { (b, a) } else { (a, b) };
                (None, m, d)
            }
            _ => return None,
        };
        let (year, month, day) = (
            year.and_then(|y| i32::try_from(y).ok()),
            i32::try_from(month).ok()?,
            i32::try_from(day).ok()?,
        );
        // Valid in its year, or in a leap year when the year is open (2/29).
        ymd(year.unwrap_or(2012), month, day)?;
        let date = Expr {
            year,
            month: Some(i8::try_from(month).ok()?),
            day: Some(i8::try_from(day).ok()?),
            ..Expr::default()
        };
        // ISO 8601: "2013-02-15T10:00:00".
        if a_len == 4
            && self.is(end, "t")
            && self.attached(end)
            && self.attached(end + 1)
            && let Some((time, after)) = self.clock_atom(end + 1)
        {
            return Some((date.merge(&time)?, after));
        }
        Some((date, end))
    }

    /// "christmas", "thanksgiving day", "mother's day".
    pub(super) fn holiday(&self, i: usize) -> Option<(Expr, usize)> {
        let t = self.toks.get(i)?;
        let (holiday, len) = holidays::holiday_at(self.lower.get(t.start..)?, self.region)?;
        let end = self.token_at(t.start + len);
        let e = Expr {
            holiday: Some(holiday),
            ..Expr::default()
        };
        // "labor day weekend": the long weekend before a Monday holiday, Friday 18:00 to Tuesday.
        if let Some(after) = self.weekend_word(end)
            && let Some(day) = resolve(&e, self.now).and_then(|r| r.first.start())
            && day.at.date().weekday() == Weekday::Monday
        {
            let friday = Grain::Day.add(day.at, -3)?;
            return Some(Self::window_atom(self.weekend_from(friday, 4)?, after));
        }
        Some((e, end))
    }

    /// "the first tuesday of october", "last monday of march 2014", "last day of february", "third day of
    /// october", "3rd quarter", "Q4 2018".
    pub(super) fn nth_of(&self, i: usize) -> Option<(Expr, usize)> {
        if self.is(i, "q")
            && let Some((q, 1)) = self.digits(i + 1)
            && self.attached(i + 1)
        {
            return self.quarter(q, i + 2);
        }
        let i = self.eat(i, &["the"]).unwrap_or(i);
        let (nth, j) = match self.ordinal(i) {
            Some((n, j)) => (n, j),
            None => (-1, self.eat(i, &["last"])?),
        };
        let word = self.word(j)?;
        if matches!(word, "quarter" | "qtr") && nth > 0 {
            return self.quarter(nth.into(), j + 1);
        }
        let weekend_end = self.weekend_word(j);
        let k = self.eat(weekend_end.unwrap_or(j + 1), &["of", "in"])?;
        let (within, end) = self.month_scope(k)?;
        if word == "week" && weekend_end.is_none() {
            return Some(Self::window_atom(self.nth_week(nth, &within)?, end));
        }
        if weekend_end.is_some() {
            return Some(Self::window_atom(self.nth_weekend(nth, &within)?, end));
        }
        let e = if let Some(weekday) = lexicon::weekday(word) {
            Expr {
                weekday: Some(weekday),
                nth: Some(nth),
                ..Expr::default()
            }
        } else if word == "day" {
            Expr {
                day: (nth > 0).then_some(nth),
                last_day: nth < 0,
                ..Expr::default()
            }
        } else {
            return None;
        };
        Some((e.merge(&within)?, end))
    }

    /// "weekend", "wkend", "week-end", "week end": the token after it.
    pub(super) fn weekend_word(&self, i: usize) -> Option<usize> {
        self.eat(i, &["weekend", "wkend", "weekends"])
            .or_else(|| self.eat_seq(i, &["week", "end"]))
            .or_else(|| {
                (self.is(i, "week") && self.punct(i + 1, "-") && self.is(i + 2, "end"))
                    .then_some(i + 3)
            })
    }

    /// A weekend window starting at 18:00 on `friday` and lasting until midnight `days` days later.
    pub(super) fn weekend_from(&self, friday: jiff::civil::DateTime, days: i64) -> Option<Window> {
        let friday = Grain::Day.truncate(friday);
        Some(Window {
            start: Grain::Hour.add(friday, 18)?,
            end: Grain::Day.add(friday, days)?,
            grain: Grain::Hour,
            interval: true,
        })
    }

    fn window_atom(window: Window, end: usize) -> (Expr, usize) {
        let e = Expr {
            window: Some(window),
            ..Expr::default()
        };
        (e, end)
    }

    /// "the first week of october": of the weeks wholly inside the month (Monday to Sunday), the nth.
    fn nth_week(&self, nth: i8, month: &Expr) -> Option<Window> {
        let edge = Expr {
            weekday: Some(if nth > 0 {
                Weekday::Monday
            } else {
                Weekday::Sunday
            }),
            nth: Some(nth),
            ..Expr::default()
        };
        let day = resolve(&edge.merge(month)?, self.now)?.first.start()?;
        let monday = if nth > 0 {
            day.at
        } else {
            Grain::Day.add(day.at, -6)?
        };
        Some(Window {
            start: monday,
            end: Grain::Week.add(monday, 1)?,
            grain: Grain::Week,
            interval: false,
        })
    }

    /// "the last weekend of october": the weekend that starts on that month's nth Friday.
    fn nth_weekend(&self, nth: i8, month: &Expr) -> Option<Window> {
        let fridays = Expr {
            weekday: Some(Weekday::Friday),
            nth: Some(nth),
            ..Expr::default()
        };
        let friday = resolve(&fridays.merge(month)?, self.now)?.first.start()?;
        self.weekend_from(friday.at, 3)
    }

    /// What "of ..." names in "the first tuesday of ...": a month (with its year) or "next month".
    fn month_scope(&self, i: usize) -> Option<(Expr, usize)> {
        if let Some((month, j)) = self.month_name(i) {
            let (year, end) = self.trailing_year(j);
            return Some((
                Expr {
                    month: Some(month),
                    year,
                    ..Expr::default()
                },
                end,
            ));
        }
        let i = self.eat(i, &["the"]).unwrap_or(i);
        // "of the month" is this month; "of next month" the next one.
        let (offset, j) = match self.eat(i, &["month"]) {
            Some(j) => (0, j),
            None => (modifier(self.word(i)?)?.0, self.eat(i + 1, &["month"])?),
        };
        Some((
            Expr {
                window: Some(self.period(Grain::Month, offset)?),
                ..Expr::default()
            },
            j,
        ))
    }

    /// Quarter `q` of this year or of the year that follows ("Q4 2018", "3rd quarter of 2014").
    fn quarter(&self, q: i64, j: usize) -> Option<(Expr, usize)> {
        if !(1..=4).contains(&q) {
            return None;
        }
        let k = self.eat(j, &["of"]).unwrap_or(j);
        let (year, end) = match self.year_number(k) {
            Some((y, end)) => (y, end),
            None => (i32::from(self.now.year()), j),
        };
        let start = ymd(year, i32::try_from(q * 3 - 2).ok()?, 1)?.to_datetime(Time::midnight());
        let window = Window {
            start,
            end: Grain::Quarter.add(start, 1)?,
            grain: Grain::Quarter,
            interval: false,
        };
        Some((
            Expr {
                window: Some(window),
                ..Expr::default()
            },
            end,
        ))
    }
}
