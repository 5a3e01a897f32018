//! The parse entry points: window by window (`engine::window`), the rule engine's chart over the window, every
//! requested dimension's candidates from it, their ranking, and the winners' entities. A parse holds one
//! window's chart and candidates at a time, and the entities found so far.
//!
//! A parse stops when its probe says so. [`parse_cancellable`] then answers [`Error::Cancelled`]; the `_partial`
//! entry points answer the entities of the windows finished ([`Partial`]): a window's winners are final once it
//! is ranked (`engine::rank`), so they are the whole text's answer up to where the parse stopped. A caller with a
//! deadline makes its probe read the clock, and gets what was found in time.

use std::cell::Cell;

use serde::Serialize;

use crate::dims;
use crate::dims::token::Token;
use crate::engine::candidate::Candidate;
use crate::engine::chart::{Chart, Room};
use crate::engine::context::Context;
use crate::engine::entity::{self, CharOffsets, CompactValue, Entity, JsonText, TREES_KEPT};
use crate::engine::explain::Tree;
use crate::engine::kept::{KEPT_BYTES, heap_bytes};
use crate::engine::rank::{POLL_EVERY, Ranking};
use crate::engine::value::Json;
use crate::engine::window::{self, Everywhere};
use crate::{Dim, Error, Locale, Options, lang, ranking};

/// Parses `text` and returns its entities, ordered by position.
pub fn parse(text: &str, options: &Options) -> Result<Vec<Entity>, Error> {
    parse_cancellable(text, options, &|| false)
}

/// Like [`parse`], but polls `should_stop` as it works (typically every few microseconds of work) and returns
/// [`Error::Cancelled`] soon after it answers `true`. Pass `&|| flag.load(Ordering::Relaxed)` for an
/// [`AtomicBool`](std::sync::atomic::AtomicBool) set by another thread; a caller holding a lock it must yield
/// now and then (Ruby's GVL) can do that from the callback too.
pub fn parse_cancellable(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Vec<Entity>, Error> {
    collect(text, options, should_stop, false, |found, entity, _| {
        found.push(entity)
    })?
    .whole()
}

/// Like [`parse_cancellable`], with the values past the first [`TREES_KEPT`] kept as their compact JSON text
/// ([`CompactValue`]): a fraction of the memory of a long text's answer, for a caller that converts each
/// entity once (the Ruby binding reads each value into Ruby objects, or writes it out as it is).
pub fn parse_compact(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Vec<Entity<CompactValue>>, Error> {
    collect(text, options, should_stop, false, keep_compact)?.whole()
}

/// What the `_compact` entry points do with each entity: keep it, its value as the tree or as its JSON text.
fn keep_compact(
    entities: &mut Vec<Entity<CompactValue>>,
    entity: Entity<Json>,
    _tree: Option<Tree>,
) {
    let value = if entities.len() < TREES_KEPT {
        CompactValue::Tree
    } else {
        |value| CompactValue::Text(JsonText::new(&value))
    };
    entities.push(entity.map_value(value))
}

/// What a parse that stops when its probe says so answers ([`parse_compact_partial`], [`explain_partial`]): what
/// it found in the part of the text it finished.
#[derive(Debug, Clone, PartialEq)]
pub struct Partial<T> {
    /// The entities (or explanations) found, in their order.
    pub found: Vec<T>,
    /// `None` when the whole text was parsed. `Some(n)` when the probe stopped the parse: `found` is then exactly
    /// the whole text's answer for the entities that start before character `n` (the windows it finished).
    pub stopped_at: Option<usize>,
}

impl<T> Partial<T> {
    /// The whole answer, or [`Error::Cancelled`] if the parse stopped before the end.
    pub fn whole(self) -> Result<Vec<T>, Error> {
        match self.stopped_at {
            None => Ok(self.found),
            Some(_) => Err(Error::Cancelled),
        }
    }
}

/// Like [`parse_compact`], but a parse stopped by `should_stop` answers the entities of the part it finished
/// rather than [`Error::Cancelled`]: those of the whole answer before [`Partial::stopped_at`]. It finishes the
/// text window by window (1 KB each), and a window takes milliseconds even on the slowest texts (see the
/// chart's overload bound).
///
/// ```
/// use std::time::{Duration, Instant};
/// use duckling_engine::{parse_compact_partial, Options};
/// let text = "next friday at 5pm, ".repeat(1000);
/// let deadline = Instant::now() + Duration::from_millis(5);
/// let partial = parse_compact_partial(&text, &Options::default(), &|| Instant::now() >= deadline).unwrap();
/// if let Some(n) = partial.stopped_at {
///     assert!(partial.found.iter().all(|e| e.start < n));
/// }
/// ```
pub fn parse_compact_partial(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Partial<Entity<CompactValue>>, Error> {
    collect(text, options, should_stop, false, keep_compact)
}

/// An entity and the tree of rules that produced it (`None` for the dimensions that have their own scanner
/// rather than rules).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Explanation {
    pub entity: Entity,
    pub tree: Option<Tree>,
}

/// Like [`parse`], with the rule tree behind each entity: the answer to "why did it parse that?".
///
/// ```
/// use duckling_engine::{explain, Options};
/// for e in explain("forty two", &Options::default()).unwrap() {
///     println!("{} ({})", e.entity.body, e.entity.dim.name());
///     if let Some(tree) = e.tree {
///         print!("{}", tree.render());
///     }
/// }
/// ```
pub fn explain(text: &str, options: &Options) -> Result<Vec<Explanation>, Error> {
    explain_cancellable(text, options, &|| false)
}

/// [`explain`], polling `should_stop` as [`parse_cancellable`] does.
pub fn explain_cancellable(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Vec<Explanation>, Error> {
    collect(text, options, should_stop, true, keep_explanation)?.whole()
}

/// What the `explain` entry points do with each entity: keep it with its tree.
fn keep_explanation(found: &mut Vec<Explanation>, entity: Entity, tree: Option<Tree>) {
    found.push(Explanation { entity, tree })
}

/// [`explain`], stopping as [`parse_compact_partial`] does.
pub fn explain_partial(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Partial<Explanation>, Error> {
    collect(text, options, should_stop, true, keep_explanation)
}

thread_local! {
    /// The room of this thread's last chart (see [`Room`]): taken by a parse, given back when it is done.
    static ROOM: Cell<Option<Box<Room<'static, Token>>>> = const { Cell::new(None) };
    /// What its last parse worked in beside the chart (see [`Scratch`]), taken and given back alike.
    static SCRATCH: Cell<Option<Box<Scratch>>> = const { Cell::new(None) };
}

/// The vectors a parse works in beside its chart's [`Room`], kept from one parse to the next on a thread as the
/// room is: a short parse allocated and freed a dozen of them, a tenth of its time. Each holds what one window
/// needs, and a scratch past [`KEPT_BYTES`] (a window of nothing but dates) is not kept. Boxed, as the room is,
/// so that taking and keeping it moves a pointer.
#[derive(Default)]
struct Scratch {
    everywhere: Everywhere<'static>,
    ranking: Ranking,
    resolving: dims::Resolving,
    candidates: Vec<Candidate>,
    winners: Vec<Candidate>,
}

impl Scratch {
    fn bytes(&self) -> usize {
        self.everywhere.bytes()
            + self.ranking.bytes()
            + self.resolving.bytes()
            + heap_bytes(&self.candidates)
            + heap_bytes(&self.winners)
    }
}

/// What a parse hands on, entity by entity in their order: the entity and, if asked for, its tree.
type Found<'a, V> = dyn FnMut(Entity<V>, Option<Tree>) + 'a;

/// How far [`run_in_windows`] got.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Reach {
    Whole,
    /// The probe stopped it in the window that starts at character `at`; the windows before it handed on the
    /// first `kept` entities (the stopped window may have handed on some of its own, which are dropped: the
    /// answer ends at a window's edge).
    Stopped {
        at: usize,
        kept: usize,
    },
}

impl Reach {
    fn partial<T>(self, mut found: Vec<T>) -> Partial<T> {
        let stopped_at = match self {
            Reach::Whole => None,
            Reach::Stopped { at, kept } => {
                found.truncate(kept);
                Some(at)
            }
        };
        Partial { found, stopped_at }
    }
}

/// What every entry point does: a parse in windows of [`window::OWNED`] bytes, reading each winner's tree if
/// `with_trees`, handing each entity to `keep` with what it kept so far; the answer is what it kept, up to where
/// the parse stopped ([`Partial::whole`] makes a stop [`Error::Cancelled`]).
fn collect<V: From<Json>, T>(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
    with_trees: bool,
    mut keep: impl FnMut(&mut Vec<T>, Entity<V>, Option<Tree>),
) -> Result<Partial<T>, Error> {
    let mut found = Vec::new();
    let reach = run_in_windows(
        text,
        options,
        should_stop,
        with_trees,
        window::OWNED,
        &mut |entity, tree| keep(&mut found, entity, tree),
    )?;
    Ok(reach.partial(found))
}

/// A parse with windows that own about `owned` bytes each (see [`window`]): the tests compare a parse in small
/// windows with one in a single window.
pub(crate) fn run_in_windows<V: From<Json>>(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
    with_trees: bool,
    owned: usize,
    found: &mut Found<V>,
) -> Result<Reach, Error> {
    options.check_reference_time()?;
    // No dimension asked for: nothing to saturate a chart for.
    if !Dim::ALL.into_iter().any(|d| options.dims.contains(d)) {
        return Ok(Reach::Whole);
    }
    let cx = Context::new(text, options, should_stop);
    let grammar = lang::grammar_for(options.locale, options.date_order, options.dims);
    let ranker = ranking::ranker(options.locale.lang);
    let room = ROOM
        .take()
        .unwrap_or_else(|| Room::for_bytes(window::OWNED.min(text.len())));
    let mut chart = Chart::new(grammar, &cx, room);
    let mut scratch = SCRATCH.take().unwrap_or_default();
    let Scratch {
        everywhere,
        ranking,
        resolving,
        candidates,
        winners,
    } = &mut *scratch;
    everywhere.restart(grammar, text);
    ranking.restart();
    // Entity offsets and tree offsets alike: both move on with the windows.
    let mut chars = CharOffsets::new(text);
    let mut times = dims::ResolvedTimes::default();
    // Entities handed on, and how many of them the finished windows handed on.
    let (mut handed, mut kept) = (0, 0);
    let margin = window::margin(options.locale.lang.max_span());
    let mut start = Some(0);
    while let Some(from) = start {
        let w = window::window_at(text, from, owned, margin);
        start = w.next_start(text);
        let mut window = || -> Result<(), Error> {
            // A window with nothing to find polls nowhere else (a megabyte of newlines).
            cx.check_cancel()?;
            chart.saturate_window(&w.covered, everywhere, &cx)?;
            let steps = times.steps();
            let looked_up = dims::resolve(
                &chart, ranker, &cx, &w.owned, resolving, &mut times, candidates,
            )?;
            chart.resolved(looked_up, times.steps() - steps, &w.owned);
            candidates.retain(|c| options.latent || !c.latent);
            ranking.winners(candidates, winners, &cx)?;
            for (i, c) in winners.drain(..).enumerate() {
                if i % POLL_EVERY == 0 {
                    cx.check_cancel()?;
                }
                // The chart goes with the window: a winner's tree is read now.
                let tree = match c.node {
                    Some(id) if with_trees => Some(Tree::of(&chart, &mut chars, id)),
                    _ => None,
                };
                found(entity::from_candidate(&mut chars, c), tree);
                handed += 1;
            }
            Ok(())
        };
        match window() {
            Ok(()) => kept = handed,
            // Only the probe stops a parse midway; the chart, half built, is dropped with the parse.
            Err(Error::Cancelled) => {
                let at = chars.at(w.owned.start);
                return Ok(Reach::Stopped { at, kept });
            }
            Err(e) => return Err(e),
        }
    }
    ROOM.set(chart.into_room());
    SCRATCH.set((scratch.bytes() <= KEPT_BYTES).then_some(scratch));
    Ok(Reach::Whole)
}

/// Builds `locale`'s grammar and compiles all its regexes now, which a parse otherwise does on first use: for
/// a server before it serves, or a process before it forks its workers (they then share the grammar's pages).
///
/// ```
/// duckling_engine::preload("es".parse().unwrap());
/// ```
pub fn preload(locale: Locale) {
    lang::grammar(locale).compile_regexes();
    ranking::ranker(locale.lang);
}

/// Renders entities as the JSON array Duckling's HTTP `/parse` answers.
pub fn to_json(entities: &[Entity]) -> String {
    serde_json::to_string(entities).expect("entities always serialise")
}

#[cfg(test)]
#[path = "parse_windows_tests.rs"]
mod windows_tests;
