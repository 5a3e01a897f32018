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

use std::cmp::Reverse;
use std::ops::Range;

use crate::engine::candidate::Candidate;
use crate::engine::chart::{Chart, NodeId};
use crate::engine::chunked;
use crate::engine::context::Context;
use crate::engine::fast_hash::{FastMap, FastSet};
use crate::engine::rank::Cover;
use crate::engine::ranker::Ranker;
use crate::engine::text::is_whole_words;
use crate::time::data::TimeData;
use crate::time::resolve::{Reference, Resolved, resolve as resolve_time};
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
/// other beats (`Rank.hs`: `winners`, then one per distinct value), so a tie answers both readings. Only the
/// tokens that start in `owned` are read: the chart is one window's (`engine::window`), the others' tokens are
/// other windows'.
pub(crate) fn resolve(
    chart: &Chart<'_, '_, Token>,
    ranker: &Ranker,
    cx: &Context,
    owned: &Range<usize>,
    out: &mut Vec<Candidate>,
) -> Result<(), Error> {
    let reference = Reference::of(cx.options);
    // Deliberate differences (test/conformance/deliberate_differences.jsonl): an entity holds no blanks at its
    // edges, where a rule's regex took one ("7a works": Duckling's body is "7a "); and its edges never fall
    // inside a word ("the 10am", "user123 on Jan 2nd", "é" followed by "a day"), but for a number's: Duckling's
    // edges only need a change of character class, and a number glued to letters is still the number users
    // wrote ("flight dl123", "a w2 form", "Q3", "the 80s", "1.5x faster"), so those stay as Duckling gives them.
    let ranked = ranked_entities(chart, ranker, owned, cx)?;
    // Sized for every entity token at once: growing these from empty cost a few percent of a short parse.
    let room = ranked.len();
    let apostrophe = cx.options.locale.lang.apostrophe();
    let mut order: Vec<(usize, Reverse<usize>, usize, NodeId, bool)> = Vec::with_capacity(room);
    for (i, &(id, _)) in ranked.iter().enumerate() {
        let range = without_blank_edges(cx.text, chart.node(id).range.clone());
        let whole = is_whole_words(cx.text, range.start, range.end, apostrophe);
        order.push((range.start, Reverse(range.end), i, id, whole));
    }
    // Start ascending, end descending, then the ranker's order: every range that could contain a token comes
    // before it, and the tokens competing for one range come best first.
    chunked::sort_by_key(cx, &mut order, |&key| key)?;
    // The first candidate of a dimension over a range: its score, and where its candidates begin in `out`. A
    // later token over the same range and of the same dimension is resolved only if it ties with that score.
    let mut kept: FastMap<(usize, usize, Dim), (Option<f64>, usize)> =
        FastMap::with_capacity_and_hasher(room, Default::default());
    // Equal values resolve alike: a run of one date ("12/12/2012 12/12/2012 …") intersects into one value
    // over many spans, resolved once.
    let mut times: FastMap<&TimeData, Option<Resolved>> = FastMap::default();
    // What the candidates over earlier ranges hide (ranking would drop it). Entities inside a word are
    // candidates that hide only numbers glued to a word (`Candidate::inside_word`): they hold no cover here.
    let mut candidates = Cover::default();
    for (n, (start, Reverse(end), i, id, whole)) in order.into_iter().enumerate() {
        if n % 256 == 0 {
            cx.check_cancel()?;
        }
        candidates.enter(start, end);
        if candidates.hides(end) {
            continue;
        }
        let node = chart.node(id);
        let Some(dim) = entity_dim(&node.value) else {
            continue;
        };
        let score = ranked[i].1;
        let first = kept.get(&(node.range.start, node.range.end, dim)).copied();
        if first.is_some_and(|(best, _)| !ties(best, score)) {
            continue;
        }
        let resolved = match &node.value {
            Token::Time(t) => times
                .entry(t)
                .or_insert_with(|| resolve_time(t, &reference))
                .as_ref()
                .map(|r| (r.to_json(reference.zone()), r.latent)),
            // Every positive number is a latent quantity: unwanted, it is not rendered.
            Token::Quantity(m) if m.latent() && !cx.options.latent => None,
            token => latency(token).and_then(|latent| render(token).map(|json| (json, latent))),
        };
        let Some((value, latent)) = resolved else {
            continue;
        };
        // A latent candidate that latent parses do not want must not hide a later non-latent one.
        if latent && !cx.options.latent {
            continue;
        }
        if let Some((_, from)) = first {
            // A tie: a second reading only if its value is another (Duckling answers each value once).
            if out[from..].iter().any(|c| {
                c.range == (start..end) && c.dim == dim && c.value == value && c.latent == latent
            }) {
                continue;
            }
        } else {
            kept.insert((node.range.start, node.range.end, dim), (score, out.len()));
        }
        let mut candidate = Candidate::new(start..end, dim, value).latent(latent);
        candidate.node = Some(id);
        candidate.inside_word = !whole;
        if !candidate.hides_only_glued_numbers() {
            candidates.hold(end);
        }
        out.push(candidate);
    }
    Ok(())
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
pub(crate) fn render(token: &Token) -> Option<serde_json::Value> {
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
/// except that the tokens competing for one range and dimension follow the first of them in the order of the
/// ranker's score, best first (ties keep the chart's order), each with its score. Only competing tokens are
/// scored.
fn ranked_entities(
    chart: &Chart<'_, '_, Token>,
    ranker: &Ranker,
    owned: &Range<usize>,
    cx: &Context,
) -> Result<Vec<(NodeId, Option<f64>)>, Error> {
    // (index of the group's first token, rank within the group, token, its score)
    // Sized for every token at once (most are entities): growing them from empty cost more.
    let room = chart.nodes().len();
    let mut order: Vec<(u32, u64, NodeId, Option<f64>)> = Vec::with_capacity(room);
    let mut first_of: FastMap<(usize, usize, Dim), u32> =
        FastMap::with_capacity_and_hasher(room, Default::default());
    let mut contested: FastSet<u32> = FastSet::default();
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
        if first != at {
            contested.insert(first);
        }
        order.push((first, 0, id as NodeId, None));
    }
    if !contested.is_empty() {
        let mut scores = FastMap::default();
        for (i, entry) in order.iter_mut().enumerate() {
            if i % 256 == 0 {
                cx.check_cancel()?;
            }
            if contested.contains(&entry.0) {
                let score = ranker.score(chart, entry.2, &mut scores);
                entry.1 = descending(score);
                entry.3 = Some(score);
            }
        }
        chunked::sort_by_key(cx, &mut order, |&(first, rank, id, _)| (first, rank, id))?;
    }
    Ok(order
        .into_iter()
        .map(|(_, _, id, score)| (id, score))
        .collect())
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

    /// Two parses of the whole text tie on the ranker's score ("Monday to Friday" of next week, and "Monday"
    /// to "Friday next week"): both are answered, as Duckling answers them.
    #[test]
    fn tied_readings_of_one_span_are_all_answered() {
        let whole = times_of_the_whole("from Monday to Friday next week");
        assert_eq!(whole.len(), 2, "{whole:?}");
        assert_ne!(whole[0], whole[1]);
    }

    /// A parse no corpus example passed with (score −∞: the year 630 of "six thirty", in the morning) does
    /// not tie with a scored one (06:30): only the latter is answered, as Duckling answers it.
    #[test]
    fn a_parse_scored_minus_infinity_does_not_tie() {
        let whole = times_of_the_whole("six thirty in the morning");
        assert_eq!(whole.len(), 1, "{whole:?}");
    }

    /// The values of the time entities that span all of `text`.
    fn times_of_the_whole(text: &str) -> Vec<String> {
        let entities = crate::parse(text, &Options::default()).expect("parses");
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
        let entities = crate::parse(text, &Options::default()).expect("parses");
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
}
