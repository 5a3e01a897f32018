//! One module per dimension, each with its rules and, beside them, its corpus of examples (`corpus.json`).
//!
//! A dimension exposes `scan(cx, out)`: it appends every candidate it finds in the text to `out`. Ranking
//! across dimensions happens afterwards, in `engine::rank`. Dimensions built on others (money on numbers,
//! times on durations) reach them through the shared [`Context`] rather than through ranking.

pub(crate) mod credit_card_number;
pub(crate) mod distance;
pub(crate) mod duration;
pub(crate) mod email;
pub(crate) mod grammar;
pub(crate) mod measure;
pub(crate) mod money;
pub(crate) mod number;
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

use crate::engine::candidate::Candidate;
use crate::engine::chart::Chart;
use crate::engine::context::Context;
use crate::engine::fast_hash::{FastMap, FastSet};
use crate::engine::text::is_whole_words;
use crate::time::data::TimeData;
use crate::time::resolve::{Reference, resolve as resolve_time};
use crate::{Dim, Error};
use token::Token;

/// Whether `dim`'s entities come from the rule engine's chart rather than from a scanner of its own.
pub(crate) fn on_rules(dim: Dim) -> bool {
    scanner(dim).is_none()
}

type Scanner = fn(&Context, &mut Vec<Candidate>) -> Result<(), Error>;

/// The scanner of a dimension that is not on the rule engine yet (issue 12 moves them).
fn scanner(dim: Dim) -> Option<Scanner> {
    match dim {
        Dim::AmountOfMoney => Some(money::scan),
        Dim::Distance => Some(distance::scan),
        Dim::Volume => Some(volume::scan),
        Dim::Temperature => Some(temperature::scan),
        Dim::Quantity => Some(quantity::scan),
        Dim::Number
        | Dim::Ordinal
        | Dim::Time
        | Dim::Duration
        | Dim::Email
        | Dim::Url
        | Dim::PhoneNumber
        | Dim::CreditCardNumber => None,
    }
}

/// The dimension whose entity a token of the chart is, if it is one (a time grain is only ever a part).
fn entity_dim(token: &Token) -> Option<Dim> {
    match token {
        Token::Numeral(_) => Some(Dim::Number),
        Token::Ordinal(_) => Some(Dim::Ordinal),
        Token::Duration(_) => Some(Dim::Duration),
        Token::Time(_) => Some(Dim::Time),
        Token::TimeGrain(_) => None,
        Token::Email(_) => Some(Dim::Email),
        Token::Url(_) => Some(Dim::Url),
        Token::PhoneNumber(_) => Some(Dim::PhoneNumber),
        Token::CreditCardNumber(_) => Some(Dim::CreditCardNumber),
    }
}

/// Every token of the chart that is an entity of a requested dimension on rules, resolved (times against the
/// reference time, in its zone) into a candidate. Tokens that do not resolve (a time with no instance) are
/// no candidates, so they never hide the tokens inside them, as in Duckling.
pub(crate) fn resolve(
    chart: &Chart<'_, '_, Token>,
    cx: &Context,
    out: &mut Vec<Candidate>,
) -> Result<(), Error> {
    let reference = Reference::new(&cx.options.reference_time);
    // Ranking keeps the first candidate of a dimension over a range (all score alike), so a later token over
    // the same range and of the same dimension is not rendered at all: rendering JSON costs more than
    // resolving (research/time-resolve).
    let mut rendered: FastSet<(usize, usize, Dim)> = FastSet::default();
    let mut times: FastMap<&TimeData, Option<(serde_json::Value, bool)>> = FastMap::default();
    for (i, node) in chart.nodes().iter().enumerate() {
        if i % 256 == 0 {
            cx.check_cancel()?;
        }
        let Some(dim) = entity_dim(&node.value) else {
            continue;
        };
        if !cx.options.dims.contains(dim)
            || !on_rules(dim)
            || rendered.contains(&(node.range.start, node.range.end, dim))
        {
            continue;
        }
        let resolved = match &node.value {
            Token::Numeral(n) => Some((numeral::to_json(n), false)),
            Token::Ordinal(o) => Some((ordinal::rules::to_json(o), false)),
            Token::Duration(d) => Some((duration::rules::to_json(d), false)),
            // Equal values resolve alike: a run of one date ("12/12/2012 12/12/2012 …") intersects into one
            // value over many spans, resolved once.
            Token::Time(t) => times
                .entry(t)
                .or_insert_with(|| {
                    resolve_time(t, &reference).map(|r| (r.to_json(&reference.zone), r.latent))
                })
                .clone(),
            Token::TimeGrain(_) => None,
            Token::Email(e) => Some((email::to_json(e), false)),
            Token::Url(u) => Some((url::to_json(u), false)),
            Token::PhoneNumber(p) => Some((phone_number::to_json(p), false)),
            Token::CreditCardNumber(c) => Some((credit_card_number::to_json(c), false)),
        };
        // Deliberate difference: an entity's edges never fall inside a word ("Q3", "3B", "the 10am", "é"
        // followed by "a day"): Duckling's edges only need a change of character class, so it reads "3" in
        // "Q3" as a number (test/conformance/deliberate_differences.jsonl).
        if !is_whole_words(cx.text, node.range.start, node.range.end) {
            continue;
        }
        if let Some((value, latent)) = resolved {
            // A latent candidate that latent parses do not want must not hide a later non-latent one.
            if latent && !cx.options.latent {
                continue;
            }
            rendered.insert((node.range.start, node.range.end, dim));
            let mut candidate = Candidate::new(node.range.clone(), dim, value).latent(latent);
            candidate.node = Some(i as u32);
            out.push(candidate);
        }
    }
    Ok(())
}

/// Runs the scanner of one dimension that has one over the whole text.
pub(crate) fn scan(dim: Dim, cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    scanner(dim).map_or(Ok(()), |scan| scan(cx, out))
}
