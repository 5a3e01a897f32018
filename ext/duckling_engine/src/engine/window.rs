//! A long text is saturated window by window: each window's chart is built, its tokens turned into
//! candidates, and dropped before the next one is built, so a parse holds one window's chart at a time
//! (a megabyte or two, where a megabyte of dates built gigabytes) and its candidates; ranking then reads the
//! candidates of every window together, as it reads one chart's.
//!
//! Why the answer is the whole text's: a window *owns* the tokens that start in its own part of the text
//! (`owned`), and covers `owned.start` up to [`margin`] bytes past `owned.end`. A token built from several
//! items spans at most its language's `Lang::max_span` bytes, so every token an owned one is built from lies
//! in the covered part (a token of one regex match may reach further: it is read from the text, and what
//! would take it as an item would span more than that), where the window's chart
//! builds just what the whole text's chart builds: its rules read the real text around the window (edges,
//! look-aheads, blanks), the literal index is run over the covered part ([`MAX_LITERAL`] bytes past the last
//! item it must find; it reports the hits a run over the whole text reports there, in the same order), and
//! the regexes searched for over the whole text are searched so, once, by
//! [`Everywhere`], each window taking the matches that start in it. The chart's order of tokens over any
//! span, which decides their first derivation and the bounds per span, is its order in the whole text's
//! chart: a token is built only while tokens inside its span are taken from the agenda.
//!
//! A window ends where the byte before its end is no blank, so a token that starts at a blank and the same
//! token without it (`dims::resolve` strips blanks at entity edges) are owned by one window and ranked by
//! one chart.

use std::collections::VecDeque;
use std::ops::Range;

use super::chunked;
use super::context::Context;
use super::first_bytes::FirstBytes;
use super::grammar::{Grammar, RuleId};
use super::heads::MAX_LITERAL;
use super::kept::heap_bytes;
use super::rule::{Pattern, Value};
use super::text::is_range_valid;
use crate::Error;

/// Bytes a window owns (a little more, to end where no blank precedes). Windows of 512 B to 16 KB were
/// timed on 200 KB and 300 KB of dates and a megabyte of sentences (research/long-texts): from 1 KB down the
/// chart stays in the caches and a parse is a fifth to a quarter faster than with 4 KB; below it, the margin
/// rebuilt beside the next window (a tenth of the work at 1 KB, when every language's margin was the largest
/// language's) costs about what that saves. With English's margin, 512 and 2,048 bytes were no faster
/// (research/engine-profile, sixteenth round).
pub(crate) const OWNED: usize = 1024;

/// Bytes past its owned part that a window covers in a language whose tokens of several items span at most
/// `max_span` bytes (`Lang::max_span`): the longest token an owned one is built from, and the longest literal
/// the head index must see whole at its end. Half the largest span's for most languages, whose tokens in the
/// rest of it were built only to be dropped: lists of dates in English take 7–8 % fewer instructions than
/// with [`MAX_SPAN`](super::rule::MAX_SPAN) for every language (research/engine-profile, sixteenth round).
pub(crate) fn margin(max_span: usize) -> usize {
    max_span + MAX_LITERAL
}

/// One window: the tokens it keeps start in `owned`; its chart is built over `covered`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Window {
    pub owned: Range<usize>,
    pub covered: Range<usize>,
}

/// The window that starts at `from` (0, or where the one before it ended) and owns about `owned` bytes.
/// Together the windows' owned parts are the text; an empty text has one empty window.
pub(crate) fn window_at(text: &str, from: usize, owned: usize, margin: usize) -> Window {
    let end = cut_at_or_after(text, from.saturating_add(owned.max(1)));
    Window {
        owned: from..end,
        covered: from..ceil_char_boundary(text, end.saturating_add(margin)),
    }
}

impl Window {
    /// Where the next window starts, if there is one.
    pub fn next_start(&self, text: &str) -> Option<usize> {
        (self.owned.end < text.len()).then_some(self.owned.end)
    }
}

/// The first position at or after `at` where a window may end: a character boundary after a byte that is
/// no blank, or the end of the text.
fn cut_at_or_after(text: &str, at: usize) -> usize {
    if at >= text.len() {
        return text.len();
    }
    // One tight scan, even over a megabyte of blanks; a byte after a non-blank one that is inside a character
    // follows a byte of that character, no blank either.
    let bytes = &text.as_bytes()[at.max(1) - 1..];
    match bytes.iter().position(|b| !matches!(b, b' ' | b'\t')) {
        Some(i) => ceil_char_boundary(text, at.max(1) + i),
        None => text.len(),
    }
}

fn ceil_char_boundary(text: &str, at: usize) -> usize {
    (at..text.len())
        .find(|&c| text.is_char_boundary(c))
        .unwrap_or(text.len())
}

/// The matches of the head regexes that have no literal prefix (see [`heads`](super::heads)), found as
/// Duckling's `matchAll` finds them in the whole text (each from the end of the previous one, kept when its
/// range is valid), searched lazily as the windows move on and forgotten once behind them.
pub(crate) struct Everywhere<'g> {
    /// The searches whose regex may match in this text, the first [`Everywhere::live`] of them, in the grammar's
    /// order; the others need a byte it lacks (most sentences have no digit and no `@`) or two side by side
    /// (a "." and a digit after it) and are never set up.
    /// Past them, the room earlier texts' searches grew.
    searches: Vec<Search<'g>>,
    /// How many of `searches` are this text's.
    live: usize,
    /// The bytes the text holds: a regex needing a byte it lacks matches nowhere in it.
    pub present: FirstBytes,
    /// The matches of the literal-headed regexes, which the chart finds itself, as far as the next window needs
    /// them.
    pub chains: Chains,
}

/// Where the `matchAll` of each literal-headed regex stands at the end of a window, for the next one.
///
/// The chart tries such a regex where its literal index finds one of its prefixes (`heads`), but Duckling's
/// `matchAll` goes on from the end of each match, valid or not, so a match that starts inside an earlier one
/// of the same regex is never found: "29/11/2026" gives the fraction "29/11", not "11/2026" too. A window
/// decides the hits before `decided_to` in order; the next one starts before that, and takes the matches
/// found there from `found` instead of deciding them again without the earlier matches it cannot see.
#[derive(Default)]
pub(crate) struct Chains {
    /// Hits before this byte were decided by the last window (none: 0).
    pub decided_to: usize,
    /// Every match (rule, start, end) the last window's `matchAll`s found, by rule and start.
    pub found: Vec<(u32, usize, usize)>,
}

impl Chains {
    /// Where the last window's match of `rule` at `start` ends, if `matchAll` found one there.
    pub fn found_at(&self, rule: u32, start: usize) -> Option<usize> {
        let i = self
            .found
            .binary_search_by_key(&(rule, start), |&(r, s, _)| (r, s))
            .ok()?;
        Some(self.found[i].2)
    }
}

/// One regex's `matchAll`, as far as the windows have needed it.
struct Search<'g> {
    /// The rule the regex heads.
    rule: RuleId,
    /// Compiled only when searched: a text without the bytes its matches need never compiles it.
    pattern: &'g Pattern,
    /// Where the next search starts.
    at: usize,
    exhausted: bool,
    /// The valid matches found and not yet behind the windows.
    found: VecDeque<Range<usize>>,
}

/// No search yet: [`Everywhere::restart`] gives it its text.
impl Default for Everywhere<'_> {
    fn default() -> Self {
        Everywhere {
            searches: Vec::new(),
            live: 0,
            present: FirstBytes::empty(),
            chains: Chains::default(),
        }
    }
}

impl<'g> Everywhere<'g> {
    /// The searches of `grammar`'s everywhere-searched head regexes (in its order) over `text`.
    #[cfg(test)]
    pub fn new<V: Value>(grammar: &'g Grammar<V>, text: &str) -> Self {
        let mut everywhere = Everywhere::default();
        everywhere.restart(grammar, text);
        everywhere
    }

    /// The same as [`Everywhere::new`], in the room these searches grew (a parse keeps it for the next one).
    pub fn restart<V: Value>(&mut self, grammar: &'g Grammar<V>, text: &str) {
        // A text holds no match of a regex if no byte of it can begin one (most sentences have no digit), or if
        // it lacks a byte every match holds (most have no `@`). Only the others are set up: setting up every
        // search was a third of the parse of a text with nothing to find. Nor is one whose matches hold two bytes
        // side by side that the text never holds so (a "." and a digit after it): a sentence that ends with "."
        // and holds a number has no decimal, url or "10.30" (a tenth of a short parse: research/engine-profile).
        // Nor is one whose rule says the text lacks what its production needs (`Rule::only_in`: most sentences
        // with a number have no room for a phone number, and searching them for one was 1.7 % of the utterances'
        // instructions, research/engine-profile, nineteenth round).
        let present = FirstBytes::present_in(text);
        let mut pairs_held = None;
        self.live = 0;
        for head in grammar.everywhere_heads() {
            let pairs = head.pairs;
            if !present.meets(&head.first)
                || !present.meets_all(&head.required)
                || (pairs != 0
                    && *pairs_held.get_or_insert_with(|| grammar.pairs_held_in(text)) & pairs
                        != pairs)
                || grammar
                    .rule(head.rule)
                    .only_in
                    .as_ref()
                    .is_some_and(|holds| !holds(text))
            {
                continue;
            }
            let (rule, pattern) = (head.rule, grammar.head_regex(head.rule));
            match self.searches.get_mut(self.live) {
                // A search keeps the room its matches grew.
                Some(search) => {
                    search.rule = rule;
                    search.pattern = pattern;
                    search.at = 0;
                    search.exhausted = false;
                    search.found.clear();
                }
                None => self.searches.push(Search {
                    rule,
                    pattern,
                    at: 0,
                    exhausted: false,
                    found: VecDeque::new(),
                }),
            }
            self.live += 1;
        }
        self.present = present;
        self.chains.decided_to = 0;
        self.chains.found.clear();
    }

    /// The `k`-th search whose regex may match in this text ([`Everywhere::starting_in`]'s index, the rule it
    /// heads and the regex), `None` past the last.
    pub fn live(&self, k: usize) -> Option<(usize, RuleId, &'g Pattern)> {
        let search = self.searches[..self.live].get(k)?;
        Some((k, search.rule, search.pattern))
    }

    /// About how many bytes it holds.
    pub fn bytes(&self) -> usize {
        heap_bytes(&self.searches)
            + self
                .searches
                .iter()
                .map(|s| s.found.capacity() * size_of::<Range<usize>>())
                .sum::<usize>()
            + heap_bytes(&self.chains.found)
    }

    /// The valid matches of the `i`-th regex that start in `range`; later calls must ask for ranges that do
    /// not start before this one (matches that start before it are forgotten).
    pub fn starting_in(
        &mut self,
        i: usize,
        range: &Range<usize>,
        cx: &Context,
    ) -> Result<impl Iterator<Item = Range<usize>> + '_, Error> {
        let text = cx.text;
        let search = &mut self.searches[i];
        while search.found.front().is_some_and(|r| r.start < range.start) {
            search.found.pop_front();
        }
        while !search.exhausted && search.found.back().is_none_or(|r| r.start < range.end) {
            // A search from the text's end could only find an empty match, which ends `matchAll` as nothing does.
            let Some(found) = (search.at < text.len())
                .then(|| chunked::search_at(cx, search.pattern.re(), text, search.at))
                .transpose()?
                .flatten()
            else {
                search.exhausted = true;
                break;
            };
            // An empty match ends Duckling's `matchAll` (regex-pcre's: it retries at the same place for a
            // non-empty match anchored there, and returns what it has when there is none, which for a greedy
            // regex there never is): "(\(|（)?" finds the "（" of "（火）に" but not that of "x（火）に".
            if found.is_empty() {
                search.exhausted = true;
                break;
            }
            search.at = found.end;
            if is_range_valid(text, found.start, found.end, cx.options.locale.lang.edges()) {
                search.found.push_back(found);
            }
        }
        // Matches are found left to right and do not overlap: those that start in `range` lead the queue.
        let end = range.end;
        Ok(search
            .found
            .iter()
            .take_while(move |r| r.start < end)
            .cloned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owned_parts_tile_the_text_and_end_after_no_blank() {
        let margin = margin(crate::options::Lang::En.max_span());
        for text in [
            "",
            "a",
            "ab  cd\t\tef é ",
            &"x y  ".repeat(50),
            &" ".repeat(40),
        ] {
            for owned in [1, 3, 7, 64] {
                let mut found: Vec<Window> = Vec::new();
                let mut start = Some(0);
                while let Some(from) = start {
                    let w = window_at(text, from, owned, margin);
                    start = w.next_start(text);
                    found.push(w);
                }
                assert_eq!(found[0].owned.start, 0);
                assert_eq!(found.last().unwrap().owned.end, text.len());
                for pair in found.windows(2) {
                    assert_eq!(pair[0].owned.end, pair[1].owned.start, "{text:?}");
                    let before = text.as_bytes()[pair[0].owned.end - 1];
                    assert!(before != b' ' && before != b'\t', "{text:?} {owned}");
                }
                for w in &found {
                    assert!(w.owned.end >= (w.owned.start + owned).min(text.len()));
                    assert_eq!(w.covered.start, w.owned.start);
                    let reach = (w.owned.end + margin).min(text.len());
                    assert!(w.covered.end >= reach && text.is_char_boundary(w.covered.end));
                }
            }
        }
    }
}
