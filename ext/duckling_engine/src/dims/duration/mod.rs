//! `duration`: amounts of time ("2 hours", "an hour and a half", "a fortnight", "1 year, 2 days and 4
//! seconds"), in Duckling's shape: `{"type":"value","value":2,"unit":"hour","hour":2,
//! "normalized":{"value":7200,"unit":"second"}}`.
//!
//! Terms (a number or "a"/"an" followed by a unit, and a few fixed phrases) are found by regexes in one pass
//! (searched in windows that poll the cancel probe, see `polled`);
//! adjacent terms joined by "," or "and" with strictly coarser-to-finer units merge into one duration counted
//! in the finest unit, as Duckling's composite rule does. The `time` dimension reuses [`find_durations`] for
//! "in 3 days" and "2 weeks ago".

mod polled;
pub(crate) mod rules;
mod terms;

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use serde_json::{Value, json};

use crate::dims::number::chunked;
use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::time::Grain;
use crate::{Dim, Error};

/// A duration found in the text: a whole number of one grain.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct DurationMatch {
    /// Byte range in the text.
    pub range: Range<usize>,
    pub value: i64,
    pub grain: Grain,
}

impl DurationMatch {
    /// The value in Duckling's JSON shape.
    pub fn json(&self) -> Value {
        let unit = self.grain.name();
        let mut value = json!({
            "type": "value",
            "value": self.value,
            "unit": unit,
            "normalized": {"value": self.value.saturating_mul(self.grain.seconds()), "unit": "second"},
        });
        value[unit] = json!(self.value);
        value
    }
}

/// Every duration in the text, left to right, none overlapping another.
pub(crate) fn find_durations(cx: &Context) -> Result<Vec<DurationMatch>, Error> {
    let terms = terms::find_terms(cx)?;
    let mut found: Vec<DurationMatch> = Vec::new();
    let mut i = 0;
    while i < terms.len() {
        cx.check_cancel()?;
        let mut whole = terms[i].clone();
        let mut j = i + 1;
        // Composite: "2 years, 3 months and 4 days", each unit finer than the one before.
        while let Some(next) = terms.get(j) {
            let gap = &cx.lower[whole.range.end..next.range.start];
            let finer = next.grain < whole.grain && !next.merged;
            if !finer || !is_joiner(gap) {
                break;
            }
            let Some(sum) = add(&whole, next) else { break };
            whole = sum;
            whole.merged = false;
            j += 1;
        }
        let start = precision_start(&cx.lower, whole.range.start);
        chunked::reserve(cx, &mut found, 1)?;
        found.push(DurationMatch {
            range: start..whole.range.end,
            value: whole.value,
            grain: whole.grain,
        });
        i = j;
    }
    Ok(found)
}

/// Where a duration starting at `start` begins once a precision word before it ("about 2 hours") is included.
fn precision_start(lower: &str, start: usize) -> usize {
    static PRECISION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?-u:\b)(?:about|around|approximately|exactly)\s+$").expect("valid regex")
    });
    // The word is at most 13 bytes plus spacing: look back a bounded distance, on a char boundary.
    let mut from = start.saturating_sub(24);
    while !lower.is_char_boundary(from) {
        from += 1;
    }
    PRECISION
        .find(&lower[from..start])
        .map_or(start, |m| from + m.start())
}

/// Whether the text between two terms joins them: ",", "and", ", and".
fn is_joiner(gap: &str) -> bool {
    let gap = gap.trim();
    let gap = gap.strip_prefix(',').unwrap_or(gap).trim();
    gap.is_empty() || gap == "and"
}

/// The sum of two terms, counted in the finer one's unit.
fn add(a: &terms::Term, b: &terms::Term) -> Option<terms::Term> {
    let factor = a.grain.count_of(b.grain)?;
    Some(terms::Term {
        range: a.range.start..b.range.end,
        value: a.value.checked_mul(factor)?.checked_add(b.value)?,
        grain: b.grain,
        merged: true,
    })
}

/// Emits every duration as a `duration` entity.
pub(crate) fn scan(cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    for d in find_durations(cx)? {
        // Building the JSON costs about a microsecond.
        cx.check_cancel()?;
        chunked::reserve(cx, out, 1)?;
        out.push(Candidate::new(d.range.clone(), Dim::Duration, d.json()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use crate::dims::cancel_tests::assert_every_probe_call_cancels;
    use crate::engine::context::Context;
    use crate::{Dim, Options};

    fn options() -> Options {
        Options {
            dims: [Dim::Duration].into_iter().collect(),
            ..Options::default()
        }
    }

    /// Whichever probe call first asks to stop, the parse stops with `Cancelled`.
    #[test]
    fn a_stop_at_any_probe_call_cancels() {
        let text =
            "It took 2 hours and 30 minutes, then half an hour, a fortnight and 3 days; about \
                    two weeks in all. "
                .repeat(3);
        assert_eq!(assert_every_probe_call_cancels(&text, &options()), 15);
    }

    /// At least one probe call per 4 KB from the duration dimension alone (numbers are found first), also
    /// where the text is one long token or holds nothing to find.
    #[test]
    fn long_texts_are_polled_every_4_kb() {
        for piece in [
            "the committee reviewed the proposal carefully; ",
            "7",
            " ",
            "2 hours and 30 minutes, ",
            "1 hour ",
        ] {
            let text = piece.repeat(256 * 1024 / piece.len());
            let calls = Cell::new(0);
            let probe = || {
                calls.set(calls.get() + 1);
                false
            };
            let options = options();
            let cx = Context::new(&text, &options, &probe);
            cx.numbers().expect("not cancelled");
            calls.set(0);
            super::scan(&cx, &mut Vec::new()).expect("not cancelled");
            let (calls, len) = (calls.get(), text.len());
            assert!(
                calls >= len / 4096,
                "{calls} calls for {len} bytes of {piece:?}"
            );
        }
    }
}
