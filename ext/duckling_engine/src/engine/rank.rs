//! Chooses which candidates become entities, the way Duckling's ranking does:
//! - a candidate whose range lies strictly inside another candidate's range loses ("5 dollars" hides "5");
//! - candidates over the same range and dimension all stay: `dims::resolve` gives one per range and dimension,
//!   or several where the ranker's best scores tie, each with another value (Duckling answers every tied reading);
//! - candidates of different dimensions over the same range, or overlapping without containment, all stay;
//! - a candidate with an edge inside a word that is no number becomes no entity (a deliberate difference), but
//!   it hides the numbers glued to a word inside it, as Duckling's entity there would ("user123 on Jan 2nd"
//!   holds no number 123).
//!
//! Ranking runs window by window (`crate::parse`): a container starts at or before what it contains, and
//! every candidate of a window starts after every candidate of the windows before it (`dims::resolve` reads
//! only the tokens that start in a window's own part, and strips blanks only at their edges), so a window's
//! candidates can lose to an earlier window's, never the reverse. [`Ranking`] sorts and sweeps each window's
//! candidates as they come, carrying the sweep's state from one window to the next, and the winners of a window
//! are final once it is ranked: a parse never holds the losers of the windows behind it.
//!
//! Cost: one sort and one sweep per window, O(n log n) in its candidates. Both poll the cancel probe: a text in
//! one window (the tests') can hold a million candidates, and sorting them in one call would keep a cancelled
//! parse busy for tens of milliseconds. The sort moves small keys, not the candidates with their JSON values.

use std::cmp::Reverse;

use super::candidate::Candidate;
use super::context::Context;
use crate::engine::chunked;
use crate::engine::kept::heap_bytes;
use crate::{Dim, Error};

/// Candidates between two polls of the cancel probe: a few microseconds of work.
pub(crate) const POLL_EVERY: usize = 1024;

/// Start ascending and end descending (every range that could contain a candidate comes before it), then dim;
/// last the candidate's index, to find it again (and to keep the candidates of a range and dim in their order).
type SortKey = (usize, Reverse<usize>, Dim, usize);

/// The sweep over all candidates of a parse in the order of [`SortKey`], fed one window's candidates at a time.
#[derive(Default)]
pub(crate) struct Ranking {
    /// What the candidates hide.
    entities: Cover,
    /// What the candidates that only hide glued numbers hide.
    inside_words: Cover,
    /// The start of the last candidate ranked, to check the order of the windows.
    last_start: Option<usize>,
    /// Room kept from one window to the next.
    keys: Vec<SortKey>,
    slots: Vec<Option<Candidate>>,
}

/// The ranges some candidates hide, read in the order of [`SortKey`] (start ascending, end descending): every
/// range strictly inside a held range, as Duckling's ranking drops every token another strictly contains.
/// Ranges equal to a held one are not hidden.
#[derive(Default)]
pub(crate) struct Cover {
    /// The furthest end of the held ranges before the current range.
    furthest_end_before: Option<usize>,
    /// The range being read, and the furthest end held over it.
    range: Option<(usize, usize)>,
    range_end: Option<usize>,
}

impl Cover {
    /// Moves on to the range `start..end`.
    pub fn enter(&mut self, start: usize, end: usize) {
        if self.range != Some((start, end)) {
            self.furthest_end_before = self.furthest_end_before.max(self.range_end);
            self.range_end = None;
            self.range = Some((start, end));
        }
    }

    /// Whether the range entered, ending at `end`, lies inside a range held before it.
    pub fn hides(&self, end: usize) -> bool {
        self.furthest_end_before
            .is_some_and(|furthest| furthest >= end)
    }

    /// Holds the range entered, ending at `end`: it hides the ranges inside it.
    pub fn hold(&mut self, end: usize) {
        self.range_end = Some(end);
    }
}

impl Ranking {
    /// Ready for another parse, with the room it grew.
    pub fn restart(&mut self) {
        self.entities = Cover::default();
        self.inside_words = Cover::default();
        self.last_start = None;
    }

    /// About how many bytes it holds.
    pub fn bytes(&self) -> usize {
        heap_bytes(&self.keys) + heap_bytes(&self.slots)
    }

    /// Moves the winners among `batch` into `kept`, ordered by start, the longest first among those starting
    /// together. Every candidate of `batch` must start after every candidate of the batches ranked before it.
    pub fn winners(
        &mut self,
        batch: &mut Vec<Candidate>,
        kept: &mut Vec<Candidate>,
        cx: &Context,
    ) -> Result<(), Error> {
        self.keys.clear();
        for (i, c) in batch.iter().enumerate() {
            if i % POLL_EVERY == 0 {
                cx.check_cancel()?;
            }
            self.keys
                .push((c.range.start, Reverse(c.range.end), c.dim, i));
        }
        chunked::sort_by_unique_key(cx, &mut self.keys, |k| *k)?;
        debug_assert!(
            self.keys
                .first()
                .is_none_or(|k| self.last_start.is_none_or(|s| s < k.0)),
            "a batch starts after the batches before it"
        );
        self.slots.clear();
        self.slots.extend(batch.drain(..).map(Some));
        kept.reserve(self.slots.len());
        for (i, key) in self.keys.iter().enumerate() {
            if i % POLL_EVERY == 0 {
                cx.check_cancel()?;
            }
            let c = self.slots[key.3]
                .take()
                .expect("every index is sorted once");
            let (start, end) = (c.range.start, c.range.end);
            self.last_start = Some(start);
            self.entities.enter(start, end);
            self.inside_words.enter(start, end);
            if self.entities.hides(end) {
                continue; // strictly inside an earlier, different range
            }
            if c.hides_only_glued_numbers() {
                self.inside_words.hold(end);
                continue;
            }
            if c.inside_word && self.inside_words.hides(end) {
                continue; // a number glued to a word, inside an entity that is none
            }
            self.entities.hold(end);
            kept.push(c);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dim;
    use crate::engine::value::Json;

    /// A candidate whose value is `tag`, to tell candidates over one range apart.
    fn cand(start: usize, end: usize, dim: Dim, tag: i32) -> Candidate {
        Candidate::new(start..end, dim, Json::Int(tag.into()))
    }

    /// The winners of `batches`, ranked one after the other by one [`Ranking`].
    fn ranked(batches: Vec<Vec<Candidate>>) -> Vec<Candidate> {
        let options = crate::Options::default();
        let never = || false;
        let cx = Context::new("", &options, &never);
        let mut ranking = Ranking::default();
        let mut kept = Vec::new();
        for mut batch in batches {
            ranking
                .winners(&mut batch, &mut kept, &cx)
                .expect("not cancelled");
            assert!(batch.is_empty(), "a batch is taken whole");
        }
        kept
    }

    fn winners(candidates: Vec<Candidate>) -> Vec<Candidate> {
        ranked(vec![candidates])
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

    /// A candidate with an edge inside a word is an entity only if it is a number; any other hides the numbers
    /// inside a word within it, and nothing else, in its window and in the windows after it.
    #[test]
    fn candidates_inside_a_word_hide_only_glued_numbers() {
        let inside_word = |start, end, dim, tag| Candidate {
            inside_word: true,
            ..cand(start, end, dim, tag)
        };
        let kept = ranked(vec![
            vec![
                inside_word(3, 20, Dim::Time, 0),
                inside_word(3, 6, Dim::Number, 1),
            ],
            vec![
                cand(10, 20, Dim::Time, 2),
                inside_word(21, 23, Dim::Number, 3),
            ],
        ]);
        assert_eq!(
            ranges(&kept),
            vec![(10, 20, Dim::Time, 2), (21, 23, Dim::Number, 3)]
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

    #[test]
    fn a_window_ranks_against_the_windows_before_it() {
        // Batches as windows give them: each starts after the one before it.
        let kept = ranked(vec![
            vec![cand(0, 2, Dim::Number, 0), cand(1, 9, Dim::Time, 0)],
            vec![
                cand(4, 6, Dim::Number, 1),
                cand(5, 12, Dim::Duration, 0),
                cand(9, 10, Dim::Number, 2),
            ],
            vec![cand(11, 12, Dim::Number, 3), cand(13, 14, Dim::Number, 4)],
        ]);
        assert_eq!(
            ranges(&kept),
            vec![
                (0, 2, Dim::Number, 0),
                (1, 9, Dim::Time, 0),
                (5, 12, Dim::Duration, 0),
                (13, 14, Dim::Number, 4)
            ]
        );
        // The same candidates in one batch rank alike.
        let whole = winners(vec![
            cand(0, 2, Dim::Number, 0),
            cand(1, 9, Dim::Time, 0),
            cand(4, 6, Dim::Number, 1),
            cand(5, 12, Dim::Duration, 0),
            cand(9, 10, Dim::Number, 2),
            cand(11, 12, Dim::Number, 3),
            cand(13, 14, Dim::Number, 4),
        ]);
        assert_eq!(ranges(&whole), ranges(&kept));
    }
}
