//! Atoms for the time of day: clock readings ("5pm", "17:00", "5:30 a.m.", "quarter past 3", "noon",
//! "at 3") and parts of the day ("morning", "in the evening", "lunch").

use super::expr::{Clock, Expr, Part};
use super::lexicon;
use super::parser::Parser;
use crate::time::Grain;

impl Parser<'_> {
    /// A clock reading as an atom. A bare number is a latent reading (Duckling's "at 3" without the "at").
    pub(super) fn clock_atom(&self, i: usize) -> Option<(Expr, usize)> {
        let (clock, j, latent) = self.clock(i)?;
        // "8:00 GMT", "4pm CET", "16:30 +0200": a reading in another zone.
        let (zone, end) = match self.word(j).and_then(lexicon::zone_offset) {
            Some(offset) => (Some(offset), j + 1),
            None => match self.numeric_offset(j, clock.grain == Grain::Second) {
                Some((offset, end)) => (Some(offset), end),
                None => (None, j),
            },
        };
        Some((
            Expr {
                clock: Some(clock),
                zone,
                latent: latent && zone.is_none(),
                ..Expr::default()
            },
            end,
        ))
    }

    /// A numeric UTC offset after a reading: "+0200", "+02:00", "-0500". "-05:00" only after seconds
    /// ("16:30:00-05:00"): after "9:30" it ends an interval.
    fn numeric_offset(&self, i: usize, after_seconds: bool) -> Option<(i32, usize)> {
        let sign = match self.toks.get(i)?.text(self.lower) {
            "+" => 1,
            "-" => -1,
            _ => return None,
        };
        if !self.attached(i + 1) {
            return None;
        }
        let (hours, minutes, end) = match self.digits(i + 1)? {
            (v, 4) => (v / 100, v % 100, i + 2),
            (h, 2)
                if self.punct(i + 2, ":")
                    && self.attached(i + 2)
                    && (sign > 0 || after_seconds) =>
            {
                let (m, 2) = self.digits(i + 3)? else {
                    return None;
                };
                (h, m, i + 4)
            }
            _ => return None,
        };
        if hours > 14 || minutes > 59 {
            return None;
        }
        let seconds = i32::try_from(hours * 3600 + minutes * 60).ok()?;
        Some((sign * seconds, end))
    }

    /// A clock reading, the token after it, and whether it is only latent.
    fn clock(&self, i: usize) -> Option<(Clock, usize, bool)> {
        if let Some(named) = self.named_hour(i) {
            return Some((named.0, named.1, false));
        }
        if let Some(relative) = self.minutes_to_or_past(i) {
            return Some(relative);
        }
        // The minutes and seconds of a longer reading ("10:00:00") never start one.
        if i > 0 && self.punct(i - 1, ":") && self.attached(i) {
            return None;
        }
        // Each form says whether it is marked as a time by its own shape (a colon, "o'clock").
        let (clock, j, marked) = match self.spelled_hour_minute(i) {
            Some((clock, j)) => (clock, j, false),
            None => self
                .colon_reading(i)
                .or_else(|| self.dotted_reading(i))
                .or_else(|| self.run_together_reading(i))
                .or_else(|| self.plain_hour(i))?,
        };
        match self.meridiem(j) {
            Some((pm, k)) if clock.hour <= 12 => Some((clock.with_meridiem(pm), k, false)),
            Some(_) => None,
            None => Some((clock, j, !marked)),
        }
    }

    /// "17:00", "3:30", "15:23:24".
    fn colon_reading(&self, i: usize) -> Option<(Clock, usize, bool)> {
        let (h, 1..=2) = self.digits(i)? else {
            return None;
        };
        if !(self.punct(i + 1, ":") && self.attached(i + 1) && self.attached(i + 2)) {
            return None;
        }
        let (m, 2) = self.digits(i + 2)? else {
            return None;
        };
        let hour = i8::try_from(h).ok().filter(|h| *h <= 23)?;
        let minute = i8::try_from(m).ok().filter(|m| *m <= 59)?;
        let mut clock = Clock::minute(hour, minute, true);
        let mut j = i + 3;
        if self.punct(j, ":")
            && self.attached(j)
            && let Some((s, 2)) = self.digits(j + 1)
            && s <= 59
        {
            clock.second = i8::try_from(s).ok()?;
            clock.grain = Grain::Second;
            j += 2;
        }
        Some((clock, j, true))
    }

    /// "8.30am", "at 8.30": the British dot, only where a decimal number is out of the question.
    fn dotted_reading(&self, i: usize) -> Option<(Clock, usize, bool)> {
        let (h, 1..=2) = self.digits(i)? else {
            return None;
        };
        if !(self.punct(i + 1, ".") && self.attached(i + 1) && self.attached(i + 2)) {
            return None;
        }
        let (m, 2) = self.digits(i + 2)? else {
            return None;
        };
        if self.meridiem(i + 3).is_none() && !self.after_marker(i) {
            return None;
        }
        let hour = i8::try_from(h).ok().filter(|h| *h <= 23)?;
        let minute = i8::try_from(m).ok().filter(|m| *m <= 59)?;
        Some((Clock::minute(hour, minute, true), i + 3, true))
    }

    /// "330 pm", "at 1030": hours and minutes run together need a marker.
    fn run_together_reading(&self, i: usize) -> Option<(Clock, usize, bool)> {
        let (v, 3..=4) = self.digits(i)? else {
            return None;
        };
        let (hour, minute) = (i8::try_from(v / 100).ok()?, i8::try_from(v % 100).ok()?);
        if hour > 23 || minute > 59 {
            return None;
        }
        // Part of a longer run of digits and marks ("650-650-6500", "at 555 1234"): not a time.
        let glued = self.toks.get(i + 1).is_some_and(|t| {
            matches!(t.text(self.lower), "-" | "." | "/") && !t.gap && self.attached(i + 2)
        }) && self.digits(i + 2).is_some();
        if glued || self.digits(i + 1).is_some() {
            return None;
        }
        if self.meridiem(i + 1).is_none() && !self.after_marker(i) {
            return None;
        }
        Some((Clock::minute(hour, minute, true), i + 1, true))
    }

    /// "5", "five", "5 o'clock", "3ish": an hour alone.
    fn plain_hour(&self, i: usize) -> Option<(Clock, usize, bool)> {
        let (h, j) = self.integer(i)?;
        let spelled_ok =
            self.digits(i).is_some() || self.word(i).is_some_and(lexicon::is_cardinal_word);
        if !spelled_ok || self.digits(i).is_some_and(|(_, len)| len > 2) {
            return None;
        }
        let hour = i8::try_from(h).ok().filter(|h| *h <= 23)?;
        let j = if self.is(j, "ish") && self.attached(j) {
            j + 1
        } else {
            j
        };
        let oclock = self
            .eat(j, &["o'clock", "oclock"])
            .or_else(|| self.eat_seq(j, &["o", "clock"]));
        Some(match oclock {
            Some(k) => (Clock::hour(hour, true), k, true),
            None => (Clock::hour(hour, true), j, false),
        })
    }

    /// "ten thirty", "four twenty-three", "nine oh five": an hour word and minute words (the number finder
    /// would add them up).
    fn spelled_hour_minute(&self, i: usize) -> Option<(Clock, usize)> {
        let hour = lexicon::small_number(self.word(i)?).filter(|h| (1..=12).contains(h))?;
        let (minute, j) = self.minute_words(i + 1)?;
        Some((Clock::minute(hour, minute, true), j))
    }

    /// Minutes in words, from "ten" to "fifty-nine", or "oh five".
    fn minute_words(&self, i: usize) -> Option<(i8, usize)> {
        let word = self.word(i)?;
        let unit_at = |k: usize| {
            self.word(k)
                .and_then(lexicon::small_number)
                .filter(|u| (1..=9).contains(u))
        };
        if let Some(tens) = lexicon::tens(word) {
            let dashed = self.punct(i + 1, "-") && self.attached(i + 1);
            let k = if dashed { i + 2 } else { i + 1 };
            return match unit_at(k) {
                Some(unit) => Some((tens + unit, k + 1)),
                None if !dashed => Some((tens, i + 1)),
                None => None,
            };
        }
        if matches!(word, "oh" | "o") {
            return Some((unit_at(i + 1)?, i + 2));
        }
        let m = lexicon::small_number(word).filter(|m| *m >= 10)?;
        Some((m, i + 1))
    }

    /// Whether the token before `i` is "at", "around" or "@", which make a number a clock reading.
    fn after_marker(&self, i: usize) -> bool {
        i.checked_sub(1).is_some_and(|p| {
            matches!(self.word(p), Some("at" | "around" | "about")) || self.punct(p, "@")
        })
    }

    /// "noon", "midday", "midnight".
    fn named_hour(&self, i: usize) -> Option<(Clock, usize)> {
        // "12 noon", "12 midnight".
        if self.digits(i) == Some((12, 2)) && matches!(self.word(i + 1), Some("noon" | "midnight"))
        {
            return self.named_hour(i + 1);
        }
        match self.word(i)? {
            "noon" | "midday" => Some((Clock::hour(12, false), i + 1)),
            "midnight" => Some((Clock::hour(0, false), i + 1)),
            _ => None,
        }
    }

    /// "quarter past 3", "half past seven", "20 to 5", "a quarter to noon", "ten after 3pm". With a plain
    /// number of minutes and a plain hour ("10 to 20") the reading is only latent.
    fn minutes_to_or_past(&self, i: usize) -> Option<(Clock, usize, bool)> {
        let start = self.eat(i, &["a"]).unwrap_or(i);
        // "half three": half past, as the British say it, with the hour in words.
        // Only when nothing follows that the number could count ("half three times").
        let then_free = self.word(start + 2).is_none_or(|w| {
            matches!(
                w,
                "am" | "pm"
                    | "a"
                    | "p"
                    | "today"
                    | "tomorrow"
                    | "tonight"
                    | "on"
                    | "at"
                    | "in"
                    | "and"
                    | "or"
                    | "then"
                    | "this"
                    | "next"
            )
        });
        if self.is(start, "half")
            && then_free
            && let Some(hour) = self.word(start + 1).and_then(lexicon::small_number)
            && (1..=12).contains(&hour)
        {
            let clock = Clock::minute(hour, 30, true);
            return Some(match self.meridiem(start + 2) {
                Some((pm, end)) => (clock.with_meridiem(pm), end, false),
                None => (clock, start + 2, false),
            });
        }
        let (minutes, j, plain) = match self.word(start) {
            Some("quarter") => (15, start + 1, false),
            Some("half") => (30, start + 1, false),
            _ => {
                let (m, j) = self.integer(start)?;
                let unit = self.eat(j, &["minutes", "minute", "mins", "min"]);
                let m = i8::try_from(m).ok().filter(|m| (1..=59).contains(m))?;
                (m, unit.unwrap_or(j), unit.is_none())
            }
        };
        let (past, k) = match self.word(j)? {
            "past" | "after" => (true, j + 1),
            "of" if minutes == 15 && !plain => (false, j + 1),
            // "20 to 5" reads as a range far more often than as 4:40: only "quarter to" and "20 minutes to".
            "to" | "till" | "before" if minutes != 30 && !plain => (false, j + 1),
            _ => return None,
        };
        let (hour, end, plain_hour) = match self.named_hour(k) {
            Some((c, end)) => (c, end, false),
            None => {
                let (h, end) = self.integer(k)?;
                let h = i8::try_from(h).ok().filter(|h| *h <= 23)?;
                match self.meridiem(end) {
                    Some((pm, after)) if h <= 12 => {
                        (Clock::hour(h, true).with_meridiem(pm), after, false)
                    }
                    _ => (Clock::hour(h, true), end, true),
                }
            }
        };
        let clock = if past {
            Clock::minute(hour.hour, minutes, hour.ambiguous)
        } else {
            let h = (hour.hour + 23) % 24;
            let (h, ambiguous) = if hour.ambiguous && h == 0 {
                (12, true)
            } else {
                (h, hour.ambiguous)
            };
            Clock::minute(h, 60 - minutes, ambiguous)
        };
        Some((clock, end, plain && plain_hour))
    }

    /// "am", "pm", "a.m.", "p m", and "a"/"p" stuck to the number ("3:18a"): whether pm, and the next token.
    pub(super) fn meridiem(&self, i: usize) -> Option<(bool, usize)> {
        let word = self.word(i)?;
        if word == "in"
            && self.is(i + 1, "the")
            && let Some(w @ ("am" | "pm")) = self.word(i + 2)
        {
            return Some((w == "pm", i + 3));
        }
        let pm = match word {
            "am" | "pm" => return Some((word == "pm", self.skip_dot(i + 1))),
            "a" | "p" => word == "p",
            _ => return None,
        };
        if self.punct(i + 1, ".") && self.is(i + 2, "m") {
            return Some((pm, self.skip_dot(i + 3)));
        }
        if self.is(i + 1, "m") {
            return Some((pm, self.skip_dot(i + 2)));
        }
        self.attached(i).then_some((pm, i + 1))
    }

    /// "morning" (latent alone), "in the afternoon", "this evening", "lunch".
    pub(super) fn part_of_day(&self, i: usize) -> Option<(Expr, usize)> {
        let (sure, k) = match self
            .eat_seq(i, &["in", "the"])
            .or_else(|| self.eat_seq(i, &["at"]))
        {
            Some(k) => (true, k),
            None => (false, i),
        };
        let k = self.eat(k, &["early"]).unwrap_or(k);
        let (from, to) = lexicon::part_of_day(self.word(k)?)?;
        Some((
            Expr {
                part: Some(Part { from, to }),
                latent: !sure,
                ..Expr::default()
            },
            k + 1,
        ))
    }
}
