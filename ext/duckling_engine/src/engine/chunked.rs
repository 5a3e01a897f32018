//! Work over the whole text, or over all of a parse's tokens, that polls the cancel probe as it goes, so
//! that a cancelled parse stops within microseconds even where a megabyte holds nothing to find:
//! [`search_at`] runs a regex over windows of a few kilobytes with a probe call between two windows;
//! [`sort_by_unique_key`] is a merge sort with probe calls between merges; [`every`] polls every so many items
//! of a loop whose items cost only a few nanoseconds.
//!
//! A windowed search returns what a search of the whole text returns, provided no match the regex could make
//! is longer than [`REACH`] bytes: a window that finds nothing is followed by one overlapping it by `REACH`,
//! and a match ending within `REACH` of a window's end is searched again in the whole text. Only regexes
//! without end assertions (`$`, a trailing `\b`) may be searched this way: a window's end is not the text's
//! end.

use std::ops::Range;

use regex_automata::Input;

use crate::Error;
use crate::engine::context::Context;
use crate::engine::rule::Compiled;

/// Bytes a search advances between two probe calls: a few µs of regex work, about one of byte scanning.
/// Under 4 KB, so that even a text with nothing to find is polled at least once per 4 KB.
const WINDOW: usize = 3 * 1024;

/// The longest match a windowed search reads correctly wherever the window ends. Entities are far shorter;
/// longer matches are runs of digits or spaces, which touch the window's end and are searched again whole.
/// Windows overlap by this much when they find nothing, which costs a sixth more regex work.
const REACH: usize = 512;

/// How many cheap items a loop handles between two probe calls (see [`every`]).
const ITEMS: usize = 1024;

/// The range of the first match of `re` (a rule's head regex, see [`chart`](super::chart)) at or after `at`,
/// as a search of the whole text finds it, polling between windows.
// Inlined into its one caller (`window::Everywhere`), as the compiler chose until a change elsewhere in the
// parse made it a call: 0.3 % of the utterances' instructions (research/engine-profile, twentieth round).
#[inline]
pub(crate) fn search_at(
    cx: &Context,
    re: &Compiled,
    hay: &str,
    at: usize,
) -> Result<Option<Range<usize>>, Error> {
    let search = |hay: &str, at| {
        re.search(&Input::new(hay).range(at..))
            .map(|found| (found.clone(), found.end))
    };
    Ok(match windowed(cx, hay, at, search)? {
        Window::Inside(range) => Some(range),
        Window::AtCut(_) => search(hay, at).map(|(range, _)| range),
        Window::Nothing => None,
    })
}

/// What a windowed search found.
enum Window<T> {
    /// A match that is the whole text's match too.
    Inside(T),
    /// A match that ends within [`REACH`] of the window's end: it may continue past the window, or a longer
    /// reading may, so the caller reads it again.
    AtCut(T),
    /// Nothing from the start on, in the whole text.
    Nothing,
}

/// Runs `search(hay, at)` (which returns a match and its end) over windows of `hay` that move on by
/// [`WINDOW`] bytes, polling before each, until one holds a match.
fn windowed<'h, T>(
    cx: &Context,
    hay: &'h str,
    mut at: usize,
    search: impl Fn(&'h str, usize) -> Option<(T, usize)>,
) -> Result<Window<T>, Error> {
    loop {
        cx.check_cancel()?;
        let cut = ceil_char_boundary(hay, at + WINDOW + REACH);
        if cut == hay.len() {
            return Ok(search(hay, at).map_or(Window::Nothing, |(found, _)| Window::Inside(found)));
        }
        match search(&hay[..cut], at) {
            Some((found, end)) if end + REACH <= cut => return Ok(Window::Inside(found)),
            Some((found, _)) => return Ok(Window::AtCut(found)),
            // Nothing starts here, save a match longer than REACH crossing the cut: go on from
            // REACH before the cut, which is still WINDOW bytes further on.
            None => at = floor_char_boundary(hay, cut - REACH),
        }
    }
}

/// Polls the probe on every [`ITEMS`]-th item of a loop whose items are too cheap to poll each.
pub(crate) fn every(cx: &Context, item: usize) -> Result<(), Error> {
    if item % ITEMS == 0 {
        cx.check_cancel()
    } else {
        Ok(())
    }
}

/// Sorts `items` by `key`, which no two items share (each caller's key ends in the item's index or token),
/// polling as it goes: runs of [`ITEMS`] are sorted whole, then merged pairwise with a probe call every
/// [`ITEMS`] items moved. With unique keys there is one sorted order, so the runs are sorted unstably, which
/// moves fewer items than a stable sort (stable, the sorts were 5.8 % of a mixture of dates' parse; unstable
/// runs take 0.7 % of it off: research/engine-profile, stop 66).
pub(crate) fn sort_by_unique_key<T: Clone, K: Ord>(
    cx: &Context,
    items: &mut Vec<T>,
    key: impl Fn(&T) -> K,
) -> Result<(), Error> {
    for run in items.chunks_mut(ITEMS) {
        cx.check_cancel()?;
        run.sort_unstable_by_key(&key);
    }
    let mut width = ITEMS;
    // Most lists are one run: no room to merge into.
    let mut merged: Vec<T> = Vec::with_capacity(if width < items.len() { items.len() } else { 0 });
    while width < items.len() {
        merged.clear();
        for pair in items.chunks(2 * width) {
            let (mut left, mut right) = pair.split_at(width.min(pair.len()));
            while let (Some(l), Some(r)) = (left.first(), right.first()) {
                every(cx, merged.len())?;
                if key(r) < key(l) {
                    merged.push(r.clone());
                    right = &right[1..];
                } else {
                    merged.push(l.clone());
                    left = &left[1..];
                }
            }
            // What is left of one run may be half the list: move it a few items at a time too.
            for rest in left.chunks(ITEMS).chain(right.chunks(ITEMS)) {
                cx.check_cancel()?;
                merged.extend_from_slice(rest);
            }
        }
        std::mem::swap(items, &mut merged);
        width *= 2;
    }
    // The one sorted order an unstable sort gives only where no two keys are equal.
    debug_assert!(
        items.windows(2).all(|pair| key(&pair[0]) < key(&pair[1])),
        "sort_by_unique_key: two items share a key"
    );
    Ok(())
}

fn ceil_char_boundary(s: &str, mut at: usize) -> usize {
    if at >= s.len() {
        return s.len();
    }
    while !s.is_char_boundary(at) {
        at += 1;
    }
    at
}

fn floor_char_boundary(s: &str, mut at: usize) -> usize {
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;

    /// Every search from every start agrees with the plain search, across window edges and through runs of
    /// digits longer than a window.
    #[test]
    fn windowed_search_finds_what_a_plain_search_finds() {
        let re = Compiled::Meta(
            regex_automata::meta::Regex::new(r"[0-9]+(?:,[0-9]{3})+|[0-9]+|a\s+dozen|dozen|é+")
                .unwrap(),
        );
        let mut text = String::new();
        let mut state: u64 = 7;
        while text.len() < 3 * (WINDOW + REACH) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let piece = ["x", " ", "1", "1,000", "a ", "dozen", "é", "ééé"][(state % 8) as usize];
            text.push_str(&piece.repeat(1 + (state >> 8) as usize % 40));
        }
        for tail in ["", "x", ",000", "1,000"] {
            text.push_str(&"9".repeat(3 * WINDOW));
            text.push_str(tail);
        }
        let options = Options::default();
        let stop = || false;
        let cx = Context::new(&text, &options, &stop);
        let starts = (0..text.len())
            .step_by(97)
            .filter(|&i| text.is_char_boundary(i));
        for at in starts {
            let plain = re.search(&Input::new(&text).range(at..));
            assert_eq!(search_at(&cx, &re, &text, at).unwrap(), plain, "from {at}");
        }
    }

    #[test]
    fn polled_sort_is_a_sort() {
        let options = Options::default();
        let stop = || false;
        let cx = Context::new("", &options, &stop);
        for len in [0, 1, ITEMS - 1, ITEMS, 3 * ITEMS + 5, 8 * ITEMS] {
            // Keys of many equal first fields, made unique by the index, as the callers' are.
            let items: Vec<(u32, usize)> = (0..len).map(|i| ((i * 7919 % 97) as u32, i)).collect();
            let mut polled = items.clone();
            sort_by_unique_key(&cx, &mut polled, |&key| key).unwrap();
            let mut plain = items;
            plain.sort();
            assert_eq!(polled, plain, "{len} items");
        }
    }
}
