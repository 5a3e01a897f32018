//! Chooses which candidates become entities, the way Duckling's ranking does:
//! - a candidate whose range lies strictly inside another candidate's range loses ("5 dollars" hides "5");
//! - candidates over the same range and dimension all stay: `dims::resolve` gives one per range and dimension,
//!   or several where the ranker's best scores tie, each with another value (Duckling answers every tied reading);
//! - candidates of different dimensions over the same range, or overlapping without containment, all stay.
//!
//! Cost: one sort and one sweep, O(n log n) in the number of candidates, whatever the text. Both poll the cancel
//! probe: a megabyte of text can hold a million candidates, and sorting them in one call would keep a cancelled
//! parse busy for tens of milliseconds. The sort moves small keys, not the candidates with their JSON values.

use std::cmp::Reverse;

use super::candidate::Candidate;
use super::context::Context;
use crate::engine::chunked;
use crate::{Dim, Error};

/// Candidates between two polls of the cancel probe: a few microseconds of work.
pub(crate) const POLL_EVERY: usize = 1024;

/// Start ascending and end descending (every range that could contain a candidate comes before it), then dim;
/// last the candidate's index, to find it again (and to keep the candidates of a range and dim in their order).
type SortKey = (usize, Reverse<usize>, Dim, usize);

/// The winners, ordered by start, the longest first among those starting together.
pub(crate) fn winners(candidates: Vec<Candidate>, cx: &Context) -> Result<Vec<Candidate>, Error> {
    let mut keys: Vec<SortKey> = Vec::with_capacity(candidates.len());
    for (i, c) in candidates.iter().enumerate() {
        if i % POLL_EVERY == 0 {
            cx.check_cancel()?;
        }
        keys.push((c.range.start, Reverse(c.range.end), c.dim, i));
    }
    chunked::sort_by_key(cx, &mut keys, |k| *k)?;
    let mut slots: Vec<Option<Candidate>> = candidates.into_iter().map(Some).collect();
    let mut kept: Vec<Candidate> = Vec::with_capacity(slots.len());
    // The furthest end among all ranges before the current group of identical ranges.
    let mut max_end_before_group: Option<usize> = None;
    let mut group_end_so_far: Option<usize> = None;
    let mut group: Option<(usize, usize)> = None;
    for (i, key) in keys.into_iter().enumerate() {
        if i % POLL_EVERY == 0 {
            cx.check_cancel()?;
        }
        let c = slots[key.3].take().expect("every index is sorted once");
        let range = (c.range.start, c.range.end);
        if group != Some(range) {
            max_end_before_group = max_end_before_group.max(group_end_so_far);
            group_end_so_far = Some(range.1);
            group = Some(range);
        }
        if max_end_before_group.is_some_and(|end| end >= c.range.end) {
            continue; // strictly inside an earlier, different range
        }
        kept.push(c);
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dim;
    use serde_json::json;

    /// A candidate whose value is `tag`, to tell candidates over one range apart.
    fn cand(start: usize, end: usize, dim: Dim, tag: i32) -> Candidate {
        Candidate::new(start..end, dim, json!(tag))
    }

    fn winners(candidates: Vec<Candidate>) -> Vec<Candidate> {
        let options = crate::Options::default();
        let never = || false;
        super::winners(candidates, &Context::new("", &options, &never)).expect("not cancelled")
    }

    fn ranges(kept: &[Candidate]) -> Vec<(usize, usize, Dim, i32)> {
        kept.iter()
            .map(|c| {
                (
                    c.range.start,
                    c.range.end,
                    c.dim,
                    c.value.as_i64().unwrap_or(-1) as i32,
                )
            })
            .collect()
    }

    #[test]
    fn contained_candidates_lose_to_the_covering_one() {
        let kept = winners(vec![
            cand(0, 1, Dim::Number, 0),
            cand(0, 9, Dim::AmountOfMoney, 0),
        ]);
        assert_eq!(ranges(&kept), vec![(0, 9, Dim::AmountOfMoney, 0)]);
        let kept = winners(vec![
            cand(3, 5, Dim::Number, 0),
            cand(0, 9, Dim::Time, 0),
            cand(9, 12, Dim::Url, 0),
        ]);
        assert_eq!(
            ranges(&kept),
            vec![(0, 9, Dim::Time, 0), (9, 12, Dim::Url, 0)]
        );
    }

    #[test]
    fn same_range_keeps_every_candidate_in_order() {
        let kept = winners(vec![
            cand(0, 4, Dim::Time, 1),
            cand(0, 4, Dim::Time, 7),
            cand(0, 4, Dim::Duration, 0),
            cand(1, 3, Dim::Time, 2),
        ]);
        assert_eq!(
            ranges(&kept),
            vec![
                (0, 4, Dim::Time, 1),
                (0, 4, Dim::Time, 7),
                (0, 4, Dim::Duration, 0)
            ]
        );
    }

    #[test]
    fn overlapping_without_containment_both_stay() {
        let kept = winners(vec![cand(0, 5, Dim::Number, 0), cand(3, 8, Dim::Time, 0)]);
        assert_eq!(kept.len(), 2);
    }
}
