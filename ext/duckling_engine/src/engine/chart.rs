//! Saturation: every token the rules can build over the text, as Duckling's `Engine.hs` builds its stash, but
//! indexed and bounded.
//!
//! Duckling runs passes until one adds nothing: each pass starts every rule anywhere and retries every partial
//! match against the new tokens. This chart reaches the same closure with an agenda instead:
//! - rules headed by a regex start where their regex matches; the literal prefixes of all head regexes are
//!   indexed (`heads`), so a regex is only tried, anchored, where one of its prefixes starts and no earlier
//!   match of it reaches (Duckling's `matchAll` goes on from the end of each match); a head regex
//!   without literal prefixes (Duckling's email and url regexes) is searched for over the whole text as
//!   Duckling does, each match from the end of the previous one, in windows that poll the cancel probe
//!   (`window::Everywhere`, which serves those matches to the chart of each window of a long text);
//! - each new token starts the rules headed by a predicate of its kind, and completes the partial matches
//!   waiting for a token of its kind where it starts (partials are indexed by that position and kind);
//! - a regex later in a pattern is tried, anchored, only where the previous item ended, and only where a byte
//!   its matches can begin with stands there (`first_bytes`); a rule headed by a token whose next item is a
//!   regex is not started at all where that regex cannot begin;
//! - a regex item's groups are read only when a production asks for one ([`RegexMatch`]).
//!
//! Items are adjacent when only spaces or tabs lie between them, as in Duckling (`Document.isAdjacent`), and
//! a token that itself starts with some of them meets the item before where they end ([`Chart::meets_at`]); a
//! regex match must change character class at both of its edges (`isRangeValid`: letter, digit, or another
//! character) — "3pm" holds "3" and "pm", "a4" holds neither.
//!
//! Bounds, so that the work is linear in the text for a fixed grammar, whatever the text:
//! - a token built from several items spans at most [`MAX_SPAN`] bytes (the longest examples of Duckling's
//!   corpora are its numbers in words: 74 bytes in English, 100 in Polish, 141 in Greek, 159 in Thai, whose
//!   letters take two or three bytes; entities in running text are shorter); a longer one is not built;
//! - over one span, tokens of one kind with equal values are one token (the first derivation is the one parsed
//!   on: equal values resolve alike; up to [`MAX_ALTERNATIVES`] other derivations, by other rules or by the
//!   same rule from other items, are kept beside it for the ranker), and at most [`MAX_PER_SPAN`] different
//!   values of a kind are kept over one span;
//!   a text where either bound binds is reported by [`Chart::truncated`], never silently;
//! - over one span, a chain of [`TWINS_FROM`] parts or more whose value means what another chain's there means
//!   ([`Value::same_meaning`]: the same dates intersected in another nesting or order) is a *twin*: kept, so
//!   that it is ranked and may be the answer as before, but never paired, since whatever it would build its
//!   twin builds in the same meaning. Answers are unchanged on every corpus line and oracle text
//!   (`corpus_pass dump-all`); a list of dates no longer pairs every nesting of each stretch with every
//!   nesting of the next (research/list-texts);
//! - a window that takes more than [`OVERLOAD_PER_BYTE`] steps per byte, or holds more than [`NODES_PER_BYTE`]
//!   tokens per byte (no real text comes near either) builds no chain of more than two parts from then on, and
//!   the next window starts so while this one refused many ([`Overload`]), or where resolving this one's time
//!   values looked up more than [`RESOLVED_PER_BYTE`] values or searched more than [`SEARCHED_PER_BYTE`] steps
//!   a byte: a list of times is then read in pieces, in linear work.
//!
//! A chart covers the whole text or one window of it ([`window`](super::window)): a parse keeps one window's
//! chart at a time, so its memory is bounded by the window, not the text.
//!
//! The cancel probe is polled every [`POLL_EVERY`] steps: head candidates, matches and agenda steps.

use std::collections::VecDeque;
use std::ops::Range;

use super::context::Context;
use super::grammar::{Chaining, Grammar, HeadShare, RuleId};
use super::heads::{Hits, MAX_LITERAL};
use super::kept::{KEPT_BYTES, heap_bytes};
use super::lists::{Cursor, DenseLists, Lists};
use super::rule::{Item, MAX_ITEMS, MAX_SPAN, Matched, Pattern, RegexMatch, Value};
use super::text::{ascii_class, edge_is_valid, is_range_valid};
use super::window::Everywhere;
use crate::Error;
use crate::options::Edges;

/// How many different values of one kind the chart keeps over one span.
pub(crate) const MAX_PER_SPAN: usize = 8;

/// Other derivations of a token's value kept for the ranker (see [`Node::alternatives`]).
pub(crate) const MAX_ALTERNATIVES: usize = 3;

/// Chains of this many parts or more whose values mean the same are twins (see [`Chart::produce`]): a list
/// of dates derives each stretch in many shapes, and each shape of one stretch paired with each shape of the
/// next. Two-part chains (a∩b against b∩a) would do as well on every corpus line and oracle text
/// (`corpus_pass dump-all` is the same either way) and spare lists little more; three keeps the running
/// text, where two readings of a pair are common, building exactly as before.
const TWINS_FROM: u8 = 3;

/// Agenda steps between two probe calls: a few microseconds of work.
const POLL_EVERY: usize = 256;

/// Steps a window's chart may take per byte it covers (and [`OVERLOAD_FLOOR`] in any window) before it is
/// *overloaded*: from then on it builds no chain of more than two parts (see [`Overload`]). The densest real
/// text measured takes 22 steps a byte in its busiest window (test/oracle/residue.txt joined into one text;
/// every set of test/oracle and xSID so joined answers alike with and without the bound), a corpus line at most
/// 3,760 steps; lists of times 120 to 500 a byte (research/list-texts).
const OVERLOAD_PER_BYTE: usize = 32;
const OVERLOAD_FLOOR: usize = 8_000;

/// Tokens a window's chart may hold per byte it covers (and [`NODES_FLOOR`] in any window) before it is
/// overloaded too. A list of times whose every step is dear stays under [`OVERLOAD_PER_BYTE`] (22–32 steps a
/// byte) while it builds 4.4–11 tokens a byte, each compared with the many values over its span ("tonite ",
/// "lato ", "le 15 février le matin, ": 8–10 ms a KB). The densest real text builds 2.9 tokens a byte in its
/// busiest window (test/oracle/residue.txt joined into one text; every set of test/oracle so joined answers
/// alike with and without this), a corpus line at most 458 tokens (research/list-texts).
const NODES_PER_BYTE: usize = 4;
const NODES_FLOOR: usize = 1_000;

/// Chains an overloaded window refuses, past which the next window starts overloaded: a long list trips the
/// bound once, not once a window, and the text after it is read whole again from the window after the one
/// where the list ends.
const STAYS_OVERLOADED: usize = 256;

/// Wrappers an overloaded window nests ("at 5pm" is "at <time>" around "<time> pm" around "5"): a run of words
/// that each wrap the time after them nested without end, each passing on its token's parts ("오전 오전 …",
/// Korean "am" holds "전", "before": 740 ms a KB).
const MAX_WRAPS: u8 = 2;

/// Time values a window's tokens may have looked up to be resolved, per byte it owns, past which the next window
/// starts overloaded too. A list whose chart stays light may still chain one time into intervals of every
/// stretch up to [`Value::max_parts`] items, each one resolved and, in the resolutions' memo, hashed and
/// compared: "EOY " repeated looks up 8 times a byte (14 ms a KB), "last week-end in October, " 6 (25 ms a
/// KB). The busiest window of real text looks up 1.9 a byte (every set of test/oracle joined into one text;
/// they answer alike with and without this), a corpus line at most 1. A window of a few bytes (only tests make
/// them) may look up [`RESOLVED_FLOOR`]: a token that starts in it may be many.
const RESOLVED_PER_BYTE: usize = 4;
const RESOLVED_FLOOR: usize = 1_000;

/// Steps the searches of a window's time values may take (`time::series::Stop`), per byte it owns, past which
/// the next window starts overloaded too. A list of values that each have no instance and are searched to
/// Duckling's bounds stays under [`RESOLVED_PER_BYTE`] when its items do not repeat (the resolutions' memo spares
/// nothing): "the third day of march to the second monday of next year to …", intervals to the nth day of
/// intervals nested four deep, took 29 s a megabyte, with windows of 30 to 290 steps a byte. The busiest window
/// of real text takes 54 (every set of test/oracle joined into one text, which answer alike with and without
/// this), a corpus line at most 3,476 steps in all, under [`SEARCHED_FLOOR`].
const SEARCHED_PER_BYTE: u64 = 128;
const SEARCHED_FLOOR: u64 = 8_192;

pub(crate) type NodeId = u32;

/// One item of a derivation: a token of the chart or a regex match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Child {
    Node(NodeId),
    Text(u32),
}

/// A token of the chart: the value a rule produced over a byte range, and how.
#[derive(Debug)]
pub(crate) struct Node<V> {
    pub range: Range<usize>,
    pub value: V,
    pub rule: RuleId,
    /// Where its items are in the chart's [`Chart::children`] (one vector for every node's: a vector per node
    /// was an allocation per token).
    children: Children,
    /// Other derivations of the same value over the same span (at most [`MAX_ALTERNATIVES`]), by other rules or
    /// by the same rule from other items: one token to parse on, but each is a parse the ranker scores and
    /// trains on, as Duckling's separate nodes are ("this <part-of-day>" over Turkish "gece" read as "night"
    /// and as "part of days" is two nodes to Duckling, each with its own feature).
    alternatives: Vec<(RuleId, Children)>,
    /// How many tokens its first derivation chains (see [`Chart::within_parts`]).
    parts: Parts,
}

/// How many tokens a token chains (see [`Chart::within_parts`]): 1 unless a rule that chains ([`Chaining`])
/// built it, else the sum of its tokens' parts.
#[derive(Debug, Clone, Copy)]
struct Parts {
    /// Through chains of one kind: what bounds a chain in any window.
    one_kind: u8,
    /// Through every rule that chains, accumulations and wrappers included: what an overloaded window bounds.
    any: u8,
    /// How many rules that wrap a token of its kind ([`Chaining::Wraps`]) built it one inside the other: an
    /// overloaded window nests at most [`MAX_WRAPS`].
    wraps: u8,
}

impl Parts {
    const ONE: Parts = Parts {
        one_kind: 1,
        any: 1,
        wraps: 0,
    };
    /// Of a partial that has taken no token yet.
    const NONE: Parts = Parts {
        one_kind: 0,
        any: 0,
        wraps: 0,
    };

    /// The parts of two tokens together, and the deeper of their wrappers.
    fn and(self, other: Parts) -> Parts {
        Parts {
            one_kind: self.one_kind.saturating_add(other.one_kind),
            any: self.any.saturating_add(other.any),
            wraps: self.wraps.max(other.wraps),
        }
    }
}

/// A derivation's items: a range of the chart's children.
type Children = Range<u32>;

/// A rule matched up to (not including) item `next`, over `start..end`. Its items so far are the chain of
/// [`Link`]s ending at `route`: partials that extend one prefix share it, so a partial is copied, never its
/// items.
#[derive(Clone, Copy)]
struct Partial {
    rule: RuleId,
    /// Below [`MAX_ITEMS`].
    next: u16,
    /// The parts of the tokens among its items so far (see [`Node::parts`]), which [`Chart::within_parts`]
    /// asks of every token it may take next: carried, in what would be padding, rather than read back along
    /// the route.
    parts: Parts,
    start: usize,
    end: usize,
    route: u32,
}

// A partial is copied into every waiting list it joins: it stays four words.
const _: () = assert!(std::mem::size_of::<Partial>() == 32);

/// One item of a partial's route and the link of the items before it ([`NO_LINK`] for the first).
struct Link {
    parent: u32,
    child: Child,
}

const NO_LINK: u32 = u32::MAX;

/// The saturated chart of one text.
pub(crate) struct Chart<'g, 't, V: Value> {
    grammar: &'g Grammar<V>,
    text: &'t str,
    /// Where the language lets a match begin or end.
    edge_rule: Edges,
    /// The longest span, in bytes, of a token built from several items in the language (at most [`MAX_SPAN`]).
    max_span: usize,
    /// What it builds in (given back for the next chart by [`Chart::into_room`]), boxed: a room is a few
    /// hundred bytes, and a parse moved it in and out of its thread's keeping several times.
    room: Box<Room<'g, V>>,
    starts_at: usize,
    /// The end of the window (`covered.end`).
    ends_at: usize,
    /// The last byte [`Chart::mark_edges`] marked.
    edges_end: usize,
    /// Nodes below this id have been taken from the agenda: a new partial meets them itself, while later
    /// ones meet it when the agenda reaches them (so each pairing happens once).
    done: NodeId,
    steps: usize,
    truncated: bool,
    overload: Overload,
}

/// Whether a window's chart builds chains of more than two parts. A list of times grows the chart
/// quadratically within `max_span`: every stretch of it is a chain of the stretches inside it, each in several
/// readings (a realistic schedule of 9 KB cost 87 ms a KB, "from 3 to 5pm " 120). No corpus line nor oracle text
/// comes near [`OVERLOAD_PER_BYTE`]; a window that does is read, from then on, in chains of one or two items, as
/// a list is in pieces: the entities over its stretches are those built before, and its items and pairs.
/// Duckling itself does not finish 100 bytes of such a list in minutes.
#[derive(Clone, Copy, Default)]
struct Overload {
    /// The step past which the window is overloaded.
    at: usize,
    /// The number of tokens past which it is.
    nodes_at: usize,
    overloaded: bool,
    /// Chains refused since.
    refused: usize,
    /// Whether resolving the window's tokens looked up more than [`RESOLVED_PER_BYTE`] time values a byte or
    /// searched more than [`SEARCHED_PER_BYTE`] steps a byte.
    resolved_much: bool,
}

/// The vectors and maps a chart builds in, without what borrows its text or grammar: kept from one parse to
/// the next on a thread (`crate::parse`), a sentence's chart starts with the room the last one grew instead of
/// allocating and freeing its own (a twentieth of a short parse). A room past [`KEPT_BYTES`] is not kept.
pub(crate) struct Room<'g, V: Value> {
    nodes: Vec<Node<V>>,
    /// Every regex match a derivation used (of the grammar's patterns: a room goes with the grammars, which
    /// live as long as the process).
    texts: Vec<RegexMatch<'g>>,
    /// The items of every derivation, one after the other (see [`Node::children`]).
    children: Vec<Child>,
    links: Vec<Link>,
    /// The route of the partial being produced, reused across productions.
    route: Vec<Child>,
    /// Tokens by where they start and their kind (see [`Chart::slot`]).
    by_start: DenseLists<NodeId>,
    by_span: Lists<(usize, usize, V::Kind), NodeId>,
    /// Partials waiting for a token of a kind, by the first position after their end that is not a blank.
    waiting: DenseLists<Partial>,
    agenda: VecDeque<NodeId>,
    /// The literal index's hits in the window.
    hits: Hits,
    /// The matches their `matchAll`s find (see [`Chains`](super::window::Chains)): (rule, start, end).
    found: Vec<(RuleId, usize, usize)>,
    /// The head regexes' matches in the window, before the rules they head are started.
    heads: Vec<(RuleId, Range<usize>, Child)>,
    /// The rules whose head regex heads later rules too ([`HeadShare::Leads`]), with where their matches are in
    /// `found` and in the head matches, for the later rules to take.
    led: Vec<(RuleId, Range<usize>, Range<usize>)>,
    /// Where they start, one bit a byte from the chart's `starts_at`: the only places a token starts.
    starts: Vec<u64>,
    /// Where a regex match may begin or end ([`edge_is_valid`]), one bit a byte from `starts_at` (see
    /// [`Chart::mark_edges`]).
    edges: Vec<u64>,
}

impl<V: Value> Room<'_, V> {
    /// Room for what `bytes` of text usually build (measured on the corpus sentences: a few tokens, regex
    /// matches and links per byte), so that short parses do not regrow their vectors; capped so that a long
    /// text grows them as it goes.
    pub fn for_bytes(bytes: usize) -> Box<Self> {
        let room = |per_byte: usize| (bytes * per_byte).clamp(16, 1 << 14);
        Box::new(Room {
            nodes: Vec::with_capacity(room(2)),
            // About as many regex matches as tokens.
            texts: Vec::with_capacity(room(2)),
            children: Vec::with_capacity(room(4)),
            links: Vec::with_capacity(room(8)),
            route: Vec::new(),
            by_start: DenseLists::with_room(room(1) * V::KINDS, room(1)),
            by_span: Lists::with_room(room(1), room(1)),
            waiting: DenseLists::with_room(room(1) * V::KINDS, room(4)),
            agenda: VecDeque::with_capacity(room(1)),
            hits: Hits::default(),
            found: Vec::new(),
            heads: Vec::new(),
            led: Vec::new(),
            starts: Vec::new(),
            edges: Vec::new(),
        })
    }

    /// About how many bytes the room holds.
    fn bytes(&self) -> usize {
        heap_bytes(&self.nodes)
            + heap_bytes(&self.texts)
            + heap_bytes(&self.children)
            + heap_bytes(&self.links)
            + heap_bytes(&self.route)
            + self.by_start.bytes()
            + self.by_span.bytes()
            + self.waiting.bytes()
            + self.agenda.capacity() * size_of::<NodeId>()
            + self.hits.bytes()
            + heap_bytes(&self.found)
            + heap_bytes(&self.heads)
            + heap_bytes(&self.led)
            + heap_bytes(&self.starts)
            + heap_bytes(&self.edges)
    }
}

impl<'g, 't, V: Value> Chart<'g, 't, V> {
    /// Builds every token the grammar derives over the whole of `cx.text`.
    #[cfg(test)]
    pub fn saturate(grammar: &'g Grammar<V>, cx: &Context<'t>) -> Result<Self, Error> {
        let mut everywhere = Everywhere::new(grammar, cx.text);
        let whole = 0..cx.text.len();
        let mut chart = Chart::new(grammar, cx, Room::for_bytes(whole.len()));
        chart.saturate_window(&whole, &mut everywhere, cx)?;
        Ok(chart)
    }

    /// An empty chart over `cx.text`, building in `room` (empty).
    pub fn new(grammar: &'g Grammar<V>, cx: &Context<'t>, room: Box<Room<'g, V>>) -> Self {
        Chart {
            grammar,
            text: cx.text,
            edge_rule: cx.options.locale.lang.edges(),
            max_span: cx.options.locale.lang.max_span(),
            room,
            starts_at: 0,
            ends_at: 0,
            edges_end: 0,
            done: 0,
            steps: 0,
            truncated: false,
            overload: Overload::default(),
        }
    }

    /// The chart's room, emptied, for the next chart; `None` when it grew past [`KEPT_BYTES`].
    pub fn into_room(mut self) -> Option<Box<Room<'g, V>>> {
        self.clear();
        (self.room.bytes() <= KEPT_BYTES).then_some(self.room)
    }

    fn clear(&mut self) {
        self.room.nodes.clear();
        self.room.texts.clear();
        self.room.children.clear();
        self.room.links.clear();
        self.room.by_start.clear(0);
        self.room.by_span.clear();
        self.room.waiting.clear(0);
        self.room.agenda.clear();
        self.room.heads.clear();
        self.done = 0;
    }

    /// Builds every token the grammar derives that starts in `covered` and whose items its literal index
    /// finds there (see [`window`](super::window)), in place of what an earlier call built (whose room is
    /// kept: the windows of a text are alike). The regexes searched for everywhere come from `everywhere`,
    /// which later windows go on reading.
    pub fn saturate_window(
        &mut self,
        covered: &Range<usize>,
        everywhere: &mut Everywhere<'g>,
        cx: &Context,
    ) -> Result<(), Error> {
        self.clear();
        let last = self.overload;
        self.overload = Overload {
            at: self.steps + (OVERLOAD_PER_BYTE * covered.len()).max(OVERLOAD_FLOOR),
            nodes_at: (NODES_PER_BYTE * covered.len()).max(NODES_FLOOR),
            overloaded: (last.overloaded && last.refused > STAYS_OVERLOADED) || last.resolved_much,
            refused: 0,
            resolved_much: false,
        };
        self.start_regex_headed(covered, everywhere, cx)?;
        while let Some(id) = self.room.agenda.pop_front() {
            self.done = id + 1;
            self.poll(cx)?;
            self.start_from_token(id, cx)?;
        }
        Ok(())
    }

    /// Tells the chart that resolving the tokens its window owns (`owned`) looked up `times` time values whose
    /// searches took `steps` steps; past [`RESOLVED_PER_BYTE`] values or [`SEARCHED_PER_BYTE`] steps a byte, the
    /// next window starts overloaded.
    pub fn resolved(&mut self, times: usize, steps: u64, owned: &Range<usize>) {
        self.overload.resolved_much = times > (RESOLVED_PER_BYTE * owned.len()).max(RESOLVED_FLOOR)
            || steps > (SEARCHED_PER_BYTE * owned.len() as u64).max(SEARCHED_FLOOR);
    }

    pub fn nodes(&self) -> &[Node<V>] {
        &self.room.nodes
    }

    pub fn node(&self, id: NodeId) -> &Node<V> {
        &self.room.nodes[id as usize]
    }

    /// The items of token `id`'s first derivation.
    pub fn children(&self, id: NodeId) -> &[Child] {
        self.items(&self.node(id).children)
    }

    /// Every derivation of token `id`: its rule and items, the first one first.
    pub fn derivations(&self, id: NodeId) -> impl Iterator<Item = (RuleId, &[Child])> {
        let node = self.node(id);
        std::iter::once((node.rule, self.items(&node.children))).chain(
            node.alternatives
                .iter()
                .map(|(rule, children)| (*rule, self.items(children))),
        )
    }

    fn items(&self, children: &Children) -> &[Child] {
        &self.room.children[children.start as usize..children.end as usize]
    }

    pub fn grammar(&self) -> &'g Grammar<V> {
        self.grammar
    }

    /// The byte range a child covers.
    pub fn child_range(&self, child: Child) -> Range<usize> {
        match child {
            Child::Node(id) => self.node(id).range.clone(),
            Child::Text(t) => self.room.texts[t as usize].whole(),
        }
    }

    /// Whether a bound of the chart kept a token from being built (see the module documentation).
    #[allow(dead_code)] // for explain and the adversarial tests (issue 11)
    pub fn truncated(&self) -> bool {
        self.truncated
    }

    fn poll(&mut self, cx: &Context) -> Result<(), Error> {
        self.steps += 1;
        if self.steps % POLL_EVERY == 0 {
            cx.check_cancel()?;
            self.overload.overloaded |=
                self.steps > self.overload.at || self.room.nodes.len() > self.overload.nodes_at;
        }
        Ok(())
    }

    /// `n` polls in a row with nothing built between them: a call for each of the hits a rule's match covers
    /// was most of what such a hit cost. The probe is called once if some poll among them would have called it,
    /// and the overload flag set as the last of those would have set it (the nodes stay as they are).
    fn polls(&mut self, n: usize, cx: &Context) -> Result<(), Error> {
        let before = self.steps;
        self.steps += n;
        let last_called = self.steps - self.steps % POLL_EVERY;
        if last_called > before {
            cx.check_cancel()?;
            self.overload.overloaded |=
                last_called > self.overload.at || self.room.nodes.len() > self.overload.nodes_at;
        }
        Ok(())
    }

    /// Pass 1 of Duckling: every rule headed by a regex, wherever the regex matches in `covered`.
    fn start_regex_headed(
        &mut self,
        covered: &Range<usize>,
        everywhere: &mut Everywhere<'g>,
        cx: &Context,
    ) -> Result<(), Error> {
        let grammar = self.grammar;
        // Every match first, then the rules they start: a partial is only ever completed by a token starting
        // where a head regex matched, so `advance` drops the partials waiting anywhere else.
        let mut heads = std::mem::take(&mut self.room.heads);
        self.room.starts.clear();
        self.room.starts.resize(covered.len() / 64 + 1, 0);
        self.starts_at = covered.start;
        self.ends_at = covered.end;
        let slots = (covered.len() + 1) * V::KINDS;
        self.room.by_start.clear(slots);
        self.room.waiting.clear(slots);
        self.mark_edges(covered);
        self.match_literal_heads(covered, everywhere, &mut heads, cx)?;
        let mut k = 0;
        while let Some((i, rule, pattern)) = everywhere.live(k) {
            k += 1;
            for found in everywhere.starting_in(i, covered, cx)? {
                self.poll(cx)?;
                let child = self.push_match(pattern, found.clone());
                heads.push((rule, found, child));
            }
        }
        // In the order the chart's first derivations were calibrated with (see `Heads::handed_last`).
        heads.sort_unstable_by_key(|(rule, range, _)| {
            (grammar.heads.handed_last(*rule), *rule, range.start)
        });
        for (_, range, _) in &heads {
            if let Some(meets) = self.meets_at(range.start) {
                let at = meets - covered.start;
                self.room.starts[at / 64] |= 1 << (at % 64);
            }
        }
        let started = heads.iter().try_for_each(|(rule, range, child)| {
            self.start_at_text(*rule, range.start, range.end, *child, cx)
        });
        self.room.heads = heads;
        started
    }

    /// The matches in `covered` of the head regexes with literal prefixes, as Duckling's `matchAll` finds each:
    /// from the end of the rule's previous match, valid or not, so that no two matches of a rule overlap. A
    /// hit of the literal index is tried, anchored, unless an earlier match of its rule covers it; a hit inside
    /// a word only where its match could cover the rule's next hit, since it never starts a valid match itself;
    /// none where the text lacks a byte every match of the rule's regex holds (most hits of "<number>/<number>"
    /// are in texts without a slash). A rule headed by an earlier rule's regex takes that rule's matches
    /// ([`HeadShare`]).
    fn match_literal_heads(
        &mut self,
        covered: &Range<usize>,
        everywhere: &mut Everywhere<'g>,
        heads: &mut Vec<(RuleId, Range<usize>, Child)>,
        cx: &Context,
    ) -> Result<(), Error> {
        let grammar = self.grammar;
        let head = |rule: RuleId| grammar.head_regex(rule);
        let chains = &mut everywhere.chains;
        let mut hits = std::mem::take(&mut self.room.hits);
        hits.clear(grammar.rules.len());
        grammar
            .heads
            .candidates(&self.text[covered.clone()], &mut hits);
        // Hits from here on are the next window's: it sees whole the literals that begin here.
        let decided_to = if covered.end == self.text.len() {
            usize::MAX
        } else {
            covered.end - MAX_LITERAL
        };
        let mut found = std::mem::take(&mut self.room.found);
        found.clear();
        let mut led = std::mem::take(&mut self.room.led);
        led.clear();
        for (rule, starts) in hits.by_rule() {
            let share = grammar.head_share[rule as usize];
            // The regex of an earlier rule, at the same hits: its matches are that rule's.
            if let HeadShare::Repeats(leader) = share
                && let Some((_, in_found, in_heads)) = led.iter().find(|(l, ..)| *l == leader)
            {
                self.polls(starts.len(), cx)?;
                for k in in_found.clone() {
                    let (_, start, end) = found[k];
                    found.push((rule, start, end));
                }
                for k in in_heads.clone() {
                    let range = heads[k].1.clone();
                    let text = self.push_match(head(rule), range.clone());
                    heads.push((rule, range, text));
                }
                continue;
            }
            let (found_from, heads_from) = (found.len(), heads.len());
            // No match where the text lacks a byte every match holds, in this window or the last.
            if !everywhere.present.meets_all(&head(rule).required) {
                self.polls(starts.len(), cx)?;
                continue;
            }
            let mut i = 0;
            while let Some(&at) = starts.get(i) {
                self.poll(cx)?;
                let start = covered.start + at as usize;
                if start >= decided_to {
                    // The starts ascend: the rest are the next window's too.
                    self.polls(starts.len() - i - 1, cx)?;
                    break;
                }
                // An Arabic match may start inside a word (after a proclitic): its end decides.
                let edge = self.edge_rule == Edges::Arabic || self.is_edge(start);
                let end = if start < chains.decided_to {
                    chains.found_at(rule, start)
                } else if edge || may_cover_next(starts, i, decided_to - covered.start) {
                    self.anchored_end(head(rule), start)
                } else {
                    None
                };
                let next = i + 1;
                let Some(end) = end else {
                    i = next;
                    continue;
                };
                found.push((rule, start, end));
                if edge && self.is_valid_range(start, end) {
                    let text = self.push_match(head(rule), start..end);
                    heads.push((rule, start..end, text));
                }
                // The rule's `matchAll` goes on from the match's end: the hits it covers are passed over.
                let covers = |&s: &u32| covered.start + (s as usize) < end;
                i = next;
                // Most matches end before the rule's next hit; those of a number cover every digit of it.
                if starts.get(next).is_some_and(covers) {
                    i += starts[next..].partition_point(covers);
                    self.polls(i - next, cx)?;
                }
            }
            if share == HeadShare::Leads {
                led.push((rule, found_from..found.len(), heads_from..heads.len()));
            }
        }
        self.room.led = led;
        chains.decided_to = decided_to;
        self.room.found = std::mem::replace(&mut chains.found, found);
        self.room.hits = hits;
        Ok(())
    }

    /// Where a token that starts at `start` meets the items before it: after the blanks it starts with, since
    /// Duckling's `isAdjacent` takes a token that starts anywhere in the blanks after an item (" quarter to
    /// ten", of the regex " ?quarter", after "at"). `None` past the window, where no item is waiting that a
    /// token the window keeps is built from.
    fn meets_at(&self, start: usize) -> Option<usize> {
        Some(skip_blanks(self.text, start)).filter(|&at| at <= self.ends_at)
    }

    /// The slot of the lists by position and kind for a token of `kind` at byte `at`, which is where a token
    /// may start ([`Chart::may_start`]): in the window, so below `(covered.len() + 1) * KINDS`.
    fn slot(&self, at: usize, kind: V::Kind) -> usize {
        (at - self.starts_at) * V::KINDS + V::kind_index(kind)
    }

    /// Marks where a regex match may begin or end, from the window's start to as far as a match that begins in
    /// it reaches: every literal hit of the head index and both ends of every match ask, most at a few places
    /// (a sentence's literal hits outnumber its bytes), and a bit test is cheaper than classing characters.
    fn mark_edges(&mut self, covered: &Range<usize>) {
        let text = self.text;
        let last = text.len().min(covered.end + MAX_SPAN);
        self.edges_end = last;
        let edges = &mut self.room.edges;
        edges.clear();
        edges.resize((last - covered.start) / 64 + 1, 0);
        let bytes = text.as_bytes();
        let uncased = self.edge_rule == Edges::Uncased;
        // Nearly every place lies between two ASCII bytes: their classes are compared here, as `edge_is_valid`
        // compares them, without a call per byte, each byte classed once.
        let class = |byte: &u8| byte.is_ascii().then(|| ascii_class(*byte));
        let mut before = covered
            .start
            .checked_sub(1)
            .and_then(|at| class(&bytes[at]));
        for at in covered.start..=last {
            let after = bytes.get(at).and_then(class);
            let edge = match (before, after) {
                (Some(a), Some(b)) => a != b || (uncased && a < 256),
                // A match lies on character boundaries: a byte inside a character is never asked for.
                _ => text.is_char_boundary(at) && edge_is_valid(text, at, self.edge_rule),
            };
            before = after;
            if edge {
                let i = at - covered.start;
                edges[i / 64] |= 1 << (i % 64);
            }
        }
    }

    /// Whether a regex match may begin or end at byte `at` (a character boundary): [`edge_is_valid`], read
    /// from the marks where they reach.
    fn is_edge(&self, at: usize) -> bool {
        match at.checked_sub(self.starts_at) {
            Some(i) if at <= self.edges_end => self.room.edges[i / 64] & (1 << (i % 64)) != 0,
            _ => edge_is_valid(self.text, at, self.edge_rule),
        }
    }

    /// Whether a regex match over `start..end` is one Duckling keeps (its `isRangeValid`).
    fn is_valid_range(&self, start: usize, end: usize) -> bool {
        match self.edge_rule {
            Edges::Arabic => is_range_valid(self.text, start, end, Edges::Arabic),
            _ => self.is_edge(start) && self.is_edge(end),
        }
    }

    /// Whether a token may start at byte `at`: a head regex matched there (see [`Chart::start_regex_headed`]).
    fn may_start(&self, at: usize) -> bool {
        let Some(at) = at.checked_sub(self.starts_at) else {
            return false;
        };
        self.room
            .starts
            .get(at / 64)
            .is_some_and(|word| word & (1 << (at % 64)) != 0)
    }

    /// A rule whose head regex matched `start..end`.
    fn start_at_text(
        &mut self,
        rule: RuleId,
        start: usize,
        end: usize,
        text: Child,
        cx: &Context,
    ) -> Result<(), Error> {
        let partial = Partial {
            rule,
            next: 1,
            parts: Parts::NONE,
            start,
            end,
            route: self.link(NO_LINK, text),
        };
        self.advance(partial, cx)
    }

    /// Records a regex match; returns the child that stands for it.
    fn push_match(&mut self, pattern: &'g Pattern, whole: Range<usize>) -> Child {
        self.room.texts.push(RegexMatch::new(pattern, whole));
        Child::Text(self.room.texts.len() as u32 - 1)
    }

    fn link(&mut self, parent: u32, child: Child) -> u32 {
        self.room.links.push(Link { parent, child });
        self.room.links.len() as u32 - 1
    }

    /// `partial` with one more item, `child`, that ends at `end`.
    fn extend(&mut self, partial: Partial, child: Child, end: usize) -> Partial {
        let parts = match child {
            Child::Node(id) => partial.parts.and(self.node(id).parts),
            Child::Text(_) => partial.parts,
        };
        Partial {
            next: partial.next + 1,
            parts,
            end,
            route: self.link(partial.route, child),
            ..partial
        }
    }

    /// A new token starts the rules headed by its kind and completes the partials waiting for it.
    fn start_from_token(&mut self, id: NodeId, cx: &Context) -> Result<(), Error> {
        let grammar = self.grammar;
        let (kind, start, end) = {
            let n = self.node(id);
            (n.value.kind(), n.range.start, n.range.end)
        };
        // After a number most rules want a unit word next, after a time "at" or "on": looking at the next
        // byte first spares most of the predicates and partials.
        let after_blanks = skip_blanks(self.text, end);
        // Where no token starts after it, a rule that wants a token next is dropped by `advance` at once: half
        // the rules a token of a short text starts (after its last word, before a "." or a word no rule reads).
        let token_may_follow = self.may_start(after_blanks);
        for rule in grammar
            .token_headed
            .started(kind, self.text, end, after_blanks)
        {
            // An overloaded window bounds a rule's first token as it does the next ones: wrappers headed by
            // the time they wrap ("<time> notte") would otherwise nest.
            if self.accepts(rule, 0, id)
                && (!self.overload.overloaded || self.within_parts(rule as RuleId, Parts::NONE, id))
            {
                if self.overload.overloaded && self.leaves_no_room(rule as RuleId, id) {
                    self.overload.refused += 1;
                    self.truncated = true;
                    continue;
                }
                if !token_may_follow && grammar.wants_token_next(rule) {
                    // What `advance` does with it, without the partial: its step counted, its span bounded.
                    self.poll(cx)?;
                    self.truncated |= end - start > self.max_span;
                    continue;
                }
                let partial = Partial {
                    rule: rule as RuleId,
                    next: 1,
                    parts: self.node(id).parts,
                    start,
                    end,
                    route: self.link(NO_LINK, Child::Node(id)),
                };
                self.poll(cx)?;
                self.advance(partial, cx)?;
            }
        }
        // Advancing a partial adds waiting ones only after the end of this token, never to this list.
        let Some(meets) = self.meets_at(start) else {
            return Ok(());
        };
        let mut waiting = self.room.waiting.cursor(self.slot(meets, kind));
        while let Some(partial) = self.room.waiting.next(&mut waiting) {
            // A partial that ends in the blanks this token starts with overlaps it.
            if partial.end <= start
                && self.within_span(partial.start, end)
                && self.within_parts(partial.rule, partial.parts, id)
                && self.accepts(partial.rule as usize, usize::from(partial.next), id)
            {
                self.poll(cx)?;
                let next = self.extend(partial, Child::Node(id), end);
                self.advance(next, cx)?;
            }
        }
        Ok(())
    }

    /// Whether a partial from `start` may take an item that ends at `end`: a longer one would be dropped
    /// once made (`advance` and `produce` drop what spans more than `max_span`), so it is not paired at all,
    /// which spares a repetitive text most of its pairings.
    fn within_span(&mut self, start: usize, end: usize) -> bool {
        let within = end - start <= self.max_span;
        self.truncated |= !within;
        within
    }

    /// Whether a partial of `rule` whose tokens so far chain `so_far` may take token `id` as its next item: a
    /// chain rule of one kind ([`Chaining`]) makes a chain of more than its kind's [`Value::max_parts`] parts
    /// only of a shorter chain and one more token that is not itself a chain. A list of one time within
    /// `max_span` is then built once per stretch (its chain of all but the last item, and the last item), not
    /// once per split of it; each split derived the same stretch's values again, nearly all equal to one
    /// there, and with every bracketing of a long list pairing chains with chains, a short unit cost the square
    /// of the units in reach. No corpus line nor oracle text chains that many (`corpus_pass dump-all` is the
    /// same with and without the bound), and Duckling does not finish such a list. An overloaded window builds
    /// no chain of more than two parts of any rule that chains, accumulations included, and nests at most
    /// [`MAX_WRAPS`] wrappers ([`Overload`]).
    #[inline]
    fn within_parts(&mut self, rule: RuleId, so_far: Parts, id: NodeId) -> bool {
        let chaining = self.grammar.chains[rule as usize];
        let parts = self.node(id).parts;
        let overloaded = self.overload.overloaded;
        let within = match chaining {
            Chaining::No => return true,
            Chaining::Wraps if !overloaded => return true,
            Chaining::Wraps => {
                let within = parts.wraps < MAX_WRAPS;
                self.overload.refused += usize::from(!within);
                within
            }
            _ if overloaded => {
                let chained = so_far.and(parts).any;
                self.overload.refused += usize::from(chained > 2);
                chained <= 2
            }
            _ => {
                let chained = usize::from(so_far.one_kind) + usize::from(parts.one_kind);
                // An accumulation grows by one token of another kind at a time: bound only when overloaded.
                chaining == Chaining::Accumulates
                    || parts.one_kind == 1
                    || chained <= V::max_parts(self.node(id).value.kind())
            }
        };
        self.truncated |= !within;
        within
    }

    /// Whether token `id`, the first of a rule that chains tokens, leaves an overloaded window no room for the
    /// rule's next token: it chains two parts already, and every token is at least one more
    /// ([`Chart::within_parts`]). Such a partial would wait for tokens only to refuse each of them (a run of
    /// Korean "오전 ": 336 thousand refusals in a window of 1 KB, a third of its parse); it is refused once
    /// instead, which still counts towards [`STAYS_OVERLOADED`].
    fn leaves_no_room(&self, rule: RuleId, id: NodeId) -> bool {
        matches!(
            self.grammar.chains[rule as usize],
            Chaining::OneKind | Chaining::Accumulates
        ) && self.node(id).parts.any >= 2
    }

    fn accepts(&self, rule: usize, item: usize, id: NodeId) -> bool {
        match &self.grammar.rules[rule].pattern[item] {
            Item::Token { kind, accept } => {
                let value = &self.node(id).value;
                value.kind() == *kind && accept(value)
            }
            Item::Regex(_) => false,
        }
    }

    /// Matches the rest of `partial`'s pattern from where it ended, producing a token when it is complete.
    fn advance(&mut self, partial: Partial, cx: &Context) -> Result<(), Error> {
        let grammar = self.grammar;
        let rule = grammar.rule(partial.rule);
        let Some(item) = rule.pattern.get(usize::from(partial.next)) else {
            self.produce(partial);
            return Ok(());
        };
        if partial.end - partial.start > self.max_span {
            self.truncated = true;
            return Ok(());
        }
        let at = skip_blanks(self.text, partial.end);
        match item {
            Item::Regex(p) => {
                if let Some((text, end)) = self.match_regex_at(p, partial.end, at) {
                    let next = self.extend(partial, text, end);
                    self.advance(next, cx)?;
                }
            }
            // No token starts there: nothing will ever complete this partial.
            Item::Token { .. } if !self.may_start(at) => {}
            Item::Token { kind, .. } => {
                let key = self.slot(at, *kind);
                self.room.waiting.push(key, partial);
                // What the recursion produces starts at `partial.start`, before `at`: this list stays as it is.
                let mut ready = self.room.by_start.cursor(key);
                while let Some(id) = self.room.by_start.next(&mut ready) {
                    // A list holds its tokens in the order they were made: the rest are not taken from the
                    // agenda yet either, and each will meet this partial when it is.
                    if id >= self.done {
                        break;
                    }
                    if self.node(id).range.start < partial.end
                        || !self.within_span(partial.start, self.node(id).range.end)
                        || !self.within_parts(partial.rule, partial.parts, id)
                        || !self.accepts(partial.rule as usize, usize::from(partial.next), id)
                    {
                        continue;
                    }
                    self.poll(cx)?;
                    let end = self.node(id).range.end;
                    let next = self.extend(partial, Child::Node(id), end);
                    self.advance(next, cx)?;
                }
            }
        }
        Ok(())
    }

    /// A regex item after a previous item that ended at `end`: anchored where that item ended, else after the
    /// blanks that follow it (Duckling takes the first match from `end` and keeps it only if it is adjacent).
    fn match_regex_at(
        &mut self,
        pattern: &'g Pattern,
        end: usize,
        at: usize,
    ) -> Option<(Child, usize)> {
        let starts = if at == end {
            &[end][..]
        } else {
            &[end, at][..]
        };
        for &start in starts {
            let Some(stop) = self.anchored_end(pattern, start) else {
                continue;
            };
            if !self.is_valid_range(start, stop) {
                continue;
            }
            let text = self.push_match(pattern, start..stop);
            return Some((text, stop));
        }
        None
    }

    /// Where the non-empty match of `pattern` anchored at `start` ends, if there is one.
    fn anchored_end(&self, pattern: &Pattern, start: usize) -> Option<usize> {
        if !pattern.may_begin(self.text, start) {
            return None;
        }
        // The search ends MAX_SPAN bytes on: no item is longer, and an anchored search over the rest of the
        // text costs that much where the regex engine looks for an inner literal first (quadratic).
        let stop = self.text.len().min(start + MAX_SPAN);
        // Groups are read later, if a production asks (`RegexMatch`): here only where the match ends.
        let end = pattern.anchored_end(self.text, start, stop)?;
        (end > start).then_some(end)
    }

    /// Runs the production of a complete match and adds its token, unless an equal one is there already.
    fn produce(&mut self, partial: Partial) {
        let rule = self.grammar.rule(partial.rule);
        self.room.route.clear();
        let mut link = partial.route;
        while link != NO_LINK {
            let Link { parent, child } = self.room.links[link as usize];
            self.room.route.push(child);
            link = parent;
        }
        self.room.route.reverse();
        let value = {
            let route = &self.room.route;
            let matched = |child: &Child| match *child {
                Child::Node(id) => Matched::Token(&self.room.nodes[id as usize].value),
                Child::Text(t) => Matched::Text {
                    text: self.text,
                    found: &self.room.texts[t as usize],
                },
            };
            // On the stack, not in a vector per production: a pattern has at most MAX_ITEMS items (the
            // places past the route's end hold its first item and are not handed over).
            let mut items: [Matched<'_, V>; MAX_ITEMS] = [matched(&route[0]); MAX_ITEMS];
            for (item, child) in items[1..].iter_mut().zip(&route[1..]) {
                *item = matched(child);
            }
            (rule.production)(&items[..route.len()])
        };
        let Some(value) = value else { return };
        let parts = self.parts(partial.rule, partial.parts, &value);
        let (start, end) = (partial.start, partial.end);
        if self.room.route.len() > 1 && end - start > self.max_span {
            self.truncated = true;
            return;
        }
        let kind = value.kind();
        let span = (start, end, kind);
        // The span's tokens as they are now, looked up once: a list of dates produces over each span many times.
        let there = self.room.by_span.cursor(&span);
        if self.is_full_for(there, partial.rule) {
            // Said when a bound may have bound: the value may also be one of those already there.
            self.truncated = true;
            return;
        }
        let equal = self
            .room
            .by_span
            .iter_at(there)
            .find(|&id| self.room.nodes[id as usize].value == value);
        if let Some(equal) = equal {
            let node = &self.room.nodes[equal as usize];
            if node.alternatives.len() < MAX_ALTERNATIVES
                && self.is_new_derivation(node, partial.rule)
            {
                let children = self.push_route();
                self.room.nodes[equal as usize]
                    .alternatives
                    .push((partial.rule, children));
            }
            return;
        }
        if there.len() >= MAX_PER_SPAN {
            self.truncated = true;
            return;
        }
        // A chain's value that means the same as one over its span, though it differs (the same dates nested
        // another way), is a token to rank and answer with, but builds nothing: what it would build, its twin
        // builds in the same meaning.
        let twin = parts.one_kind >= TWINS_FROM
            && self.room.by_span.iter_at(there).any(|id| {
                let node = &self.room.nodes[id as usize];
                node.parts.one_kind >= TWINS_FROM && node.value.same_meaning(&value)
            });
        let id = self.room.nodes.len() as NodeId;
        self.room.by_span.push(span, id);
        if !twin && let Some(meets) = self.meets_at(start) {
            self.room.by_start.push(self.slot(meets, kind), id);
        }
        let children = self.push_route();
        self.room.nodes.push(Node {
            range: start..end,
            value,
            rule: partial.rule,
            children,
            alternatives: Vec::new(),
            parts,
        });
        if !twin {
            self.room.agenda.push_back(id);
        }
    }

    /// How many tokens the token `rule` produced, `value`, chains (see [`Node::parts`]), its tokens' together
    /// being `tokens`: theirs where it chains them or wraps one ([`Chaining`]), else 1.
    fn parts(&self, rule: RuleId, tokens: Parts, value: &V) -> Parts {
        let chaining = self.grammar.chains[rule as usize];
        let one_kind = chaining == Chaining::OneKind;
        // A token of the kind of one of the rule's tokens may be read again in that token's place.
        let chained =
            one_kind
                || chaining != Chaining::No
                    && self.grammar.rule(rule).pattern.iter().any(
                        |item| matches!(item, Item::Token { kind, .. } if *kind == value.kind()),
                    );
        if !chained {
            return Parts::ONE;
        }
        Parts {
            one_kind: if one_kind { tokens.one_kind } else { 1 },
            any: tokens.any,
            wraps: if chaining == Chaining::Wraps {
                tokens.wraps.saturating_add(1)
            } else {
                0
            },
        }
    }

    /// Whether nothing `rule` produces over a span whose tokens are `span` is kept: the span holds
    /// [`MAX_PER_SPAN`] values, and each of them already has a derivation by `rule` or [`MAX_ALTERNATIVES`]
    /// others, so any other value is dropped and a value among them could gain only one more derivation by
    /// `rule`, which a full span does not keep. A list of one time fills its spans early and derives each value
    /// many ways; comparing each new value with those already there cost a third of its parse.
    fn is_full_for(&self, span: Cursor, rule: RuleId) -> bool {
        span.len() >= MAX_PER_SPAN
            && self.room.by_span.iter_at(span).all(|id| {
                let node = &self.room.nodes[id as usize];
                node.rule == rule
                    || node.alternatives.len() >= MAX_ALTERNATIVES
                    || node.alternatives.iter().any(|(r, _)| *r == rule)
            })
    }

    /// Whether `rule` over the route just produced derives `node` otherwise than its derivations so far: by
    /// another rule, or by the same rule from other items.
    fn is_new_derivation(&self, node: &Node<V>, rule: RuleId) -> bool {
        std::iter::once((node.rule, &node.children))
            .chain(node.alternatives.iter().map(|(r, c)| (*r, c)))
            .all(|(r, children)| r != rule || self.items(children) != &self.room.route[..])
    }

    /// Keeps the route of the partial just produced as a derivation's items.
    fn push_route(&mut self) -> Children {
        let start = self.room.children.len() as u32;
        self.room.children.extend_from_slice(&self.room.route);
        start..self.room.children.len() as u32
    }
}

/// The first byte at or after `at` that is not a space or a tab.
fn skip_blanks(text: &str, at: usize) -> usize {
    at + text.as_bytes()[at..]
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count()
}

/// Whether a match of a rule from its hit `i` (of its hits `starts`) could cover the rule's next hit (no match
/// is longer than [`MAX_SPAN`]); a hit near `decided_to` may have its next one in the next window, unseen here.
fn may_cover_next(starts: &[u32], i: usize, decided_to: usize) -> bool {
    let reach = starts[i] as usize + MAX_SPAN;
    reach > decided_to
        || starts
            .get(i + 1)
            .is_some_and(|&next| (next as usize) < reach)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use crate::engine::rule::{Rule, any, regex, token};

    /// A toy grammar: integers, sums of integers ("1 plus 2" is an integer too), words, and am/pm.
    #[derive(Debug, Clone, PartialEq)]
    enum Toy {
        Int(i64),
        Word(String),
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    enum Kind {
        Int,
        Word,
    }

    impl Value for Toy {
        type Kind = Kind;
        const KINDS: usize = 2;
        fn kind_index(kind: Kind) -> usize {
            kind as usize
        }
        fn kind(&self) -> Kind {
            match self {
                Toy::Int(_) => Kind::Int,
                Toy::Word(_) => Kind::Word,
            }
        }

        fn max_parts(kind: Kind) -> usize {
            match kind {
                Kind::Int => 3,
                Kind::Word => usize::MAX,
            }
        }

        /// Words mean the same when they hold the same letters, however a chain nested them.
        fn same_meaning(&self, other: &Self) -> bool {
            let letters = |v: &Toy| match v {
                Toy::Word(w) => {
                    let mut l: Vec<char> = w.chars().filter(char::is_ascii_alphabetic).collect();
                    l.sort_unstable();
                    Some(l)
                }
                Toy::Int(_) => None,
            };
            self == other || (letters(self).is_some() && letters(self) == letters(other))
        }
    }

    fn int(v: &Toy) -> i64 {
        match v {
            Toy::Int(n) => *n,
            Toy::Word(_) => 0,
        }
    }

    fn grammar() -> Grammar<Toy> {
        Grammar::new(vec![
            Rule::new("integer (numeric)", vec![regex(r"\d+")], |m| {
                m[0].group(0).unwrap_or("").parse().ok().map(Toy::Int)
            }),
            Rule::new("word", vec![regex(r"[a-z]+")], |m| {
                Some(Toy::Word(m[0].group(0).unwrap_or("").to_lowercase()))
            }),
            Rule::new("am|pm", vec![regex(r"[ap]m")], |m| {
                Some(Toy::Word(m[0].group(0).unwrap_or("").to_uppercase()))
            }),
            Rule::new(
                "<int> plus <int>",
                vec![any(Kind::Int), regex("plus"), any(Kind::Int)],
                |m| Some(Toy::Int(int(m[0].token()?) + int(m[2].token()?))),
            ),
            Rule::new(
                "<int> and <small int>",
                vec![
                    any(Kind::Int),
                    regex(r",?\s*and"),
                    token(Kind::Int, |v| int(v) < 100),
                ],
                |m| Some(Toy::Int(int(m[0].token()?) + int(m[2].token()?))),
            ),
        ])
    }

    fn parse(text: &str) -> Vec<(String, Toy)> {
        tokens(&grammar(), text)
    }

    /// Every token `g` builds over `text`, in the chart's order: its text and value.
    fn tokens(g: &Grammar<Toy>, text: &str) -> Vec<(String, Toy)> {
        tokens_in(g, text, Options::default())
    }

    fn tokens_in(g: &Grammar<Toy>, text: &str, options: Options) -> Vec<(String, Toy)> {
        let never = || false;
        let cx = Context::new(text, &options, &never);
        let chart = Chart::saturate(g, &cx).expect("not cancelled");
        chart
            .nodes()
            .iter()
            .map(|n| (text[n.range.clone()].to_owned(), n.value.clone()))
            .collect()
    }

    /// The texts of the tokens `g` builds over `text`.
    fn bodies(g: &Grammar<Toy>, text: &str) -> Vec<String> {
        tokens(g, text).into_iter().map(|(body, _)| body).collect()
    }

    /// The integers built from more than one item.
    fn sums(text: &str) -> Vec<(String, i64)> {
        let mut found: Vec<_> = parse(text)
            .into_iter()
            .filter_map(|(body, v)| match v {
                Toy::Int(n) if body.contains(' ') => Some((body, n)),
                _ => None,
            })
            .collect();
        found.sort();
        found
    }

    fn sum(body: &str, n: i64) -> (String, i64) {
        (body.to_owned(), n)
    }

    #[test]
    fn composes_tokens_across_blanks_only() {
        assert_eq!(sums("2 plus\t3"), [sum("2 plus\t3", 5)]);
        assert!(sums("2\nplus 3").is_empty(), "a newline is not a blank");
        assert_eq!(
            sums("1 plus 2 and 30, and 400"),
            [
                sum("1 plus 2", 3),
                sum("1 plus 2 and 30", 33),
                sum("2 and 30", 32)
            ]
        );
    }

    #[test]
    fn regex_edges_change_character_class() {
        let words = |text: &str| -> Vec<String> {
            parse(text)
                .into_iter()
                .filter(|(_, v)| matches!(v, Toy::Word(_)))
                .map(|(b, _)| b)
                .collect()
        };
        assert_eq!(words("3pm"), ["pm", "pm"], "word and am|pm both read it");
        assert_eq!(words("pmx"), ["pmx"], "am|pm may not end inside a word");
        assert!(
            parse("CAPS")
                .iter()
                .any(|(_, v)| *v == Toy::Word("caps".into()))
        );
    }

    /// A head regex's matches do not overlap, as Duckling's `matchAll` finds them: each search goes on from the
    /// end of the last match, even of one that starts inside a word and is dropped.
    #[test]
    fn a_head_regex_goes_on_from_the_end_of_its_last_match() {
        let g = Grammar::new(vec![Rule::new(
            "fractional number",
            vec![regex(r"\d{1,2}/\d+")],
            |m| Some(Toy::Word(m[0].group(0)?.to_owned())),
        )]);
        // "129/11/2026": "29/11" starts inside "129", so no match there, and none at "11" either.
        let found = bodies(&g, "29/11/2026, 1/2/3 and 129/11/2026");
        assert_eq!(found, ["29/11", "1/2"]);
    }

    /// A head regex that may match nothing stops at its first empty match, as Duckling's `matchAll` does
    /// (regex-pcre's): the Japanese "on <named-day>", headed by `(\(|（)?`, finds a parenthesis at the start of a text only.
    #[test]
    fn a_head_regex_stops_at_its_first_empty_match() {
        let g = Grammar::new(vec![Rule::new(
            "on <named-day>",
            vec![regex(r"(\(|（)?")],
            |m| Some(Toy::Word(m[0].group(0)?.to_owned())),
        )]);
        assert_eq!(bodies(&g, "（火）に、（水）に"), ["（"]);
        assert!(bodies(&g, "x（火）に").is_empty());
    }

    /// Duckling's `isAdjacent`: a token may start anywhere in the blanks after the item before it, as the
    /// match of a regex that begins with a blank does (" ?quarter to" after "at").
    #[test]
    fn a_token_may_start_in_the_blanks_after_an_item() {
        let g = Grammar::new(vec![
            Rule::new("integer", vec![regex(r"\d+")], |m| {
                m[0].group(0)?.parse().ok().map(Toy::Int)
            }),
            Rule::new("half", vec![regex(" ?half")], |_| {
                Some(Toy::Word("half".into()))
            }),
            Rule::new("<int> <word>", vec![any(Kind::Int), any(Kind::Word)], |m| {
                Some(Toy::Int(int(m[0].token()?) * 10))
            }),
        ]);
        let found = tokens(&g, "3 half");
        assert!(
            found.contains(&("3 half".to_owned(), Toy::Int(30))),
            "{found:?}"
        );
    }

    /// The rule regexes fold case as Unicode does ("ſ" is an "s", "\u{212A}" a "k"): the literal index that
    /// picks where a head regex is tried must find those spellings too.
    #[test]
    fn a_head_regex_is_tried_in_every_spelling_it_matches() {
        let g = Grammar::new(vec![Rule::new(
            "yesterday",
            vec![regex("yesterday|ok")],
            |m| Some(Toy::Word(m[0].group(0)?.to_owned())),
        )]);
        let found = bodies(&g, "yeſterday or YESTERDAY, o\u{212A}");
        assert_eq!(found, ["yeſterday", "YESTERDAY", "o\u{212A}"]);
    }

    #[test]
    fn equal_values_over_one_span_are_one_token() {
        // "1 plus 2 plus 3" derives 6 twice, as (1+2)+3 and 1+(2+3), over the same span.
        let six: Vec<_> = sums("1 plus 2 plus 3")
            .into_iter()
            .filter(|(b, _)| b == "1 plus 2 plus 3")
            .collect();
        assert_eq!(six, [sum("1 plus 2 plus 3", 6)]);
    }

    /// Over "a b c d", "(a (b c))" means what "((a b) c)" means: it is a token (both are ranked), but a twin
    /// that builds nothing, so of the five nestings of the four words only those without it are built.
    #[test]
    fn a_chain_that_means_what_another_does_builds_nothing() {
        let g = Grammar::new(vec![
            Rule::new("word", vec![regex(r"[a-z]+")], |m| {
                Some(Toy::Word(m[0].group(0).unwrap_or("").to_owned()))
            }),
            Rule::new(
                "<word> <word>",
                vec![any(Kind::Word), any(Kind::Word)],
                |m| match (m[0].token()?, m[1].token()?) {
                    (Toy::Word(a), Toy::Word(b)) => Some(Toy::Word(format!("({a} {b})"))),
                    _ => None,
                },
            ),
        ]);
        let over = |body: &str| -> Vec<String> {
            let mut words: Vec<_> = tokens(&g, "a b c d")
                .into_iter()
                .filter(|(b, _)| b == body)
                .map(|(_, v)| format!("{v:?}"))
                .collect();
            words.sort();
            words
        };
        assert_eq!(
            over("a b c"),
            [r#"Word("((a b) c)")"#, r#"Word("(a (b c))")"#]
        );
        assert_eq!(
            over("a b c d"),
            [
                r#"Word("(((a b) c) d)")"#,
                r#"Word("((a b) (c d))")"#,
                r#"Word("(a ((b c) d))")"#
            ]
        );
    }

    /// A chain longer than its kind's `max_parts` (3 integers here) is built only as a shorter chain and one
    /// more integer: every stretch still gets its value, but "1 plus (2 plus 3 plus 4)" is not paired, and
    /// the chart reports that a bound applied (`truncated`).
    #[test]
    fn a_chain_past_its_parts_grows_by_one_token() {
        let g = grammar();
        let options = Options::default();
        let never = || false;
        let built = |text: &str| {
            let cx = Context::new(text, &options, &never);
            let chart = Chart::saturate(&g, &cx).expect("not cancelled");
            let whole: Vec<_> = chart
                .nodes()
                .iter()
                .filter(|n| n.range == (0..text.len()))
                .map(|n| {
                    let items = chart.items(&n.children).len();
                    (n.value.clone(), n.parts.one_kind, items)
                })
                .collect();
            (whole, chart.truncated())
        };
        assert_eq!(built("1 plus 2 plus 3"), (vec![(Toy::Int(6), 3, 3)], false));
        let (whole, truncated) = built("1 plus 2 plus 3 plus 4");
        assert_eq!(whole, [(Toy::Int(10), 4, 3)]);
        assert!(truncated, "1 plus (2 plus 3 plus 4) was not paired");
        let cx = Context::new("1 plus 2 plus 3 plus 4", &options, &never);
        let chart = Chart::saturate(&g, &cx).expect("not cancelled");
        let whole = chart
            .nodes()
            .iter()
            .position(|n| n.range.end == 22 && n.range.start == 0);
        let last = *chart
            .children(whole.expect("the whole chain") as NodeId)
            .last()
            .expect("items");
        assert_eq!(
            chart.child_range(last),
            21..22,
            "its last item is one integer"
        );
    }

    /// An overloaded window builds chains of two parts at most, and starts none from a token that is such a
    /// chain already: its partial would wait for integers only to refuse each of them. Each token so turned
    /// down counts once among the chains refused, for each rule it would have started.
    #[test]
    fn an_overloaded_window_starts_no_chain_from_a_full_one() {
        let text = "1 plus 2 plus 3 plus 4";
        let options = Options::default();
        let never = || false;
        let cx = Context::new(text, &options, &never);
        let g = grammar();
        let mut everywhere = Everywhere::new(&g, text);
        let mut chart = Chart::new(&g, &cx, Room::for_bytes(text.len()));
        // The last window's values were dear: this one starts overloaded.
        chart.overload.resolved_much = true;
        chart
            .saturate_window(&(0..text.len()), &mut everywhere, &cx)
            .expect("not cancelled");
        assert!(chart.overload.overloaded);
        let mut chains: Vec<_> = chart
            .nodes()
            .iter()
            .filter(|n| n.parts.any > 1)
            .map(|n| &text[n.range.clone()])
            .collect();
        chains.sort_unstable();
        assert_eq!(chains, ["1 plus 2", "2 plus 3", "3 plus 4"]);
        for at in 0..=text.len() {
            let mut waiting = chart.room.waiting.cursor(chart.slot(at, Kind::Int));
            while let Some(partial) = chart.room.waiting.next(&mut waiting) {
                assert_eq!(
                    partial.parts.any, 1,
                    "a partial waits at {at} from a full chain"
                );
            }
        }
        // "1 plus 2" and "2 plus 3", followed by " plus", each the first token of "plus" and of "and" (the text's
        // end starts no rule after "3 plus 4"); and the partials "1 plus" and "2 plus", which met a chain each.
        assert_eq!(chart.overload.refused, 4 + 2);
    }

    /// Rules headed by one regex take the matches found for the first of them ([`HeadShare`]): each builds its
    /// tokens where it would alone, over every match of its `matchAll` (which passes over the hits a match
    /// covers: "12" is a hit at each digit).
    #[test]
    fn rules_of_one_head_regex_take_its_matches() {
        let number = |sign: i64| {
            move |m: &[Matched<'_, Toy>]| {
                let n: i64 = m[0].group(0)?.parse().ok()?;
                Some(Toy::Int(sign * n))
            }
        };
        let g = Grammar::new(vec![
            Rule::new("number", vec![regex(r"\d+")], number(1)),
            Rule::new("word", vec![regex(r"[a-z]+")], |m| {
                Some(Toy::Word(m[0].group(0)?.to_owned()))
            }),
            Rule::new("negative number", vec![regex(r"\d+")], number(-1)),
        ]);
        assert_eq!(
            g.head_share,
            [HeadShare::Leads, HeadShare::Own, HeadShare::Repeats(0)]
        );
        let mut found = tokens(&g, "12 ab 345");
        found.sort_by_key(|(body, v)| (body.clone(), format!("{v:?}")));
        let int = |body: &str, n| (body.to_owned(), Toy::Int(n));
        assert_eq!(
            found,
            [
                int("12", -12),
                int("12", 12),
                int("345", -345),
                int("345", 345),
                ("ab".to_owned(), Toy::Word("ab".to_owned())),
            ]
        );
    }

    #[test]
    fn long_chains_stay_bounded_and_linear() {
        let text = "1 plus ".repeat(2_000) + "1";
        let found = sums(&text);
        assert!(found.iter().all(|(b, _)| b.len() <= MAX_SPAN));
        assert!(found.len() < 40 * 2_000, "{} sums", found.len());
        assert!(found.len() > 2_000);
    }

    /// A number in words of a script written in three bytes a letter is three times as long in bytes as in
    /// English (Thai's longest in Duckling's corpus is 159 bytes): in Thai a chain of 155 bytes is built whole,
    /// one past [`MAX_SPAN`] is not; in English, whose longest is 74, a chain stops at 96 bytes, so that a
    /// repetitive text costs half as many links.
    #[test]
    fn a_chain_spans_what_its_language_needs() {
        let in_lang = |lang: &str, text: &str| -> Vec<String> {
            let options = Options {
                locale: lang.parse().expect("a locale"),
                ..Options::default()
            };
            tokens_in(&grammar(), text, options)
                .into_iter()
                .map(|(body, _)| body)
                .collect()
        };
        let text = "1 plus ".repeat(22) + "1";
        assert_eq!(text.len(), 155);
        assert!(in_lang("th", &text).contains(&text));
        assert!(!in_lang("en", &text).contains(&text));
        let short = "1 plus ".repeat(13) + "1";
        assert!(in_lang("en", &short).contains(&short));
        let too_long = "1 plus ".repeat(28) + "1";
        assert!(!in_lang("th", &too_long).contains(&too_long));
    }

    #[test]
    fn a_room_is_handed_on_empty_unless_it_grew_past_its_bound() {
        let options = Options::default();
        let never = || false;
        let g = grammar();
        let tokens = |chart: &Chart<'_, '_, Toy>| -> Vec<(Range<usize>, Toy)> {
            chart
                .nodes()
                .iter()
                .map(|n| (n.range.clone(), n.value.clone()))
                .collect()
        };
        let first = Context::new("1 plus 2 and 30", &options, &never);
        let room = Chart::saturate(&g, &first).unwrap().into_room();
        let room = room.expect("a sentence's room is kept");
        assert!(room.nodes.is_empty() && room.links.is_empty());
        let text = "7 and 8 plus 9";
        let cx = Context::new(text, &options, &never);
        let mut reused = Chart::new(&g, &cx, room);
        reused
            .saturate_window(&(0..text.len()), &mut Everywhere::new(&g, text), &cx)
            .unwrap();
        assert_eq!(tokens(&reused), tokens(&Chart::saturate(&g, &cx).unwrap()));
        let long = "1 plus ".repeat(20_000) + "1";
        let cx = Context::new(&long, &options, &never);
        let chart = Chart::saturate(&g, &cx).unwrap();
        assert!(chart.nodes().len() > 20_000);
        assert!(chart.into_room().is_none(), "a long text's room is freed");
    }

    /// `n` polls at once count the steps, call the probe and set the overload flag as `n` polls one by one do,
    /// wherever the steps stand and however many cross a multiple of `POLL_EVERY`.
    #[test]
    fn polls_at_once_are_polls_one_by_one() {
        let options = Options::default();
        let g = grammar();
        for (before, n, overload_at) in [
            (0, 0, 0),
            (0, POLL_EVERY - 1, 0),
            (1, POLL_EVERY - 1, usize::MAX),
            (5, 3 * POLL_EVERY, 2 * POLL_EVERY),
            (POLL_EVERY - 2, 5, POLL_EVERY + 1),
            (POLL_EVERY - 2, 5, POLL_EVERY - 1),
        ] {
            let probes = |at_once: bool| {
                let calls = std::cell::Cell::new(0);
                let probe = || {
                    calls.set(calls.get() + 1);
                    false
                };
                let cx = Context::new("1 plus 2", &options, &probe);
                let mut chart = Chart::new(&g, &cx, Room::for_bytes(8));
                chart.steps = before;
                chart.overload.at = overload_at;
                chart.overload.nodes_at = usize::MAX;
                if at_once {
                    chart.polls(n, &cx).unwrap();
                } else {
                    (0..n).for_each(|_| chart.poll(&cx).unwrap());
                }
                (chart.steps, calls.get() > 0, chart.overload.overloaded)
            };
            assert_eq!(
                probes(true),
                probes(false),
                "{before} + {n}, overloaded past {overload_at}"
            );
        }
    }

    #[test]
    fn a_stop_request_cancels() {
        let text = "1 plus 2 ".repeat(10_000);
        let options = Options::default();
        let stop = || true;
        let cx = Context::new(&text, &options, &stop);
        let g = grammar();
        assert!(matches!(Chart::saturate(&g, &cx), Err(Error::Cancelled)));
    }
}
