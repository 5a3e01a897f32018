//! The entity a caller receives: Duckling's format, with character (not byte) offsets.

use serde::Serialize;
use serde_json::Value;

use super::candidate::Candidate;
use crate::Dim;

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

/// The entity of a winner of ranking, its byte range turned into character offsets by `chars` (winners come
/// ordered by start, so each offset is counted from the one before it: one pass over the text, an end past the
/// next start counted back over the overlap only).
pub(crate) fn from_candidate(chars: &mut CharOffsets, c: Candidate) -> Entity {
    Entity {
        body: chars.text()[c.range.clone()].to_owned(),
        start: chars.at(c.range.start),
        end: chars.at(c.range.end),
        dim: c.dim,
        latent: c.latent,
        value: c.value,
    }
}

/// Byte offsets of a text to character offsets, counted from the last offset asked for rather than from the
/// start: offsets asked for in about the text's order (entities by start; the trees of one window, which lie
/// within a few hundred bytes of each other, window after window) cost one pass over the text, where counting
/// from the start each time is quadratic.
pub(crate) struct CharOffsets<'t> {
    text: &'t str,
    byte: usize,
    char: usize,
}

impl<'t> CharOffsets<'t> {
    pub fn new(text: &'t str) -> Self {
        CharOffsets {
            text,
            byte: 0,
            char: 0,
        }
    }

    /// The text whose offsets these are.
    pub fn text(&self) -> &'t str {
        self.text
    }

    /// The character offset of byte offset `byte` (a character boundary of the text).
    pub fn at(&mut self, byte: usize) -> usize {
        if byte >= self.byte {
            self.char += self.text[self.byte..byte].chars().count();
        } else {
            self.char -= self.text[byte..self.byte].chars().count();
        }
        self.byte = byte;
        self.char
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn offsets_count_characters() {
        let text = "café 42 €5";
        let at = text.find("42").unwrap();
        let c = Candidate::new(at..at + 2, Dim::Number, json!({"value": 42}));
        let e = from_candidate(&mut CharOffsets::new(text), c);
        assert_eq!((e.start, e.end, e.body.as_str()), (5, 7, "42"));
    }

    #[test]
    fn char_offsets_count_characters_in_either_direction() {
        let text = "é 5€ ü";
        let mut chars = CharOffsets::new(text);
        let expected = |b: usize| text[..b].chars().count();
        for b in [0, 2, 3, 4, 7, 8, 10, 3, 0, 10, 7] {
            assert_eq!(chars.at(b), expected(b), "byte {b}");
        }
    }
}
