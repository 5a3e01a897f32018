//! Atoms relative to the reference time: "now", "today", "tomorrow", "next week", "last tuesday", "this
//! weekend", "this summer", "early march", "end of the month", "in 3 days", "2 weeks ago", "next 3 days".

use jiff::civil::{DateTime, Time};

use super::expr::{Expr, Part, Pick, Window};
use super::lexicon;
use super::parser::Parser;
use super::resolve::resolve;
use crate::dims::duration::DurationMatch;
use crate::time::{Grain, ymd};

/// What "this", "next", "last" … do to what follows: move by whole periods, and pick an occurrence.
pub(super) fn modifier(word: &str) -> Option<(i64, Pick)> {
    let m = match word {
        "this" | "current" | "coming" | "upcoming" => (0, Pick::Next),
        "next" | "following" => (1, Pick::Next),
        "last" | "past" | "previous" => (-1, Pick::Last),
        _ => return None,
    };
    Some(m)
}

fn window_expr(window: Window) -> Expr {
    Expr {
        window: Some(window),
        ..Expr::default()
    }
}

impl Parser<'_> {
    /// The `offset`-th period of `grain` from the one holding the reference time.
    pub(super) fn period(&self, grain: Grain, offset: i64) -> Option<Window> {
        let start = grain.add(grain.truncate(self.now), offset)?;
        Some(Window {
            start,
            end: grain.add(start, 1)?,
            grain,
            interval: false,
        })
    }

    fn day_window(&self, offset: i64) -> Option<Expr> {
        Some(window_expr(self.period(Grain::Day, offset)?))
    }

    pub(super) fn relative(&self, i: usize) -> Option<(Expr, usize)> {
        let word = self.word(i)?;
        let found = match word {
            "now" => (self.now_expr(), i + 1),
            "right" | "just" if self.is(i + 1, "now") => (self.now_expr(), i + 2),
            "today" | "todays" => (self.day_window(0)?, i + 1),
            "tomorrow" | "tomorrows" | "tmrw" => (self.day_window(1)?, i + 1),
            "yesterday" => (self.day_window(-1)?, i + 1),
            "tonight" | "tonite" => {
                let mut e = self.day_window(0)?;
                e.part = Some(Part { from: 18, to: 24 });
                (e, i + 1)
            }
            "weekend" | "wkend" => (window_expr(self.weekend(0)?), i + 1),
            "the" | "day" => return self.day_after_or_before(i),
            "early" | "mid" | "late" => return self.part_of_month(i),
            "end" | "beginning" | "start" | "eom" | "eoy" | "eod" => {
                return self.end_or_beginning(i);
            }
            _ if lexicon::season(word).is_some() => {
                // "fall" and "spring" alone are more often a verb or a noun than a season.
                let e = Expr {
                    latent: matches!(word, "fall" | "spring"),
                    ..window_expr(self.season(word, 0)?)
                };
                (e, i + 1)
            }
            _ => return self.modified(i),
        };
        Some(found)
    }

    fn now_expr(&self) -> Expr {
        window_expr(Window {
            start: Grain::Second.truncate(self.now),
            end: Grain::Second
                .add(Grain::Second.truncate(self.now), 1)
                .unwrap_or(self.now),
            grain: Grain::Second,
            interval: false,
        })
    }

    /// "the day after tomorrow", "day before yesterday", "the weekend", "the summer".
    fn day_after_or_before(&self, i: usize) -> Option<(Expr, usize)> {
        let k = self.eat(i, &["the"]).unwrap_or(i);
        if let Some(j) = self.eat_seq(k, &["day", "after", "tomorrow"]) {
            return Some((self.day_window(2)?, j));
        }
        if let Some(j) = self.eat_seq(k, &["day", "before", "yesterday"]) {
            return Some((self.day_window(-2)?, j));
        }
        if let Some(end) = self.weekend_word(k) {
            return Some((window_expr(self.weekend(0)?), end));
        }
        let word = self.word(k)?;
        if lexicon::season(word).is_some() {
            return Some((window_expr(self.season(word, 0)?), k + 1));
        }
        if matches!(word, "end" | "beginning" | "start") {
            return self.end_or_beginning(k);
        }
        self.modified(i)
    }

    /// "<this|next|last|past|coming> <week|month|weekday|month name|holiday|weekend|season|morning…>".
    fn modified(&self, i: usize) -> Option<(Expr, usize)> {
        let start = self.eat(i, &["the"]).unwrap_or(i);
        let (mut offset, pick) = modifier(self.word(start)?)?;
        let mut j = start + 1;
        if self.word(start) == Some("this") && self.is(j, "past") {
            offset = -1;
            j += 1;
        }
        // "this coming friday", "next coming week".
        if offset >= 0 && self.eat(j, &["coming", "upcoming"]).is_some() {
            j += 1;
        }
        let pick = if offset < 0 { Pick::Last } else { pick };
        let word = self.word(j)?;
        if let Some(end) = self.weekend_word(j) {
            return Some((window_expr(self.weekend(offset)?), end));
        }
        let grain = match word {
            "day" => Some(Grain::Day),
            "week" => Some(Grain::Week),
            "month" => Some(Grain::Month),
            "quarter" | "qtr" => Some(Grain::Quarter),
            "year" | "yr" => Some(Grain::Year),
            _ => None,
        };
        if let Some(grain) = grain {
            return Some((window_expr(self.period(grain, offset)?), j + 1));
        }
        if lexicon::season(word).is_some() {
            return Some((window_expr(self.season(word, offset)?), j + 1));
        }
        // "this morning", "last night" (yesterday evening).
        if let Some((from, to)) = lexicon::part_of_day(word)
            && (offset == 0 || (offset == -1 && matches!(word, "night" | "evening")))
        {
            let mut e = self.day_window(offset)?;
            e.part = Some(Part { from, to });
            return Some((e, j + 1));
        }
        let named = self
            .weekday_atom(j)
            .or_else(|| self.holiday(j))
            .or_else(|| {
                let (month, end) = self.month_name(j)?;
                Some((
                    Expr {
                        month: Some(month),
                        ..Expr::default()
                    },
                    end,
                ))
            });
        let (mut e, end) = named?;
        e.pick = if offset > 0 && e.weekday.is_some() {
            Pick::AfterToday
        } else {
            pick
        };
        Some((e, end))
    }

    /// The weekend of the week `offset` weeks from this one: Friday 18:00 to Monday 00:00.
    fn weekend(&self, offset: i64) -> Option<Window> {
        let monday = self.period(Grain::Week, offset)?.start;
        self.weekend_from(Grain::Day.add(monday, 4)?, 3)
    }

    /// The season current at the reference time (or the next one), moved by `offset` years.
    fn season(&self, word: &str, offset: i64) -> Option<Window> {
        let ((sm, sd), (em, ed)) = lexicon::season(word)?;
        let span = |year: i32| -> Option<(DateTime, DateTime)> {
            let start = ymd(year, sm.into(), sd.into())?.to_datetime(Time::midnight());
            let end_year = if em < sm { year + 1 } else { year };
            let last = ymd(end_year, em.into(), ed.into())?.to_datetime(Time::midnight());
            Some((start, Grain::Day.add(last, 1)?))
        };
        let this_year = i32::from(self.now.year());
        let current = (this_year - 1..=this_year + 1)
            .find(|y| span(*y).is_some_and(|(_, end)| end > self.now))?;
        let (start, end) = span(current + i32::try_from(offset).ok()?)?;
        Some(Window {
            start,
            end,
            grain: Grain::Day,
            interval: true,
        })
    }

    /// "early march" (1st–10th), "mid march" (11th–20th), "late march" (21st–end).
    fn part_of_month(&self, i: usize) -> Option<(Expr, usize)> {
        let k = if self.punct(i + 1, "-") && self.attached(i + 1) {
            i + 2
        } else {
            i + 1
        };
        let (month, end) = self.any_month_name(k)?;
        let year = if month >= self.now.month() {
            self.now.year()
        } else {
            self.now.year() + 1
        };
        let first = ymd(year.into(), month.into(), 1)?.to_datetime(Time::midnight());
        let (from, to) = match self.word(i)? {
            "early" => (0, 10),
            "mid" => (10, 20),
            _ => (20, i64::from(first.date().days_in_month())),
        };
        let window = Window {
            start: Grain::Day.add(first, from)?,
            end: Grain::Day.add(first, to)?,
            grain: Grain::Day,
            interval: true,
        };
        Some((window_expr(window), end))
    }

    /// "end of the month" (21st to the 1st), "beginning of the month" (1st–10th), "end of the year"
    /// (September on), "beginning of the year" (January–March), "EOM", "EOY".
    fn end_or_beginning(&self, i: usize) -> Option<(Expr, usize)> {
        let (end_of, grain, after) = match self.word(i)? {
            "eom" => (true, Grain::Month, i + 1),
            "eoy" => (true, Grain::Year, i + 1),
            "eod" => return Some((window_expr(self.end_of_day()?), i + 1)),
            word => {
                let k = self.eat(i + 1, &["of"])?;
                let k = self.eat(k, &["the"]).unwrap_or(k);
                // "by the end of the day" is a deadline; "at the end of the day" an idiom.
                if word == "end" && self.is(k, "day") {
                    let preceding = self.toks.get(i.saturating_sub(2)..i).unwrap_or(&[]);
                    let before = preceding
                        .iter()
                        .any(|t| matches!(t.text(self.lower), "by" | "before" | "until" | "till"));
                    return before.then(|| Some((window_expr(self.end_of_day()?), k + 1)))?;
                }
                let (offset, k) = match self.word(k).and_then(modifier) {
                    Some((offset, _)) => (offset, k + 1),
                    None => (0, k),
                };
                let grain = match self.word(k)? {
                    "month" => Grain::Month,
                    "year" => Grain::Year,
                    _ => return None,
                };
                let period = self.period(grain, offset)?;
                return self.period_edge(word == "end", grain, period.start, k + 1);
            }
        };
        self.period_edge(end_of, grain, grain.truncate(self.now), after)
    }

    /// "end of day", "EOD": today from 17:00 to midnight.
    fn end_of_day(&self) -> Option<Window> {
        let today = Grain::Day.truncate(self.now);
        Some(Window {
            start: Grain::Hour.add(today, 17)?,
            end: Grain::Day.add(today, 1)?,
            grain: Grain::Hour,
            interval: true,
        })
    }

    fn period_edge(
        &self,
        end_of: bool,
        grain: Grain,
        start: DateTime,
        after: usize,
    ) -> Option<(Expr, usize)> {
        let next = grain.add(start, 1)?;
        let (inner, step) = match grain {
            Grain::Year => (Grain::Month, if end_of { 8 } else { 3 }),
            _ => (Grain::Day, if end_of { 20 } else { 10 }),
        };
        let (from, to) = if end_of {
            (inner.add(start, step)?, next)
        } else {
            (start, inner.add(start, step)?)
        };
        let window = Window {
            start: from,
            end: to,
            grain: inner,
            interval: true,
        };
        Some((window_expr(window), after))
    }

    /// "in 3 days", "3 days ago", "2 weeks from now", "3 years from today", "next 3 days", "last 2 weeks".
    pub(super) fn duration_relative(&self, i: usize) -> Option<(Expr, usize)> {
        if let Some(k) = self.eat(i, &["for"]) {
            // "for 10 days from 18th dec": from that day, for that long (both days counted).
            let (d, j) = self.duration(k)?;
            let j = self.eat(j, &["from", "starting"])?;
            let (target, end) = self.nested_datetime(j)?;
            let start = resolve(&target, self.now)?.first.start()?;
            let last = d.grain.add(start.at, d.value)?;
            let window = Window {
                start: start.at,
                end: start.grain.add(last, 1)?,
                grain: start.grain,
                interval: true,
            };
            return Some((window_expr(window), end));
        }
        if let Some(k) = self.eat(i, &["within"]) {
            // "within 2 weeks": from now to the end of that day (or that second, for shorter spans).
            let (d, j) = self.duration(k)?;
            let now = Grain::Second.truncate(self.now);
            let until = Grain::Second.truncate(self.elapsed(d.grain, d.value)?);
            let until = if d.grain >= Grain::Day {
                Grain::Day.truncate(until)
            } else {
                until
            };
            let window = Window {
                start: now,
                end: until,
                grain: Grain::Second,
                interval: true,
            };
            return Some((window_expr(window), j));
        }
        if let Some(k) = self.eat(i, &["in"]) {
            let (d, j) = self.duration(k)?;
            return Some((window_expr(self.shifted(d, 1)?), j));
        }
        let start = self.eat(i, &["the"]).unwrap_or(i);
        if let Some(sign) = self.word(start).and_then(|w| match w {
            "next" | "following" => Some(1),
            "last" | "past" | "previous" => Some(-1),
            _ => None,
        }) {
            let (d, j) = self.duration(start + 1)?;
            return Some((window_expr(self.next_n(d, sign)?), j));
        }
        let (d, j) = self.duration(i)?;
        if let Some(k) = self.eat(j, &["ago"]) {
            return Some((window_expr(self.shifted(d, -1)?), k));
        }
        if let Some(k) = self
            .eat(j, &["hence", "later"])
            .or_else(|| self.eat_seq(j, &["from", "now"]))
        {
            return Some((window_expr(self.shifted(d, 1)?), k));
        }
        let sign = match self.word(j)? {
            "from" | "after" => 1,
            "before" => -1,
            _ => return None,
        };
        let (target, end) = self.nested_datetime(j + 1)?;
        let anchor = resolve(&target, self.now)?.first.start()?;
        let at = d.grain.add(anchor.at, sign * d.value)?;
        let window = Window {
            start: at,
            end: anchor.grain.add(at, 1)?,
            grain: anchor.grain,
            interval: false,
        };
        Some((window_expr(window), end))
    }

    /// The reference time moved by `n` grains. Hours, minutes and seconds are elapsed time, so "in 3 hours"
    /// across a DST change is three real hours; days and longer keep the wall-clock time, as calendars do.
    fn elapsed(&self, grain: Grain, n: i64) -> Option<DateTime> {
        if grain > Grain::Hour {
            return grain.add(self.now, n);
        }
        let zoned = self.reference;
        let seconds = n.checked_mul(grain.seconds())?;
        let later = zoned
            .checked_add(jiff::Span::new().try_seconds(seconds).ok()?)
            .ok()?;
        Some(later.datetime())
    }

    /// The reference time moved by a duration, precise to the grain below the duration's ("in 3 days" is
    /// at the hour, "in 2 minutes" at the second).
    pub(super) fn shifted(&self, d: &DurationMatch, sign: i64) -> Option<Window> {
        let at = self.elapsed(d.grain, sign.checked_mul(d.value)?)?;
        let grain = d.grain.finer();
        let start = grain.truncate(at);
        Some(Window {
            start,
            end: grain.add(start, 1)?,
            grain,
            interval: false,
        })
    }

    /// The next (or last) `n` whole periods, not counting the current one.
    fn next_n(&self, d: &DurationMatch, sign: i64) -> Option<Window> {
        let base = d.grain.truncate(self.now);
        let (start, end) = if sign > 0 {
            let start = d.grain.add(base, 1)?;
            (start, d.grain.add(start, d.value)?)
        } else {
            (d.grain.add(base, -d.value)?, base)
        };
        Some(Window {
            start,
            end,
            grain: d.grain,
            interval: true,
        })
    }
}
