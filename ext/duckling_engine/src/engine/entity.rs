//! The entity a caller receives: Duckling's format, with character (not byte) offsets.

use serde::Serialize;
use serde_json::Value;

use super::candidate::Candidate;
use super::context::Context;
use super::rank::POLL_EVERY;
use crate::engine::chunked;
use crate::{Dim, Error};

/// One recognised entity.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entity {
    /// The matched text, `text[start..end]` in characters.
    pub body: String,
    /// Offset of the first character, counted in Unicode scalar values (Ruby's `String#[]` indexing).
    pub start: usize,
    /// Offset one past the last character.
    pub end: usize,
    #[serde(serialize_with = "dim_name")]
    pub dim: Dim,
    pub latent: bool,
    /// The value in Duckling's shape for the dimension.
    pub value: Value,
}

fn dim_name<S: serde::Serializer>(dim: &Dim, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(dim.name())
}

/// Converts the winners of ranking (ordered by start) into entities, mapping bytes to characters in one pass.
pub(crate) fn from_candidates(
    text: &str,
    winners: Vec<Candidate>,
    cx: &Context,
) -> Result<Vec<Entity>, Error> {
    let mut byte_offsets: Vec<usize> = Vec::with_capacity(2 * winners.len());
    for (i, c) in winners.iter().enumerate() {
        if i % POLL_EVERY == 0 {
            cx.check_cancel()?;
        }
        byte_offsets.extend([c.range.start, c.range.end]);
    }
    chunked::sort_by_key(cx, &mut byte_offsets, |b| *b)?;
    byte_offsets.dedup();
    let mut char_of_byte = Vec::with_capacity(byte_offsets.len());
    let (mut chars, mut bytes) = (0usize, 0usize);
    for (i, &target) in byte_offsets.iter().enumerate() {
        if i % POLL_EVERY == 0 {
            cx.check_cancel()?;
        }
        chars += text[bytes..target].chars().count();
        bytes = target;
        char_of_byte.push(chars);
    }
    let to_char = |b: usize| {
        char_of_byte[byte_offsets
            .binary_search(&b)
            .expect("offset was collected")]
    };
    let mut entities = Vec::with_capacity(winners.len());
    for (i, c) in winners.into_iter().enumerate() {
        if i % POLL_EVERY == 0 {
            cx.check_cancel()?;
        }
        entities.push(Entity {
            body: text[c.range.clone()].to_owned(),
            start: to_char(c.range.start),
            end: to_char(c.range.end),
            dim: c.dim,
            latent: c.latent,
            value: c.value,
        });
    }
    Ok(entities)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn offsets_count_characters() {
        let text = "café 42 €5";
        let at = text.find("42").unwrap();
        let kept = vec![Candidate::new(
            at..at + 2,
            Dim::Number,
            json!({"value": 42}),
        )];
        let options = crate::Options::default();
        let never = || false;
        let cx = Context::new(text, &options, &never);
        let e = &from_candidates(text, kept, &cx).unwrap()[0];
        assert_eq!((e.start, e.end, e.body.as_str()), (5, 7, "42"));
    }
}
