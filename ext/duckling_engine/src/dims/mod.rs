//! One module per dimension, each with its rules (Duckling's, under Duckling's names) and their examples
//! beside them; [`grammar`] puts every dimension's rules into one grammar, as Duckling does, so that rules of
//! one dimension read tokens of others (money reads numerals, times read durations).
//!
//! After the chart is saturated, [`resolve`] turns the tokens of the requested dimensions into candidates;
//! ranking across dimensions happens afterwards, in `engine::rank`.

pub(crate) mod credit_card_number;
pub(crate) mod distance;
pub(crate) mod duration;
pub(crate) mod email;
pub(crate) mod measure;
pub(crate) mod money;
pub(crate) mod numeral;
pub(crate) mod ordinal;
pub(crate) mod phone_number;
pub(crate) mod quantity;
pub(crate) mod temperature;
pub(crate) mod time;
pub(crate) mod time_grain;
pub(crate) mod token;
pub(crate) mod url;
pub(crate) mod volume;

#[cfg(test)]
mod cancel_tests;
#[cfg(test)]
pub(crate) mod testing;

use std::cell::{Cell, LazyCell};
use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::ops::Range;

use crate::engine::candidate::Candidate;
use crate::engine::chart::{Chart, NodeId};
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::fast_hash::FastMap;
use crate::engine::kept::heap_bytes;
use crate::engine::rank::Cover;
use crate::engine::ranker::{Ranker, Scores};
use crate::engine::text::is_whole_words;
use crate::engine::value::Json;
use crate::time::data::TimeData;
use crate::time::moment::Moment;
use crate::time::resolve::{Reference, Resolved, SingleTimeValue, resolve_remembering};
use crate::time::series::{Mapped, Stop};
use crate::{Dim, Error};
use token::Token;

/// The dimension whose entity a token of the chart is, if it is one (a time grain or a unit of measure is
/// only ever a part).
fn entity_dim(token: &Token) -> Option<Dim> {
    match token {
        Token::Numeral(_) => Some(Dim::Number),
        Token::Ordinal(_) => Some(Dim::Ordinal),
        Token::Duration(_) => Some(Dim::Duration),
        Token::Time(_) => Some(Dim::Time),
        Token::AmountOfMoney(_) => Some(Dim::AmountOfMoney),
        Token::Distance(_) => Some(Dim::Distance),
        Token::Volume(_) => Some(Dim::Volume),
        Token::Temperature(_) => Some(Dim::Temperature),
        Token::Quantity(_) => Some(Dim::Quantity),
        Token::Email(_) => Some(Dim::Email),
        Token::Url(_) => Some(Dim::Url),
        Token::PhoneNumber(_) => Some(Dim::PhoneNumber),
        Token::CreditCardNumber(_) => Some(Dim::CreditCardNumber),
        Token::TimeGrain(_) | Token::MeasureUnit(_) => None,
    }
}

/// Every token of the chart that is an entity of a requested dimension, resolved (times against the
/// reference time, in its zone) into a candidate, unless another candidate strictly contains it (ranking would
/// drop it: it is neither resolved nor rendered). Tokens that do not resolve (a time with no instance) are no
/// candidates, so they never hide the tokens inside them, as in Duckling. Of the tokens over one range and of
/// one dimension, the best the ranker scores that resolves becomes a candidate, and so does every other one
/// that ties with it on the score and resolves to another value: Duckling's ranking keeps every candidate no
/// other beats (`Rank.hs`: `winners`, then one per distinct value), so a tie answers both readings, with two
/// differences on purpose:
/// - readings that differ only in their `values` (the next instances a bounded search found) are one answer:
///   the entity a user reads is the same, and Duckling answers it twice only where the rounding of its sums
///   ties them (Hebrew "ביום רביעי בשעה 9 בבוקר"), once elsewhere ("table for 3 at 14:15 on Friday");
/// - of two tied intervals, one strictly inside the other, only the inner one is answered. The outer one is
///   "<X> to <Y and a date>" with X taken from X's last occurrence before the reference ("26 june to 28 june
///   in 2020" from 2012-06-26, "11:30 am to 12:30 december 27th" from yesterday), beside "<X to Y> <date>":
///   Duckling's scores for the two differ only in their last bits, so it answers either or both by rounding
///   (test/conformance/deliberate_differences.jsonl has two cases where it answers both).
///
/// A range is the token's without the blanks at its ends, and a token whose own range strictly contains
/// another's over the same trimmed range beats it, as Duckling's containment does ("at 517a " over "at 517a").
/// Only the tokens that start in `owned` are read: the chart is one window's (`engine::window`), the others'
/// tokens are other windows'. Returns how many time values were looked up to be resolved (see
/// `Chart::resolved`).
// Never inlined: inlined into the window loop of `crate::parse`, as the compiler chose once that loop's callees
// changed, it made the loop's code the worse for it (0.5–1 % more instructions a short numbers-only parse, 0.7 %
// an utterance; research/engine-profile).
#[inline(never)]
pub(crate) fn resolve(
    chart: &Chart<'_, '_, Token>,
    ranker: &Ranker,
    cx: &Context,
    owned: &Range<usize>,
    room: &mut Resolving,
    times: &mut ResolvedTimes,
    out: &mut Vec<Candidate>,
) -> Result<usize, Error> {
    // Built for the first time value only: most windows of most languages hold none, and its calendar context
    // was a twentieth of a short parse.
    let reference = LazyCell::new(|| Reference::of(cx.options));
    // Deliberate differences (test/conformance/deliberate_differences.jsonl): an entity holds no blanks at its
    // edges, where a rule's regex took one ("7a works": Duckling's body is "7a "); and its edges never fall
    // inside a word ("the 10am", "user123 on Jan 2nd", "é" followed by "a day"), but for a number's: Duckling's
    // edges only need a change of character class, and a number glued to letters is still the number users
    // wrote ("flight dl123", "a w2 form", "Q3", "the 80s", "1.5x faster"), so those stay as Duckling gives them.
    let Resolving {
        grouped,
        order,
        kept,
        spans,
        ..
    } = entity_groups(chart, owned, cx, room)?;
    for &(first, id) in grouped.iter() {
        let own = chart.node(id).range.clone();
        let range = without_blank_edges(cx.text, own.clone());
        order.push((
            (
                range.start,
                Reverse(range.end),
                own.start,
                Reverse(own.end),
                first,
                0,
                id,
            ),
            None,
        ));
    }
    // Start ascending, end descending (first the trimmed range, then the token's own), then the groups in the
    // chart's order: every range that could contain a token comes before it, and the tokens competing for one
    // range and dimension come together, to be put in the ranker's order when they are first read.
    chunked::sort_by_unique_key(cx, order, |&(key, _)| key)?;
    let mut scores = Scores::default();
    let mut kept_over = None;
    let pushed = out.len();
    out.reserve(order.len());
    let mut tied = false;
    let mut looked_up = 0;
    // What the candidates over earlier ranges hide (ranking would drop it). Entities inside a word are
    // candidates that hide only numbers glued to a word (`Candidate::inside_word`): they hold no cover here.
    let mut candidates = Cover::default();
    let apostrophe = cx.options.locale.lang.apostrophe();
    let ordinal_suffixes = cx.options.locale.lang.ordinal_suffixes();
    for n in 0..order.len() {
        if n % 256 == 0 {
            cx.check_cancel()?;
        }
        let ((start, Reverse(end), _, _, group, _, _), score) = order[n];
        candidates.enter(start, end);
        if candidates.hides(end) {
            continue;
        }
        // A group read for the first time: if its tokens compete (more than one), they are scored and put best
        // first (ties keep the chart's order); a lone token keeps no score. A hidden group is never scored: most
        // are (the readings of "5pm" inside "tomorrow at 5pm").
        let size = match score {
            None => order[n..]
                .iter()
                .take_while(|((.., of, _, _), _)| *of == group)
                .count(),
            Some(_) => 1,
        };
        if size > 1 {
            let members = &mut order[n..n + size];
            for (key, score) in members.iter_mut() {
                let scored = ranker.score(chart, key.6, &mut scores);
                key.5 = descending(scored);
                *score = Some(scored);
            }
            members.sort_unstable_by_key(|&(key, _)| key);
        }
        let ((.., id), score) = order[n];
        let node = chart.node(id);
        let Some(dim) = entity_dim(&node.value) else {
            continue;
        };
        if kept_over != Some((start, end)) {
            kept.clear();
            kept_over = Some((start, end));
        }
        let first = kept.iter().find(|(d, _)| *d == dim).map(|(_, f)| f.clone());
        if first
            .as_ref()
            .is_some_and(|(own, best, _)| *own != node.range || !ties(*best, score))
        {
            continue;
        }
        let mut span = None;
        // A latent candidate that latent parses do not want is not rendered (every number is a latent quantity
        // and amount, so most tokens of a text are such), and must not hide a later non-latent one.
        let wanted = |latent: &bool| !latent || cx.options.latent;
        let resolved = match &node.value {
            Token::Time(t) if !wanted(&t.latent) => None,
            Token::Time(t) => {
                looked_up += 1;
                times.of(t, &reference, cx)?.as_ref().map(|r| {
                    if let SingleTimeValue::Interval(from, to) = r.value {
                        span = Some((from.at, to.at));
                    }
                    (r.to_json(reference.zone()), r.latent)
                })
            }
            token => latency(token)
                .filter(wanted)
                .and_then(|latent| render(token).map(|json| (json, latent))),
        };
        let Some((value, latent)) = resolved else {
            continue;
        };
        if let Some((_, _, from)) = first {
            // A tie: a second reading only if its value is another (Duckling answers each value once).
            if out[from..].iter().any(|c| {
                c.range == (start..end)
                    && c.dim == dim
                    && c.latent == latent
                    && same_but_for_values(&c.value, &value)
            }) {
                continue;
            }
            tied = true;
        } else {
            kept.push((dim, (node.range.clone(), score, out.len())));
        }
        spans.push(span);
        let mut candidate = Candidate::new(start..end, dim, value).latent(latent);
        candidate.node = Some(id);
        // Asked of candidates only: most tokens are hidden (the digits of a phone number).
        candidate.inside_word = !is_whole_words(cx.text, start, end, apostrophe, ordinal_suffixes);
        if !candidate.hides_only_glued_numbers() {
            candidates.hold(end);
        }
        out.push(candidate);
    }
    if tied {
        drop_outer_intervals(out, pushed, spans);
    }
    Ok(looked_up)
}

/// Where [`resolve`] sorts the entity tokens of a window: kept from one window to the next, and from one parse
/// to the next in its thread's scratch (`crate::parse`).
#[derive(Default)]
pub(crate) struct Resolving {
    /// (index of the group's first token, token): see [`entity_groups`].
    grouped: Vec<(u32, NodeId)>,
    /// The first token of each range and dimension, by its index in `grouped`.
    first_of: FastMap<(usize, usize, Dim), u32>,
    /// The tokens in the order [`resolve`] reads them ([`ResolveKey`]), each with its score once its group
    /// was scored.
    order: Vec<(ResolveKey, Option<f64>)>,
    /// The first candidate of each dimension over the trimmed range being read (the order reads each range's
    /// tokens together). A later token over the same ranges and of the same dimension is resolved only if it
    /// ties with that score. One over another own range is dropped: the first's own range starts no later and,
    /// starting alike, ends no earlier, so it contains this one (Duckling's containment) or, in a case no rule
    /// makes today, overlaps it over the same words.
    kept: Vec<(Dim, FirstOfRange)>,
    /// The interval each time candidate pushed in this window spans (`None` for any other value), in `out`'s
    /// order: what a tie between nested intervals is decided on, after the loop.
    spans: Vec<Option<(Moment, Moment)>>,
}

/// What the time values of a parse resolved to. Equal values resolve alike: a run of one date ("12/12/2012
/// 12/12/2012 …") intersects into one value over many spans, and a list repeats its values in every window
/// ("last week-end in October, " repeated: a window's chains are the last one's, and resolving them again was
/// most of its parse). Kept from one window to the next of a parse, at most [`RESOLVED_KEPT`] values (each
/// holds its predicate tree), then emptied.
#[derive(Default)]
pub(crate) struct ResolvedTimes {
    values: FastMap<TimeData, Option<Resolved>>,
    /// What their nested series' maps gave, by their predicates' addresses: `values` holds those predicates,
    /// so both are emptied together.
    mapped: Mapped,
    /// The steps their searches took in this parse ([`Stop`]).
    steps: Cell<u64>,
}

/// The most values [`ResolvedTimes`] keeps: a few windows' worth.
const RESOLVED_KEPT: usize = 4096;

impl ResolvedTimes {
    /// The steps the searches of the values resolved so far took.
    pub fn steps(&self) -> u64 {
        self.steps.get()
    }

    /// What `time` resolves to against `reference`, resolved once; [`Error::Cancelled`] when the parse was
    /// cancelled as it resolved (its search stopped: nothing it found is kept).
    fn of(
        &mut self,
        time: &TimeData,
        reference: &Reference,
        cx: &Context,
    ) -> Result<&Option<Resolved>, Error> {
        let ResolvedTimes {
            values,
            mapped,
            steps,
        } = self;
        if values.len() >= RESOLVED_KEPT && !values.contains_key(time) {
            values.clear();
            mapped.clear();
        }
        match values.entry(time.clone()) {
            Entry::Occupied(known) => Ok(known.into_mut()),
            Entry::Vacant(new) => {
                let probe = || cx.check_cancel().is_err();
                let stop = Stop::new(&probe, steps);
                let resolved = resolve_remembering(time, reference, mapped, &stop);
                if stop.stopped() {
                    mapped.clear();
                    return Err(Error::Cancelled);
                }
                Ok(new.insert(resolved))
            }
        }
    }
}

/// The first candidate of a dimension over a trimmed range: its own range, its score, where its candidates
/// begin in `out`.
type FirstOfRange = (Range<usize>, Option<f64>, usize);

/// Trimmed start ascending, trimmed end descending, own start ascending, own end descending, the group (by its
/// first token's index), the ranker's order within the group (0 until it is scored); then the token.
type ResolveKey = (
    usize,
    Reverse<usize>,
    usize,
    Reverse<usize>,
    u32,
    u64,
    NodeId,
);

impl Resolving {
    /// Emptied for a window. Clearing a map writes every slot, even in a map already empty: a map is cleared
    /// only when it holds something, and let go when a long window grew it.
    fn clear(&mut self) {
        self.grouped.clear();
        if self.first_of.capacity() > ROOMY_MAP {
            self.first_of = FastMap::default();
        } else if !self.first_of.is_empty() {
            self.first_of.clear();
        }
        self.order.clear();
        self.kept.clear();
        self.spans.clear();
    }

    /// About how many bytes it holds.
    pub fn bytes(&self) -> usize {
        heap_bytes(&self.grouped)
            + self.first_of.capacity() * size_of::<((usize, usize, Dim), u32)>()
            + heap_bytes(&self.order)
            + heap_bytes(&self.kept)
            + heap_bytes(&self.spans)
    }
}

/// The most entries a kept map of [`Resolving`] may have room for: what a window of running text needs.
const ROOMY_MAP: usize = 1024;

/// The entities of `dim` alone in `text` (the default options otherwise), each as its body and the string at
/// `key` of its value: what the tests of the dimensions with scanners of their own compare.
#[cfg(test)]
pub(crate) fn bodies_with(dim: Dim, key: &str, text: &str) -> Vec<(String, String)> {
    let options = crate::Options {
        dims: [dim].into_iter().collect(),
        ..crate::Options::default()
    };
    crate::parse(text, &options)
        .expect("parses")
        .into_iter()
        .map(|e| {
            let value = e.value.get(key).and_then(Json::as_str).unwrap_or_default();
            let value = value.to_owned();
            (e.body, value)
        })
        .collect()
}

/// Every text of `lang`'s Duckling corpus (the `*.jsonl` files of test/conformance/duckling/<lang>/, in name
/// order, negative examples included).
#[cfg(test)]
pub(crate) fn corpus_texts(lang: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../test/conformance/duckling")
        .join(lang);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the conformance corpus is checked in")
        .map(|e| e.expect("a readable directory").path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    let mut texts = Vec::new();
    for file in files {
        let body = std::fs::read_to_string(&file).expect("a readable corpus file");
        for line in body.lines().filter(|l| !l.trim().is_empty()) {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            texts.push(v["text"].as_str().expect("a text").to_owned());
        }
    }
    texts
}

/// Whether two values are the same but for their `values` lists.
fn same_but_for_values(a: &Json, b: &Json) -> bool {
    match (a, b) {
        // Both sorted by key: the same entries in the same order.
        (Json::Object(a), Json::Object(b)) => {
            let not_values = |(k, _): &&(_, Json)| k != "values";
            a.iter().filter(not_values).eq(b.iter().filter(not_values))
        }
        _ => a == b,
    }
}

/// Of the candidates `out[pushed..]` (their intervals in `spans`), drops every time interval that strictly
/// contains another candidate's interval over the same range: the tied readings of one span that [`resolve`]
/// answers only by their inner one. The readings of one range and dimension follow one another in `out`.
fn drop_outer_intervals(
    out: &mut Vec<Candidate>,
    pushed: usize,
    spans: &[Option<(Moment, Moment)>],
) {
    let fresh = &out[pushed..];
    let mut outer = vec![false; fresh.len()];
    let mut run = 0;
    while run < fresh.len() {
        let same = |c: &Candidate| c.range == fresh[run].range && c.dim == fresh[run].dim;
        let len = fresh[run..].iter().take_while(|c| same(c)).count();
        let group = &spans[run..run + len];
        for (i, span) in group.iter().enumerate() {
            outer[run + i] = span.is_some_and(|(from, to)| {
                group
                    .iter()
                    .flatten()
                    .any(|&(a, b)| (a, b) != (from, to) && from <= a && b <= to)
            });
        }
        run += len;
    }
    let mut i = 0;
    out.retain(|_| {
        i += 1;
        i <= pushed || !outer[i - 1 - pushed]
    });
}

/// Whether a token of a dimension other than time is latent; `None` when it is no entity (a part, or an
/// amount of money without an amount).
fn latency(token: &Token) -> Option<bool> {
    match token {
        Token::AmountOfMoney(m) => m.has_amount().then_some(m.latent),
        Token::Distance(m) | Token::Volume(m) | Token::Temperature(m) | Token::Quantity(m) => {
            Some(m.latent())
        }
        Token::Numeral(_)
        | Token::Ordinal(_)
        | Token::Duration(_)
        | Token::Email(_)
        | Token::Url(_)
        | Token::PhoneNumber(_)
        | Token::CreditCardNumber(_) => Some(false),
        Token::Time(_) | Token::TimeGrain(_) | Token::MeasureUnit(_) => None,
    }
}

/// The entity value of a token of a dimension other than time, in Duckling's JSON; `None` for a token that
/// is no entity.
pub(crate) fn render(token: &Token) -> Option<Json> {
    match token {
        Token::Numeral(n) => Some(numeral::to_json(n)),
        Token::Ordinal(o) => Some(ordinal::rules::to_json(o)),
        Token::Duration(d) => Some(duration::rules::to_json(d)),
        Token::AmountOfMoney(m) => money::to_json(m),
        Token::Distance(m) | Token::Volume(m) | Token::Temperature(m) | Token::Quantity(m) => {
            Some(measure::to_json(m))
        }
        Token::Email(e) => Some(email::to_json(e)),
        Token::Url(u) => Some(url::to_json(u)),
        Token::PhoneNumber(p) => Some(phone_number::to_json(p)),
        Token::CreditCardNumber(c) => Some(credit_card_number::to_json(c)),
        Token::Time(_) | Token::TimeGrain(_) | Token::MeasureUnit(_) => None,
    }
}

/// `range` of `text` without the spaces and tabs at its ends.
fn without_blank_edges(text: &str, range: Range<usize>) -> Range<usize> {
    let blank = |b: &u8| *b == b' ' || *b == b'\t';
    let bytes = &text.as_bytes()[range.clone()];
    let start = range.start + bytes.iter().take_while(|b| blank(b)).count();
    let end = range.end - bytes.iter().rev().take_while(|b| blank(b)).count();
    start..end.max(start)
}

/// The chart's tokens that start in `owned` and are entities of requested dimensions, in the chart's order,
/// each with the index of the first token of its range and dimension (the group the ranker decides within), in
/// `room.grouped` (`room` emptied first).
fn entity_groups<'r>(
    chart: &Chart<'_, '_, Token>,
    owned: &Range<usize>,
    cx: &Context,
    room: &'r mut Resolving,
) -> Result<&'r mut Resolving, Error> {
    room.clear();
    let Resolving {
        grouped: order,
        first_of,
        ..
    } = room;
    // Room for every token at once: a window of a list of times holds thousands, and the map grew to them by
    // doubling, rehashing each time, in every window (it is let go of between windows that large).
    first_of.reserve(chart.nodes().len());
    for (id, node) in chart.nodes().iter().enumerate() {
        if id % 256 == 0 {
            cx.check_cancel()?;
        }
        let Some(dim) = entity_dim(&node.value) else {
            continue;
        };
        if !cx.options.dims.contains(dim) || !owned.contains(&node.range.start) {
            continue;
        }
        let at = order.len() as u32;
        let first = *first_of
            .entry((node.range.start, node.range.end, dim))
            .or_insert(at);
        order.push((first, id as NodeId));
    }
    Ok(room)
}

/// Whether two ranker scores tie. Duckling sums a parse's feature log-likelihoods in its hash map's order and
/// ours in another, so the same sum can differ in its last bits ("from Monday to Friday next week":
/// −24.831549424419407 and −24.83154942441941); a relative difference under 1e-12 is a tie. −∞ (a rule no
/// parse passed with) ties only with −∞: against it the tolerance would be infinite, and "six thirty in the
/// morning" would answer the year 630's morning beside 06:30, which Duckling ranks above it.
fn ties(best: Option<f64>, score: Option<f64>) -> bool {
    match (best, score) {
        (Some(a), Some(b)) => {
            a == b
                || (a.is_finite() && b.is_finite() && (a - b).abs() <= 1e-12 * a.abs().max(b.abs()))
        }
        _ => false,
    }
}

/// A key that sorts scores from the highest down (−∞, a rule no parse passed with, last).
fn descending(score: f64) -> u64 {
    let bits = score.to_bits();
    // IEEE 754 bits as an unsigned order: negative numbers reversed, positive ones above them.
    let ascending = if bits >> 63 == 1 {
        !bits
    } else {
        bits | 1 << 63
    };
    u64::MAX - ascending
}

#[cfg(test)]
mod tie_tests {
    use super::ties;
    use crate::{Dim, Options};

    #[test]
    fn scores_equal_but_for_summation_order_tie() {
        assert!(ties(Some(-24.831549424419407), Some(-24.83154942441941)));
        assert!(ties(Some(f64::NEG_INFINITY), Some(f64::NEG_INFINITY)));
        assert!(!ties(Some(-12.5), Some(f64::NEG_INFINITY)));
        assert!(!ties(Some(-24.8315494244), Some(-24.8315494245)));
        assert!(!ties(None, Some(-1.0)));
    }

    /// Two parses of the whole text tie on the ranker's score ("until" Christmas, and a week from Christmas):
    /// both are answered, as Duckling answers them.
    #[test]
    fn tied_readings_of_one_span_are_all_answered() {
        let whole = times_of_the_whole("through christmas for a week");
        assert_eq!(whole.len(), 2, "{whole:?}");
        assert_ne!(whole[0], whole[1]);
    }

    /// Of two tied intervals one inside the other, only the inner one is answered (a deliberate difference):
    /// "Monday to Friday" of next week, not from yesterday's Monday to next week's Friday. Duckling answers
    /// both here and only the inner one for "26 june to 28 june in 2020", by the rounding of its sums.
    #[test]
    fn of_tied_nested_intervals_the_inner_one_is_answered() {
        let whole = times_of_the_whole("from Monday to Friday next week");
        assert_eq!(whole.len(), 1, "{whole:?}");
        assert!(
            whole[0].contains("2013-02-18T00:00:00.000-02:00"),
            "{whole:?}"
        );
        let whole = times_of_the_whole("26 june to 28 june in 2020");
        assert_eq!(whole.len(), 1, "{whole:?}");
        assert!(
            whole[0].contains("2020-06-26T00:00:00.000-02:00"),
            "{whole:?}"
        );
    }

    /// Tied readings that differ only in the next instances their bounded searches found are one answer, as
    /// is a reading over the same trimmed span from a token that took the blank after it ("517a ").
    #[test]
    fn one_reading_per_span_and_value() {
        let whole = times_of_the_whole("3 at 14:15 on Friday");
        assert_eq!(whole.len(), 1, "{whole:?}");
        let whole = times_of_the_whole("at 517a");
        assert_eq!(whole.len(), 1, "{whole:?}");
        let entities = crate::parse("at 517a Coldham Lane", &Options::default()).expect("parses");
        // Duckling: "at 517a " (its body takes the blank; ours never does).
        let entities: Vec<_> = entities
            .into_iter()
            .filter(|e| e.dim == Dim::Time)
            .collect();
        assert_eq!(entities.len(), 1, "{entities:?}");
        assert_eq!(entities[0].body, "at 517a");
    }

    /// A parse no corpus example passed with (score −∞: the year 630 of "six thirty", in the morning) does
    /// not tie with a scored one (06:30): only the latter is answered, as Duckling answers it.
    #[test]
    fn a_parse_scored_minus_infinity_does_not_tie() {
        let whole = times_of_the_whole("six thirty in the morning");
        assert_eq!(whole.len(), 1, "{whole:?}");
    }

    /// The values of the time entities that span all of `text`, in Duckling's corpus context.
    fn times_of_the_whole(text: &str) -> Vec<String> {
        let options = Options {
            reference_time: crate::dims::time::testing::REFERENCE
                .parse()
                .expect("a valid reference"),
            ..Options::default()
        };
        let entities = crate::parse(text, &options).expect("parses");
        entities
            .iter()
            .filter(|e| e.dim == Dim::Time && e.body == text)
            .map(|e| e.value.to_string())
            .collect()
    }
}

#[cfg(test)]
mod edge_tests {
    use crate::{Dim, Options};

    /// The entities of `text` (all dimensions, Duckling's corpus context) as (dim, body).
    fn entities(text: &str) -> Vec<(Dim, String)> {
        entities_in(text, "en")
    }

    /// The same under `locale`.
    fn entities_in(text: &str, locale: &str) -> Vec<(Dim, String)> {
        let options = Options {
            locale: locale.parse().expect("a supported locale"),
            ..Options::default()
        };
        let entities = crate::parse(text, &options).expect("parses");
        entities.into_iter().map(|e| (e.dim, e.body)).collect()
    }

    /// A number glued to letters is an entity, as in Duckling: its edges only need a change of character
    /// class. Two digits are one class, so "dl123" holds no "23".
    #[test]
    fn numbers_glued_to_a_word_are_found() {
        assert_eq!(entities("flight dl123"), [(Dim::Number, "123".into())]);
        assert_eq!(entities("a w2 form"), [(Dim::Number, "2".into())]);
        assert_eq!(entities("1.5x faster"), [(Dim::Number, "1.5".into())]);
        assert_eq!(entities("hits of the 80s"), [(Dim::Number, "80".into())]);
    }

    /// Any other entity keeps whole words; one that would start inside a word still hides the glued numbers
    /// within it, as Duckling's entity there would ("user123 on Jan 2nd" is one time in Duckling), but no
    /// whole-word entity within it.
    #[test]
    fn entities_inside_a_word_are_none_but_hide_glued_numbers() {
        let found = entities("posted by user123 on Jan 2nd");
        assert_eq!(found, [(Dim::Time, "on Jan 2nd".into())]);
        // The phone number over the same digits is none; it hides nothing of its own range, and Duckling answers
        // the number beside its phone number.
        let found = entities("order id abc6507018887");
        assert_eq!(found, [(Dim::Number, "6507018887".into())]);
        let found = entities("Stir in 500g of ricotta");
        assert_eq!(found, [(Dim::Quantity, "500g of ricotta".into())]);
    }

    /// A clock time glued to a word ("7:30am") is one word: no entity ends at its colon. Duckling's "lunch at
    /// 7:30" (19:30) ends inside it and is none here, and so is the "lunch at 7" (19:00) within it, a time the
    /// text does not say; the time it says stands. A clock time followed by a blank is no glued one.
    #[test]
    fn no_entity_ends_at_the_colon_of_a_glued_clock_time() {
        assert_eq!(
            entities("Dan's lunch at 7:30am tomorrow"),
            [(Dim::Time, "at 7:30am tomorrow".into())]
        );
        assert_eq!(
            entities("lunch at 7:30 pm"),
            [
                (Dim::Time, "lunch at 7:30".into()),
                (Dim::Time, "at 7:30 pm".into())
            ]
        );
    }

    /// A day written as an ordinal with letters ends before them, as Duckling's edges end it: "de 15" of Dutch
    /// "de 15e" is the 15th, "le 3" of French "le 3e" the 3rd beside the ordinal "3e"; the number within each is
    /// hidden. The suffixes are the language's: in English "the 15e" holds no day.
    #[test]
    fn a_day_ends_before_an_ordinal_suffix() {
        let found = entities_in("we gaan de 15e en komen de 22e terug", "nl");
        assert_eq!(
            found,
            [(Dim::Time, "de 15".into()), (Dim::Time, "de 22".into())]
        );
        let found = entities_in("le 3e arrondissement", "fr");
        assert_eq!(
            found,
            [(Dim::Time, "le 3".into()), (Dim::Ordinal, "3e".into())]
        );
        // Catalan's abbreviations, "2n", "3r", "15è": the day before them, as in Duckling.
        for (text, time) in [
            ("el 2n pis", "el 2"),
            ("dilluns 3r", "dilluns 3"),
            ("el 15è aniversari", "el 15"),
        ] {
            assert_eq!(
                entities_in(text, "ca"),
                [(Dim::Time, time.into())],
                "{text}"
            );
        }
        assert!(
            !entities("on the 15e")
                .iter()
                .any(|(dim, _)| *dim == Dim::Time)
        );
    }

    /// A word after one Catalan elides ("l'", "d'") begins at the apostrophe, as Duckling's edges let it:
    /// "agost" of "a l'agost" is August, "una hora" of "durant d'una hora" an hour.
    #[test]
    fn a_word_begins_after_a_catalan_elision() {
        assert_eq!(
            entities_in("a l'agost", "ca"),
            [(Dim::Time, "agost".into())]
        );
        assert_eq!(
            entities_in("durant d'una hora", "ca"),
            [(Dim::Duration, "una hora".into())]
        );
    }

    /// A case ending glued to a number's digits ends an entity before it, as Duckling's edges do: Russian "в
    /// 7ми" (at seven), in any case of letters, Turkish "saat 5te" (at five), "mayısın 3ünde", Polish "o 8mej".
    #[test]
    fn a_time_ends_before_a_case_ending() {
        for (text, lang, time) in [
            ("давай в 7ми", "ru", "в 7"),
            ("ДАВАЙ В 7МИ", "ru", "В 7"),
            ("saat 10da buluşalım", "tr", "saat 10"),
            ("mayısın 3ünde", "tr", "mayısın 3"),
            ("o 8mej wieczorem", "pl", "o 8"),
            ("Találkozzunk 15:30kor", "hu", "15:30"),
            ("holnap 10:30kor", "hu", "holnap 10:30"),
            ("du 3kor", "hu", "du 3"),
        ] {
            assert_eq!(
                entities_in(text, lang),
                [(Dim::Time, time.into())],
                "{text}"
            );
        }
        // Not a case ending: no edge.
        assert!(entities_in("в 7мик", "ru").is_empty());
        assert!(entities_in("du 3korn", "hu").is_empty());
    }

    /// ASCII digits followed by another script's digit end a number before it, as in Duckling, whose `\d` is
    /// ASCII and whose edges take the other digit as a class of its own: "12೩" (a keyboard switched mid-number)
    /// holds 12 and the Kannada 3; Tamil and Malayalam, with no rule of their own for their digits, hold 12
    /// alone.
    #[test]
    fn a_number_ends_before_another_scripts_digit() {
        let number = |body: &str| (Dim::Number, body.to_owned());
        assert_eq!(entities_in("12೩ ರೂಪಾಯಿ", "kn"), [number("12"), number("೩")]);
        assert_eq!(entities_in("గది 10౫", "te"), [number("10"), number("౫")]);
        assert_eq!(entities_in("12௩ ரூபாய்", "ta"), [number("12")]);
        assert_eq!(entities_in("2൦24 ൽ", "ml"), [number("2"), number("24")]);
        assert_eq!(entities_in("12५ रुपये", "hi"), [number("12"), number("५")]);
    }
}
