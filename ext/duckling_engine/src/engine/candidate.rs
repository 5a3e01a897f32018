//! A candidate entity as a dimension's rules produce it, before ranking.

use std::ops::Range;

use super::value::Json;
use crate::Dim;

/// One match of one rule: a byte range of the text, its dimension and its resolved value.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    /// Byte range in the original text; always on `char` boundaries.
    pub range: Range<usize>,
    pub dim: Dim,
    pub latent: bool,
    /// The value in Duckling's JSON shape (`{"type": "value", "value": 42}` …).
    pub value: Json,
    /// The chart token it came from, for `explain` (its tree is read while its window's chart stands,
    /// `crate::parse`); `None` for a dimension with its own scanner.
    pub node: Option<u32>,
    /// Whether an edge of its range falls inside a word ("123" of "dl123", "123 on Jan 2nd" of "user123 on Jan
    /// 2nd"). Such a number is an entity, as in Duckling; any other such candidate is none (a deliberate
    /// difference), but it still hides the numbers glued to a word inside it, as Duckling's entity would.
    pub inside_word: bool,
}

impl Candidate {
    pub fn new(range: Range<usize>, dim: Dim, value: Json) -> Self {
        Candidate {
            range,
            dim,
            latent: false,
            value,
            node: None,
            inside_word: false,
        }
    }

    pub fn latent(mut self, latent: bool) -> Self {
        self.latent = latent;
        self
    }

    /// Whether it only hides numbers glued to a word and becomes no entity: an edge of it falls inside a word
    /// and it is no number.
    pub fn hides_only_glued_numbers(&self) -> bool {
        self.inside_word && self.dim != Dim::Number
    }
}
