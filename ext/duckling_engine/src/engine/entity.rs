//! The entity a caller receives: Duckling's format, with character (not byte) offsets, and its value either
//! as a JSON tree ([`Json`]) or, past the first entities of a long answer, as compact JSON text
//! ([`CompactValue`]), a fraction of the tree's memory, for a caller that converts each entity once (the Ruby
//! binding).

use std::borrow::Cow;
use std::fmt;

use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use super::candidate::Candidate;
use super::value::Json;
use crate::Dim;

/// One recognised entity, its value a JSON tree ([`Json`], what [`parse`](crate::parse) answers) or a tree or
/// its JSON text ([`CompactValue`], what [`parse_compact`](crate::parse_compact) answers).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entity<V = Json> {
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
    pub value: V,
}

/// A value in Duckling's JSON shape kept as its compact JSON text (`{"type":"value","value":42}`, what
/// serialising the [`Json`] writes). A long text's answer is mostly values: a number's tree is a list of two
/// entries in a block of 112 bytes beside the 32 of the value itself, its text 26 bytes in a block of 32 (1 MB
/// of `"9 "` answers 500,000 numbers; research/long-texts measured the B-tree values of before at 308 MB
/// against 13 MB of text).
#[derive(Clone)]
pub struct JsonText(Box<RawValue>);

impl JsonText {
    /// The JSON text of `value`.
    pub fn new(value: &Json) -> Self {
        JsonText(serde_json::value::to_raw_value(value).expect("a Json always renders"))
    }

    /// The compact JSON text.
    pub fn as_str(&self) -> &str {
        self.0.get()
    }

    /// The value it was rendered from (serde_json's `float_roundtrip` reads each float back exactly).
    pub fn to_json(&self) -> Json {
        serde_json::from_str(self.as_str()).expect("the text of a Json")
    }
}

/// `null`, as [`Json`]'s default.
impl Default for JsonText {
    fn default() -> Self {
        JsonText::new(&Json::Null)
    }
}

/// Equal texts are equal values: a [`Json`] renders its object keys sorted and each number one way.
impl PartialEq for JsonText {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for JsonText {}

impl fmt::Debug for JsonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for JsonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Written as the JSON it is (to serde_json's serialisers; others receive it as a string).
impl Serialize for JsonText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// A value as [`parse_compact`](crate::parse_compact) hands it on: the JSON tree for the first
/// [`TREES_KEPT`] entities of an answer, the compact JSON text after them. A short text's few values go on as
/// they are (rendering each to text and reading it back would cost a sixth of a short parse); a long text's
/// answer holds its many values in a fraction of the memory.
#[derive(Clone, PartialEq)]
pub enum CompactValue {
    Tree(Json),
    Text(JsonText),
}

/// Entities of an answer whose values stay trees: a megabyte or so of them, and more than any text of a few
/// KB holds.
pub const TREES_KEPT: usize = 1024;

impl CompactValue {
    /// The value as a tree: borrowed, or read back from its text.
    pub fn to_json(&self) -> Cow<'_, Json> {
        match self {
            CompactValue::Tree(value) => Cow::Borrowed(value),
            CompactValue::Text(text) => Cow::Owned(text.to_json()),
        }
    }
}

/// `null`, as [`Json`]'s default.
impl Default for CompactValue {
    fn default() -> Self {
        CompactValue::Tree(Json::Null)
    }
}

impl fmt::Debug for CompactValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompactValue::Tree(value) => write!(f, "{value}"),
            CompactValue::Text(text) => write!(f, "{text}"),
        }
    }
}

/// Written as the JSON it is, tree or text alike.
impl Serialize for CompactValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            CompactValue::Tree(value) => value.serialize(s),
            CompactValue::Text(text) => text.serialize(s),
        }
    }
}

impl<V> Entity<V> {
    /// The same entity with its value turned by `f`.
    pub fn map_value<W>(self, f: impl FnOnce(V) -> W) -> Entity<W> {
        Entity {
            body: self.body,
            start: self.start,
            end: self.end,
            dim: self.dim,
            latent: self.latent,
            value: f(self.value),
        }
    }
}

fn dim_name<S: serde::Serializer>(dim: &Dim, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(dim.name())
}

/// The entity of a winner of ranking, its byte range turned into character offsets by `chars` (winners come
/// ordered by start, so each offset is counted from the one before it: one pass over the text, an end past the
/// next start counted back over the overlap only).
pub(crate) fn from_candidate<V: From<Json>>(chars: &mut CharOffsets, c: Candidate) -> Entity<V> {
    Entity {
        body: chars.text()[c.range.clone()].to_owned(),
        start: chars.at(c.range.start),
        end: chars.at(c.range.end),
        dim: c.dim,
        latent: c.latent,
        value: V::from(c.value),
    }
}

/// Byte offsets of a text to character offsets, counted from the last offset asked for rather than from the
/// start: offsets asked for in about the text's order (entities by start; the trees of one window, which lie
/// within a few hundred bytes of each other, window after window) cost one pass over the text, where counting
/// from the start each time is quadratic. In a text of ASCII only, the two are the same, and nothing is counted.
pub(crate) struct CharOffsets<'t> {
    text: &'t str,
    byte: usize,
    char: usize,
    ascii: bool,
}

impl<'t> CharOffsets<'t> {
    pub fn new(text: &'t str) -> Self {
        CharOffsets {
            text,
            byte: 0,
            char: 0,
            ascii: text.is_ascii(),
        }
    }

    /// The text whose offsets these are.
    pub fn text(&self) -> &'t str {
        self.text
    }

    /// The character offset of byte offset `byte` (a character boundary of the text).
    pub fn at(&mut self, byte: usize) -> usize {
        if self.ascii {
            return byte;
        }
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
        let c = Candidate::new(
            at..at + 2,
            Dim::Number,
            Json::object([("value", Json::Int(42))]),
        );
        let e: Entity = from_candidate(&mut CharOffsets::new(text), c);
        assert_eq!((e.start, e.end, e.body.as_str()), (5, 7, "42"));
    }

    #[test]
    fn json_text_is_the_values_json_and_reads_back_as_it() {
        let values = [
            json!({"type": "value", "value": 42}),
            json!({"value": 1.0 / 3.0, "unit": "km", "type": "value"}),
            json!({"values": [{"from": {"value": 0.1 + 0.2}, "to": {"value": -1.5e300}}], "x": [null, true, "é\"\n"]}),
            json!(5e-324),
        ];
        for v in values {
            let tree: Json = serde_json::from_value(v.clone()).unwrap();
            let text = JsonText::new(&tree);
            assert_eq!(text.as_str(), v.to_string());
            assert_eq!(text.to_json(), tree, "{text}");
            let tree = Entity {
                body: "b".to_owned(),
                start: 0,
                end: 1,
                dim: Dim::Number,
                latent: false,
                value: tree,
            };
            let compact = Entity {
                body: tree.body.clone(),
                start: 0,
                end: 1,
                dim: Dim::Number,
                latent: false,
                value: text.clone(),
            };
            assert_eq!(
                serde_json::to_string(&compact).unwrap(),
                serde_json::to_string(&tree).unwrap()
            );
        }
        assert_ne!(
            JsonText::new(&Json::Int(1)),
            JsonText::new(&Json::Float(1.5))
        );
    }

    #[test]
    fn char_offsets_count_characters_in_either_direction() {
        // Unicode, and ASCII only (its offsets are not counted).
        for text in ["é 5€ ü", "e 5 Euros u"] {
            let mut chars = CharOffsets::new(text);
            let expected = |b: usize| text[..b].chars().count();
            for b in [0, 2, 3, 4, 7, 8, 10, 3, 0, 10, 7] {
                assert_eq!(chars.at(b), expected(b), "byte {b} of {text}");
            }
        }
    }
}
