//! The parser: from a token position, the longest time expression starting there.
//!
//! Atoms (a clock reading, a date, a relative phrase…) are recognised with constant look-ahead by the
//! methods in `clock`, `dates` and `relative`; [`Parser::datetime`] intersects up to a few adjacent atoms
//! ("next monday" + "at 5pm"), and [`Parser::expression`] adds intervals ("from 3 to 5pm") and open
//! intervals ("after 5pm"). Each call looks at a bounded number of tokens, so scanning a text is linear.

use std::cell::Cell;

use jiff::Zoned;
use jiff::civil::DateTime;

use super::expr::Expr;
use super::lexicon;
use super::tokens::{Kind, Tok};
use crate::dims::duration::DurationMatch;
use crate::dims::number::chunked;
use crate::engine::context::Context;
use crate::{Error, Region};

/// What a whole expression says.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Parsed {
    Time(Expr),
    /// From the first to the end of the second.
    Interval(Expr, Expr),
    /// From then on ("after 5pm", "since 2010").
    After(Expr),
    /// Up to then ("before 11am", "until 2pm").
    Before(Expr),
    /// From now until then ("by 2pm").
    By(Expr),
}

/// How many atoms one date-time may intersect ("friday" "the 13th" "at noon" "in the evening" ...).
const MAX_ATOMS: usize = 6;

pub(super) struct Parser<'a> {
    pub toks: &'a [Tok],
    /// The lowercased text the tokens point into.
    pub lower: &'a str,
    /// The original text, for the capitalisation of ambiguous words ("May").
    pub text: &'a str,
    pub now: DateTime,
    /// The reference time itself, for arithmetic in elapsed time.
    pub reference: &'a Zoned,
    pub day_first: bool,
    /// The locale's region, which decides which holidays are known and when.
    pub region: Option<Region>,
    /// The tokens where an integer spelled in words starts, in order, with its value and the token after it.
    /// Only the tokens that have one are listed: a table per token of a megabyte text would take tens of
    /// megabytes, and milliseconds to fill and to free.
    spelled: Vec<(usize, (i64, usize))>,
    /// The tokens where a duration starts, in order, with it and the token after it.
    durations: Vec<(usize, (DurationMatch, usize))>,
    /// How many date-times are being parsed inside an atom right now (see [`Parser::nested_datetime`]).
    nesting: Cell<u8>,
    /// Whether an interval inside a date is being looked for (see [`Parser::interval_within_date`]).
    in_date_interval: Cell<bool>,
}

impl<'a> Parser<'a> {
    pub fn new(cx: &'a Context, toks: &'a [Tok]) -> Result<Self, Error> {
        let index_of = |byte: usize| toks.partition_point(|t| t.start < byte);
        let mut spelled = Vec::new();
        for n in cx.numbers()? {
            // A binary search over the tokens per number: poll each.
            cx.check_cancel()?;
            let at = index_of(n.range.start);
            if n.spelled
                && n.value.fract() == 0.0
                && toks.get(at).is_some_and(|t| t.start == n.range.start)
            {
                set(
                    cx,
                    &mut spelled,
                    at,
                    (n.value as i64, index_of(n.range.end)),
                )?;
            }
        }
        let mut durations = Vec::new();
        for d in crate::dims::duration::find_durations(cx)? {
            cx.check_cancel()?;
            let at = index_of(d.range.start);
            if toks.get(at).is_some_and(|t| t.start == d.range.start) {
                let after = index_of(d.range.end);
                set(cx, &mut durations, at, (d, after))?;
            }
        }
        Ok(Parser {
            toks,
            lower: &cx.lower,
            text: cx.text,
            now: cx.options.reference_time.datetime(),
            reference: &cx.options.reference_time,
            day_first: cx.options.locale.day_first(),
            region: cx.options.locale.region,
            spelled,
            durations,
            nesting: Cell::new(0),
            in_date_interval: Cell::new(false),
        })
    }

    // ---- token helpers -------------------------------------------------------------------------------

    pub fn word(&self, i: usize) -> Option<&'a str> {
        self.toks
            .get(i)
            .filter(|t| t.kind == Kind::Word)
            .map(|t| t.text(self.lower))
    }

    pub fn is(&self, i: usize, word: &str) -> bool {
        self.word(i) == Some(word)
    }

    /// The token after `i` when `i` is one of `words`.
    pub fn eat(&self, i: usize, words: &[&str]) -> Option<usize> {
        self.word(i).filter(|w| words.contains(w)).map(|_| i + 1)
    }

    /// The token after a run of `words` in order.
    pub fn eat_seq(&self, i: usize, words: &[&str]) -> Option<usize> {
        words
            .iter()
            .try_fold(i, |at, w| self.is(at, w).then_some(at + 1))
    }

    pub fn punct(&self, i: usize, mark: &str) -> bool {
        self.toks
            .get(i)
            .is_some_and(|t| t.kind == Kind::Punct && t.text(self.lower) == mark)
    }

    /// The token after an abbreviation's dot ("Mon.", "a.m."), or `i` when there is none.
    pub fn skip_dot(&self, i: usize) -> usize {
        if self.punct(i, ".") && self.attached(i) {
            i + 1
        } else {
            i
        }
    }

    /// Whether token `i` directly follows the previous one, without whitespace.
    pub fn attached(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| !t.gap)
    }

    /// A digit run: its value and number of digits.
    pub fn digits(&self, i: usize) -> Option<(i64, usize)> {
        let t = self.toks.get(i).filter(|t| t.kind == Kind::Num)?;
        Some((t.text(self.lower).parse().ok()?, t.text(self.lower).len()))
    }

    /// An integer in digits or words, and the token after it.
    pub fn integer(&self, i: usize) -> Option<(i64, usize)> {
        match self.digits(i) {
            Some((v, len)) if len <= 4 => Some((v, i + 1)),
            Some(_) => None,
            None => at(&self.spelled, i).copied(),
        }
    }

    /// The index of the first token starting at or after byte `at`.
    pub fn token_at(&self, at: usize) -> usize {
        self.toks.partition_point(|t| t.start < at)
    }

    pub fn duration(&self, i: usize) -> Option<(&DurationMatch, usize)> {
        at(&self.durations, i).map(|(d, after)| (d, *after))
    }

    /// Whether the word at `i` starts with a capital letter in the original text.
    pub fn capitalised(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| {
            self.text
                .as_bytes()
                .get(t.start)
                .is_some_and(u8::is_ascii_uppercase)
        })
    }

    // ---- composition ---------------------------------------------------------------------------------

    /// The longest expression starting at token `i`.
    pub fn expression(&self, i: usize) -> Option<(Parsed, usize)> {
        let opener = self.word(i).unwrap_or("");
        match opener {
            "from" => {
                let (a, j) = self.datetime(i + 1)?;
                match self.interval_tail(j) {
                    Some((b, k)) => Some(self.with_shared_date(a, b, k)),
                    None => Some((Parsed::After(a), j)),
                }
            }
            "between" => {
                let (a, j) = self.datetime(i + 1)?;
                let k = self.eat(j, &["and"])?;
                let (b, k) = self.datetime(k)?;
                Some(self.with_shared_date(a, b, k))
            }
            "after" | "since" => {
                // "after 5 days" counts from now; "after 5pm" is a time.
                let later = self.duration(i + 1).and_then(|(d, end)| {
                    let window = self.shifted(d, 1)?;
                    let e = Expr {
                        window: Some(window),
                        ..Expr::default()
                    };
                    Some((e, end))
                });
                let (a, j) = match (self.datetime(i + 1), later) {
                    (Some(time), Some(later)) if later.1 > time.1 => later,
                    (Some(time), _) => time,
                    (None, later) => later?,
                };
                Some((Parsed::After(a), j))
            }
            "before" | "until" | "till" | "til" | "through" => {
                let (a, j) = self.datetime(i + 1)?;
                Some((Parsed::Before(a), j))
            }
            "by" => {
                let (a, j) = self.datetime(i + 1)?;
                Some((Parsed::By(a), j))
            }
            _ => {
                let (a, j) = self.datetime(i)?;
                // "thursday from 9:30 to 11:00": a date, then an interval within it.
                let clock_follows = self.eat(j, &["from", "between"]).is_some()
                    || self.clock_atom(j).is_some_and(|(c, _)| !c.has_date());
                if a.has_date()
                    && a.clock.is_none()
                    && clock_follows
                    && let Some((Parsed::Interval(x, y), k)) = self.interval_within_date(j)
                    && let (Some(x), Some(y)) = (x.merge(&a), y.merge(&a))
                {
                    return Some((Parsed::Interval(x, y), k));
                }
                match self.interval_tail(j) {
                    Some((b, k)) => Some(self.with_shared_date(a, b, k)),
                    None => Some((Parsed::Time(a), j)),
                }
            }
        }
    }

    /// "- 5pm", "to 5pm", "through friday" after the start of an interval.
    fn interval_tail(&self, j: usize) -> Option<(Expr, usize)> {
        let k = if self.punct(j, "-") {
            j + 1
        } else {
            self.eat(j, &["to", "thru", "through", "till", "til", "until"])?
        };
        // "july 13-28": a plain number after a date is its last day.
        self.datetime(k).or_else(|| {
            let (day, end) = self.day_number(k)?;
            let e = Expr {
                day: Some(day),
                latent: true,
                ..Expr::default()
            };
            Some((e, end))
        })
    }

    /// An interval, with a date after it that applies to both ends ("9:30 - 11:00 on thursday").
    fn with_shared_date(&self, a: Expr, b: Expr, k: usize) -> (Parsed, usize) {
        if let Some((date, end)) = self.joined_atom(k)
            && date.has_date()
            && let (Some(a2), Some(b2)) = (a.merge(&date), b.merge(&date))
        {
            return (Parsed::Interval(a2, b2), end);
        }
        (Parsed::Interval(a, b), k)
    }

    /// The interval after a date ("thursday [from 9:30 to 11:00]"), looked for one level deep only: without the
    /// guard, "1st 1st 1st …" or "12/12/2012 12/12/2012 …" (a date, then something clock-like, again and again)
    /// recursed once per repetition down to the end of the text, from every start — a stack overflow on long
    /// texts and quadratic work on shorter ones (found by the fuzzer, tests/properties.rs).
    fn interval_within_date(&self, j: usize) -> Option<(Parsed, usize)> {
        if self.in_date_interval.get() {
            return None;
        }
        self.in_date_interval.set(true);
        let found = self.expression(j);
        self.in_date_interval.set(false);
        found
    }

    /// A date-time inside an atom ("3 days from <tomorrow>"). Only one level deep: "1 day from 1 day from
    /// ..." must not recurse (or look ahead) without bound.
    pub fn nested_datetime(&self, i: usize) -> Option<(Expr, usize)> {
        if self.nesting.get() > 0 {
            return None;
        }
        self.nesting.set(1);
        let found = self.datetime(i);
        self.nesting.set(0);
        found
    }

    /// Up to [`MAX_ATOMS`] adjacent atoms that agree, intersected.
    pub fn datetime(&self, i: usize) -> Option<(Expr, usize)> {
        let (mut e, mut j) = self.atom(i)?;
        for _ in 1..MAX_ATOMS {
            let Some((next, k)) = self.joined_atom(j) else {
                break;
            };
            let Some(merged) = e.merge(&next) else { break };
            e = merged;
            j = k;
        }
        Some((e, j))
    }

    /// An atom after a connector ("," "at" "on" "of" "for" or nothing). A bare number never joins.
    fn joined_atom(&self, j: usize) -> Option<(Expr, usize)> {
        let after_comma = if self.punct(j, ",") { j + 1 } else { j };
        let starts = [
            Some(j),
            Some(after_comma),
            self.eat(after_comma, &["at", "on", "of", "for", "@", "in"]),
        ];
        starts.into_iter().flatten().find_map(|k| {
            self.atom(k)
                .filter(|(e, _)| !(e.latent && e.clock.is_some() && e.part.is_none()))
        })
    }

    /// The longest atom at `i`, optionally after "at", "on", "in", "around", … (which make a bare clock
    /// reading a time for sure: "at 3").
    pub fn atom(&self, i: usize) -> Option<(Expr, usize)> {
        const SURE: [&str; 5] = ["at", "@", "around", "about", "approximately"];
        let sure = self
            .eat(i, &SURE)
            .or_else(|| self.punct(i, "@").then_some(i + 1))
            .map(|k| self.eat(k, &SURE).unwrap_or(k));
        let marked = sure
            .and_then(|k| self.bare_atom(k))
            .map(|(e, j)| (Expr { latent: false, ..e }, j))
            .or_else(|| {
                let k = self.eat(i, &["on", "in"])?;
                self.bare_atom(k)
            });
        let bare = self.bare_atom(i);
        match (marked, bare) {
            (Some(m), Some(b)) if b.1 > m.1 => Some(b),
            (Some(m), _) => Some(m),
            (None, b) => b,
        }
    }

    fn bare_atom(&self, i: usize) -> Option<(Expr, usize)> {
        let t = self.toks.get(i)?;
        let may_start = match t.kind {
            Kind::Num => true,
            Kind::Word => {
                lexicon::may_start_atom(t.text(self.lower))
                    || at(&self.spelled, i).is_some()
                    || at(&self.durations, i).is_some()
            }
            Kind::Punct | Kind::Other => false,
        };
        if !may_start {
            return None;
        }
        let candidates = [
            self.relative(i),
            self.duration_relative(i),
            self.holiday(i),
            self.numeric_date(i),
            self.month_day(i),
            self.nth_of(i),
            self.weekday_atom(i),
            self.clock_atom(i),
            self.part_of_day(i),
            self.day_of_month(i),
            self.year(i),
        ];
        // Longest wins; among equals, the earlier (more specific) kind.
        candidates
            .into_iter()
            .flatten()
            .fold(None, |best: Option<(Expr, usize)>, c| match &best {
                Some((_, end)) if *end >= c.1 => best,
                _ => Some(c),
            })
    }
}

/// What `table` holds for token `i`.
fn at<T>(table: &[(usize, T)], i: usize) -> Option<&T> {
    let k = table.binary_search_by_key(&i, |(token, _)| *token).ok()?;
    table.get(k).map(|(_, value)| value)
}

/// Sets what `table` holds for token `i`, replacing what it held. Matches come left to right, so this
/// appends (and the vector grows through [`chunked::reserve`], which polls).
fn set<T>(cx: &Context, table: &mut Vec<(usize, T)>, i: usize, value: T) -> Result<(), Error> {
    match table.binary_search_by_key(&i, |(token, _)| *token) {
        Ok(k) => table[k].1 = value,
        Err(k) => {
            chunked::reserve(cx, table, 1)?;
            table.insert(k, (i, value));
        }
    }
    Ok(())
}
