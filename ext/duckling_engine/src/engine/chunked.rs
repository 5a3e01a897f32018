//! Scans of the whole text that poll the cancel probe as they go: regex searches and byte scans run over
//! windows of a few kilobytes with a probe call between two windows, so that a cancelled parse stops
//! within microseconds even where the text holds nothing to find (a megabyte of prose has no currency).
//!
//! Work that grows with the text in one call polls here too: [`sort_by_key`] is a merge sort with probe
//! calls between merges, and [`reserve`] and [`extend`] grow long vectors item by item rather than in one
//! copy of many megabytes. Loops over matches poll once per match themselves; [`every`] thins that out
//! for loops whose items cost only a few nanoseconds.
//!
//! Every dimension that reads the raw text, and the engine's own passes over all candidates, use it.
//!
//! A windowed regex search returns what a search of the whole text returns, provided no match the regex
//! could make is longer than [`REACH`] bytes: a window that finds nothing is followed by one overlapping it
//! by `REACH`, and a match ending within `REACH` of a window's end is searched again in the whole text (so
//! a megabyte of digits is still one `[0-9]+` match, read in one search). Only regexes without end
//! assertions (`$`, a trailing `\b`) may be searched this way: a window's end is not the text's end.

use std::ops::Range;

use regex::{Captures, Match, Regex};
use regex_automata::{Input, meta};

use crate::Error;
use crate::engine::context::Context;

/// Bytes a search advances between two probe calls: a few µs of regex work, about one of byte scanning.
/// Under 4 KB, so that even a text with nothing to find is polled at least once per 4 KB.
const WINDOW: usize = 3 * 1024;

/// The longest match a windowed search reads correctly wherever the window ends. Entities are far shorter;
/// longer matches are runs of digits or spaces, which touch the window's end and are searched again whole.
/// Windows overlap by this much when they find nothing, which costs a sixth more regex work.
const REACH: usize = 512;

/// How many cheap items a loop handles between two probe calls (see [`every`]).
const ITEMS: usize = 1024;

/// `re.find_at(hay, at)`, polling between windows.
pub(crate) fn find_at<'h>(
    cx: &Context,
    re: &Regex,
    hay: &'h str,
    at: usize,
) -> Result<Option<Match<'h>>, Error> {
    let search = |hay: &'h str, at| re.find_at(hay, at).map(|m| (m, m.end()));
    Ok(match windowed(cx, hay, at, search)? {
        Window::Inside(m) => Some(m),
        Window::AtCut(..) => search(hay, at).map(|(m, _)| m),
        Window::Nothing => None,
    })
}

/// The range of `re.find_at(hay, at)`, polling between windows and through long runs of bytes that
/// satisfy `in_run`: a megabyte of digits is one `[0-9]+` match. `re` must read the rest of a match the
/// same way from any byte of such a run, as long as one byte of the run is left (no look-behind inside
/// the run, no bound on its length); its match is then the run's start to the end of the match that
/// starts at the run's last byte.
pub(crate) fn find_range_at(
    cx: &Context,
    re: &Regex,
    hay: &str,
    at: usize,
    in_run: impl Fn(u8) -> bool + Copy,
) -> Result<Option<Range<usize>>, Error> {
    let search = |hay, at| re.find_at(hay, at).map(|m| (m.range(), m.end()));
    Ok(match windowed(cx, hay, at, search)? {
        Window::Inside(range) => Some(range),
        Window::AtCut(range, cut)
            if hay.as_bytes()[range.start..cut].iter().all(|&b| in_run(b)) =>
        {
            let last = run_end(cx, hay.as_bytes(), cut, in_run)? - 1;
            match find_range_at(cx, re, hay, last, in_run)? {
                Some(rest) if rest.start == last => Some(range.start..rest.end),
                _ => search(hay, at).map(|(range, _)| range),
            }
        }
        Window::AtCut(..) => search(hay, at).map(|(range, _)| range),
        Window::Nothing => None,
    })
}

/// `re.captures_at(hay, at)`, polling between windows.
pub(crate) fn captures_at<'h>(
    cx: &Context,
    re: &Regex,
    hay: &'h str,
    at: usize,
) -> Result<Option<Captures<'h>>, Error> {
    let search = |hay: &'h str, at| {
        re.captures_at(hay, at).map(|caps| {
            let end = caps.get(0).map_or(at, |m| m.end());
            (caps, end)
        })
    };
    Ok(match windowed(cx, hay, at, search)? {
        Window::Inside(caps) => Some(caps),
        Window::AtCut(..) => search(hay, at).map(|(caps, _)| caps),
        Window::Nothing => None,
    })
}

/// The range of the first match of `re` (a rule's head regex, see [`chart`](super::chart)) at or after `at`,
/// as a search of the whole text finds it, polling between windows.
pub(crate) fn search_at(
    cx: &Context,
    re: &meta::Regex,
    hay: &str,
    at: usize,
) -> Result<Option<Range<usize>>, Error> {
    let search = |hay: &str, at| {
        re.search(&Input::new(hay).range(at..))
            .map(|m| (m.range(), m.end()))
    };
    Ok(match windowed(cx, hay, at, search)? {
        Window::Inside(range) => Some(range),
        Window::AtCut(..) => search(hay, at).map(|(range, _)| range),
        Window::Nothing => None,
    })
}

/// What a windowed search found.
enum Window<T> {
    /// A match that is the whole text's match too.
    Inside(T),
    /// A match that ends within [`REACH`] of the window's end (the second field): it may continue past
    /// the window, or a longer reading may, so the caller reads it again.
    AtCut(T, usize),
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
            Some((found, _)) => return Ok(Window::AtCut(found, cut)),
            // Nothing starts here, save a match longer than REACH crossing the cut: go on from
            // REACH before the cut, which is still WINDOW bytes further on.
            None => at = floor_char_boundary(hay, cut - REACH),
        }
    }
}

/// The first position at or after `at` whose byte satisfies `wanted`, polling between windows.
pub(crate) fn position(
    cx: &Context,
    bytes: &[u8],
    mut at: usize,
    wanted: impl Fn(u8) -> bool,
) -> Result<Option<usize>, Error> {
    while at < bytes.len() {
        cx.check_cancel()?;
        let end = bytes.len().min(at + WINDOW);
        if let Some(offset) = bytes[at..end].iter().position(|&b| wanted(b)) {
            return Ok(Some(at + offset));
        }
        at = end;
    }
    Ok(None)
}

/// Where the run of bytes satisfying `in_run` that starts at `at` ends, polling between windows.
pub(crate) fn run_end(
    cx: &Context,
    bytes: &[u8],
    at: usize,
    in_run: impl Fn(u8) -> bool,
) -> Result<usize, Error> {
    Ok(position(cx, bytes, at, |b| !in_run(b))?.unwrap_or(bytes.len()))
}

/// Polls the probe on every [`ITEMS`]-th item of a loop whose items are too cheap to poll each.
pub(crate) fn every(cx: &Context, item: usize) -> Result<(), Error> {
    if item % ITEMS == 0 {
        cx.check_cancel()
    } else {
        Ok(())
    }
}

/// Sorts `items` stably by `key`, as `sort_by_key` does, polling as it goes: runs of [`ITEMS`] are sorted
/// whole, then merged pairwise with a probe call every [`ITEMS`] items moved.
pub(crate) fn sort_by_key<T: Clone, K: Ord>(
    cx: &Context,
    items: &mut Vec<T>,
    key: impl Fn(&T) -> K,
) -> Result<(), Error> {
    for run in items.chunks_mut(ITEMS) {
        cx.check_cancel()?;
        run.sort_by_key(&key);
    }
    let mut width = ITEMS;
    let mut merged: Vec<T> = Vec::with_capacity(items.len());
    while width < items.len() {
        merged.clear();
        for pair in items.chunks(2 * width) {
            let (mut left, mut right) = pair.split_at(width.min(pair.len()));
            while let (Some(l), Some(r)) = (left.first(), right.first()) {
                every(cx, merged.len())?;
                // Ties go to the left run, which keeps the sort stable.
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
    Ok(())
}

/// Makes room for `additional` more items in `items`, polling as it goes. A full vector grows by moving
/// its items one by one into one twice as large, with a probe call every [`ITEMS`] items: `Vec`'s own
/// growth copies them in one go, which takes milliseconds for a few hundred thousand matches.
pub(crate) fn reserve<T>(cx: &Context, items: &mut Vec<T>, additional: usize) -> Result<(), Error> {
    if items.capacity() - items.len() >= additional {
        return Ok(());
    }
    let mut larger = Vec::with_capacity((2 * items.capacity()).max(items.len() + additional));
    for (i, item) in std::mem::take(items).into_iter().enumerate() {
        every(cx, i)?;
        larger.push(item);
    }
    *items = larger;
    Ok(())
}

/// `items.extend(more)`, polling as it goes (see [`reserve`]).
pub(crate) fn extend<T>(cx: &Context, items: &mut Vec<T>, more: Vec<T>) -> Result<(), Error> {
    reserve(cx, items, more.len())?;
    for (i, item) in more.into_iter().enumerate() {
        every(cx, i)?;
        items.push(item);
    }
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

    /// Every search from every start agrees with the plain search, across window edges.
    #[test]
    fn windowed_search_finds_what_a_plain_search_finds() {
        let re = Regex::new(r"[0-9]+(?:,[0-9]{3})+|[0-9]+|a\s+dozen|dozen|é+").unwrap();
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
            let plain = re.find_at(&text, at).map(|m| m.range());
            let windowed = find_at(&cx, &re, &text, at).unwrap().map(|m| m.range());
            assert_eq!(windowed, plain, "from {at}");
            let through_runs = find_range_at(&cx, &re, &text, at, |b| b.is_ascii_digit()).unwrap();
            assert_eq!(through_runs, plain, "from {at}, through runs");
        }
    }

    /// A regex shaped like a number finder's atoms (digit runs with separators, words, a phrase with a blank),
    /// through digit runs of every length, across window edges.
    #[test]
    fn number_atoms_are_found_as_a_plain_search_finds_them() {
        let re = &Regex::new(
            r"[0-9]+(?:\.[0-9]+){2,}|[0-9]+(?:/[0-9]+){2,}|[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?|\.[0-9]+|a\s+dozen|forty|k",
        )
        .unwrap();
        let pieces = [
            " ", "x", "1", "12,345", ".5", "1.2.3", "1/2/3", "3/4", "a  dozen", "forty", "someone",
            "k", "é", "-",
        ];
        let mut text = String::new();
        let mut state: u64 = 11;
        while text.len() < 4 * (WINDOW + REACH) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let piece = pieces[(state % pieces.len() as u64) as usize];
            text.push_str(&piece.repeat(1 + (state >> 8) as usize % 30));
            if state % 50 == 0 {
                text.push_str(&"7".repeat(WINDOW + (state >> 20) as usize % (2 * WINDOW)));
            }
        }
        let options = Options::default();
        let stop = || false;
        let cx = Context::new(&text, &options, &stop);
        let starts = (0..text.len())
            .step_by(61)
            .filter(|&i| text.is_char_boundary(i));
        for at in starts {
            let plain = re.find_at(&text, at).map(|m| m.range());
            let found = find_range_at(&cx, re, &text, at, |b| b.is_ascii_digit()).unwrap();
            assert_eq!(found, plain, "from {at}");
        }
    }

    #[test]
    fn polled_sort_is_a_stable_sort() {
        let options = Options::default();
        let stop = || false;
        let cx = Context::new("", &options, &stop);
        for len in [0, 1, ITEMS - 1, ITEMS, 3 * ITEMS + 5, 8 * ITEMS] {
            let items: Vec<(u32, usize)> = (0..len).map(|i| ((i * 7919 % 97) as u32, i)).collect();
            let mut polled = items.clone();
            sort_by_key(&cx, &mut polled, |&(k, _)| k).unwrap();
            let mut plain = items;
            plain.sort_by_key(|&(k, _)| k);
            assert_eq!(polled, plain, "{len} items");
        }
    }

    #[test]
    fn polled_growth_keeps_every_item_in_order() {
        let options = Options::default();
        let stop = || false;
        let cx = Context::new("", &options, &stop);
        let mut items = Vec::new();
        for i in 0..3 * ITEMS {
            reserve(&cx, &mut items, 1).unwrap();
            items.push(i);
        }
        extend(&cx, &mut items, (3 * ITEMS..5 * ITEMS).collect()).unwrap();
        assert_eq!(items, (0..5 * ITEMS).collect::<Vec<_>>());
    }

    #[test]
    fn byte_scans_poll_between_windows() {
        let text = "x".repeat(10 * WINDOW) + "1";
        let options = Options::default();
        let calls = std::cell::Cell::new(0);
        let probe = || {
            calls.set(calls.get() + 1);
            false
        };
        let cx = Context::new(&text, &options, &probe);
        let bytes = text.as_bytes();
        assert_eq!(
            position(&cx, bytes, 0, |b| b == b'1').unwrap(),
            Some(10 * WINDOW)
        );
        assert_eq!(calls.get(), 11);
        assert_eq!(run_end(&cx, bytes, 0, |b| b == b'x').unwrap(), 10 * WINDOW);
        assert_eq!(position(&cx, bytes, 0, |b| b == b'2').unwrap(), None);
    }
}
