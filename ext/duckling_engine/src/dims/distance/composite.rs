//! Composite distances: simple distances in different units written one after the other, optionally
//! separated by "," or "and", add up ("7 feet 10 inches", "2 km and 1 meter", "2 yards, 7 feet, 10 in").
//!
//! Duckling joins two distances at a time (and its Oxford-comma form ", and" is not supported, so it is not
//! here either); the sum keeps the smaller unit, so joining left to right gives its answers. Chains are
//! built greedily from the left and never overlap, which keeps the work linear.

use std::sync::LazyLock;

use regex::Regex;

use super::units::{Unit, sum};
use crate::Error;
use crate::dims::measure::Simple;
use crate::dims::measure::look::glued;
use crate::engine::context::Context;

/// The separator between two parts, anchored at the end of the first one.
static SEPARATOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*(?:,|and)?\s*").expect("valid separator regex"));

/// Every composite distance, each prefix of a chain included (the longest wins in ranking). `simples` must be
/// sorted by start.
pub(super) fn join(cx: &Context, simples: &[Simple<Unit>]) -> Result<Vec<Simple<Unit>>, Error> {
    let mut composites = Vec::new();
    let mut chain_end = 0;
    for first in simples {
        cx.check_cancel()?;
        if first.range.start < chain_end {
            continue;
        }
        let mut acc = first.clone();
        while let Some(next) = next_part(cx, simples, acc.range.end) {
            if next.unit == acc.unit || acc.value <= 0.0 || next.value <= 0.0 {
                break;
            }
            let (value, unit) = sum((acc.value, acc.unit), (next.value, next.unit));
            acc = Simple {
                range: acc.range.start..next.range.end,
                value,
                unit,
            };
            composites.push(acc.clone());
        }
        chain_end = acc.range.end;
    }
    Ok(composites)
}

/// The longest simple distance that follows `end` after a separator.
fn next_part<'s>(
    cx: &Context,
    simples: &'s [Simple<Unit>],
    end: usize,
) -> Option<&'s Simple<Unit>> {
    let separator = SEPARATOR.find(&cx.lower[end..])?;
    let start = end + separator.end();
    if separator.as_str().trim_end().ends_with("and") && glued(cx.text, start) {
        return None; // "and" must not run into the next word
    }
    let first = simples.partition_point(|s| s.range.start < start);
    simples[first..]
        .iter()
        .take_while(|s| s.range.start == start)
        .max_by_key(|s| s.range.end)
}
