//! The rules every measure dimension shares, applied to the simple measures a dimension found:
//! - `between|from <number or measure> to|and <measure>` → closed interval ("between 3 and 5 km");
//! - `<number or measure> - <measure>` → closed interval ("3-5 km", "3km - 5km");
//! - `under|less than|… <measure>` → interval with only `to`; `over|at least|… <measure>` → only `from`;
//! - `about|exactly|… <measure>` → the same measure, hedge included in the range ("about 3 km").
//!
//! As in Duckling, a closed interval needs `from < to` and both ends in the same unit (a bare number takes
//! the unit of the other end). Each rule looks a bounded distance to the left of a measure, and each measure
//! is looked at once, so the cost is linear in the number of measures.

use std::sync::LazyLock;

use regex::Regex;

use super::look::{keyword_before, trim_space_back};
use super::{Found, Reading, Simple};
use crate::Error;
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::text::is_whole_words;

/// Which words bound an open interval: Duckling's distance and temperature rules know fewer than its volume
/// and quantity rules ("below", "at most", "exceeding", "beyond", "bigger than" …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bounds {
    Plain,
    Extended,
}

/// How a dimension's measures combine.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Grammar {
    pub bounds: Bounds,
    /// Whether a hedge ("about", "approximately", and "~" with [`Bounds::Extended`]) may lead a measure.
    pub hedges: bool,
    /// Whether a bare number opening a closed interval may be negative ("between -5 and 5 degrees");
    /// Duckling's other measures want it positive.
    pub negative_bare_from: bool,
    /// Whether a negative number makes a measure ("-5 km"). When it does not (volumes, quantities), a
    /// negative measure only serves to read "2 -7 l", where the number finder took the dash for a sign.
    pub negative_values: bool,
}

fn keyword(pattern: &str) -> Regex {
    Regex::new(&format!(r"(?:{pattern})\s*$")).expect("valid keyword regex")
}

static BETWEEN: LazyLock<Regex> = LazyLock::new(|| keyword("between|from"));
static CONNECTOR: LazyLock<Regex> = LazyLock::new(|| keyword("to|and"));
static DASH: LazyLock<Regex> = LazyLock::new(|| keyword("-"));
static UNDER_PLAIN: LazyLock<Regex> =
    LazyLock::new(|| keyword(r"under|(?:less|lower|not?\s+more)\s+than"));
static OVER_PLAIN: LazyLock<Regex> =
    LazyLock::new(|| keyword(r"over|above|at\s+least|more\s+than"));
static UNDER_EXTENDED: LazyLock<Regex> =
    LazyLock::new(|| keyword(r"under|below|at\s+most|(?:less|lower|not?\s+more)\s+than"));
static OVER_EXTENDED: LazyLock<Regex> = LazyLock::new(|| {
    keyword(r"over|above|exceeding|beyond|at\s+least|(?:more|larger|bigger|heavier)\s+than")
});
const HEDGE_WORDS: &str =
    r"exactly|precisely|about|approx(?:\.|imately)?|close\s+to|near(?:\s+to)?|around|almost";
static HEDGE_PLAIN: LazyLock<Regex> = LazyLock::new(|| keyword(HEDGE_WORDS));
static HEDGE_EXTENDED: LazyLock<Regex> = LazyLock::new(|| keyword(&format!("~|{HEDGE_WORDS}")));

impl Grammar {
    fn under(&self) -> &'static Regex {
        match self.bounds {
            Bounds::Plain => &UNDER_PLAIN,
            Bounds::Extended => &UNDER_EXTENDED,
        }
    }

    fn over(&self) -> &'static Regex {
        match self.bounds {
            Bounds::Plain => &OVER_PLAIN,
            Bounds::Extended => &OVER_EXTENDED,
        }
    }

    /// Where a hedge leading `start` begins, if the dimension allows hedges and one is there.
    fn hedge_before(&self, cx: &Context, start: usize) -> Option<usize> {
        if !self.hedges {
            return None;
        }
        let hedge = match self.bounds {
            Bounds::Plain => &HEDGE_PLAIN,
            Bounds::Extended => &HEDGE_EXTENDED,
        };
        keyword_before(cx, start, hedge)
    }
}

/// A possible first end of a closed interval: a bare number (no unit) or a simple measure.
#[derive(Clone)]
struct Opener<U> {
    start: usize,
    end: usize,
    /// Where its hedge starts, if it has one ("between about 2 l and 7 l").
    hedge: Option<usize>,
    value: f64,
    unit: Option<U>,
}

/// Every measure the rules make of `simples`: the simples themselves and the intervals they close, each
/// widened to a leading hedge when there is one.
pub(crate) fn extend<U: Copy + PartialEq>(
    cx: &Context,
    simples: &[Simple<U>],
    grammar: &Grammar,
) -> Result<Vec<Found<U>>, Error> {
    let mut openers: Vec<Opener<U>> = Vec::new();
    for (i, n) in cx.numbers()?.iter().enumerate() {
        chunked::every(cx, i)?;
        let standalone = is_whole_words(cx.text, n.range.start, n.range.end);
        if standalone && (grammar.negative_bare_from || n.value >= 0.0) {
            openers.push(Opener {
                start: n.range.start,
                end: n.range.end,
                hedge: None,
                value: n.value,
                unit: None,
            });
        }
    }
    let mut hedged: Vec<Option<usize>> = Vec::with_capacity(simples.len());
    for s in simples {
        cx.check_cancel()?;
        hedged.push(grammar.hedge_before(cx, s.range.start));
    }
    let counts = |s: &Simple<U>| grammar.negative_values || s.value >= 0.0;
    for (s, hedge) in simples.iter().zip(&hedged).filter(|(s, _)| counts(s)) {
        openers.push(Opener {
            start: s.range.start,
            end: s.range.end,
            hedge: *hedge,
            value: s.value,
            unit: Some(s.unit),
        });
    }
    chunked::sort_by_key(cx, &mut openers, |o| o.end)?;

    let mut found: Vec<Found<U>> = Vec::new();
    for (closer, hedge) in simples.iter().zip(&hedged) {
        cx.check_cancel()?;
        negative_dash_interval(cx, &openers, closer, &mut found);
        if !counts(closer) {
            continue;
        }
        found.push(Found {
            range: closer.range.clone(),
            reading: Reading::Value(closer.value, closer.unit),
        });
        for start in [Some(closer.range.start), *hedge].into_iter().flatten() {
            closed_intervals(cx, &openers, closer, start, &mut found);
            open_intervals(cx, grammar, closer, start, &mut found);
        }
    }
    for f in &mut found {
        cx.check_cancel()?;
        if let Some(start) = grammar.hedge_before(cx, f.range.start) {
            f.range.start = start;
        }
    }
    Ok(found)
}

/// The openers that end at `end` (blanks before it aside) and may open an interval closed by `closer`.
fn openers_ending_at<'o, U: Copy + PartialEq>(
    cx: &Context,
    openers: &'o [Opener<U>],
    end: usize,
    unit: U,
    to: f64,
) -> impl Iterator<Item = &'o Opener<U>> {
    let end = trim_space_back(cx.text, end);
    let first = openers.partition_point(|o| o.end < end);
    openers[first..]
        .iter()
        .take_while(move |o| o.end == end)
        .filter(move |o| o.value < to && o.unit.is_none_or(|u| u == unit))
}

/// "between|from A to|and B" and "A - B", where B is `closer` read from `start`.
fn closed_intervals<U: Copy + PartialEq>(
    cx: &Context,
    openers: &[Opener<U>],
    closer: &Simple<U>,
    start: usize,
    found: &mut Vec<Found<U>>,
) {
    let to = closer.value;
    let between = |from| Reading::Between(from, to, closer.unit);
    if let Some(connector) = keyword_before(cx, start, &CONNECTOR) {
        for opener in openers_ending_at(cx, openers, connector, closer.unit, to) {
            let starts = [Some(opener.start), opener.hedge].into_iter().flatten();
            if let Some(k) = starts.filter_map(|s| keyword_before(cx, s, &BETWEEN)).min() {
                found.push(Found {
                    range: k..closer.range.end,
                    reading: between(opener.value),
                });
            }
        }
    }
    if let Some(dash) = keyword_before(cx, start, &DASH) {
        for opener in openers_ending_at(cx, openers, dash, closer.unit, to) {
            found.push(Found {
                range: opener.start..closer.range.end,
                reading: between(opener.value),
            });
        }
    }
}

/// "3 -5 km" when the number finder read "-5" as a negative number: the minus is the dash.
fn negative_dash_interval<U: Copy + PartialEq>(
    cx: &Context,
    openers: &[Opener<U>],
    closer: &Simple<U>,
    found: &mut Vec<Found<U>>,
) {
    if closer.value >= 0.0 || !cx.text[closer.range.start..].starts_with('-') {
        return;
    }
    let to = -closer.value;
    for opener in openers_ending_at(cx, openers, closer.range.start, closer.unit, to) {
        found.push(Found {
            range: opener.start..closer.range.end,
            reading: Reading::Between(opener.value, to, closer.unit),
        });
    }
}

/// "under|less than … B" and "over|at least … B", where B is `closer` read from `start`.
fn open_intervals<U: Copy + PartialEq>(
    cx: &Context,
    grammar: &Grammar,
    closer: &Simple<U>,
    start: usize,
    found: &mut Vec<Found<U>>,
) {
    let (v, u) = (closer.value, closer.unit);
    if let Some(k) = keyword_before(cx, start, grammar.under()) {
        found.push(Found {
            range: k..closer.range.end,
            reading: Reading::Under(v, u),
        });
    }
    if let Some(k) = keyword_before(cx, start, grammar.over()) {
        found.push(Found {
            range: k..closer.range.end,
            reading: Reading::Above(v, u),
        });
    }
}
