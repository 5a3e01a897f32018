//! What the tests of productions that read a regex's groups off its match (phone numbers, URLs) share: the
//! reference they are checked against, and the random texts they are checked on.

use crate::dims::token::Rule;
use crate::engine::rule::Item;

/// The regex of `rule`, a rule of one regex, compiled by the `regex` crate as the engine matches it
/// (case-insensitively): its captures are what a production's groups must be.
pub(crate) fn reference_regex(rule: &Rule) -> regex::Regex {
    let Item::Regex(pattern) = &rule.pattern[0] else {
        unreachable!("the rule is one regex")
    };
    regex::RegexBuilder::new(&pattern.source)
        .case_insensitive(true)
        .build()
        .expect("the rule's regex compiles")
}

/// Texts of pieces drawn at random, the same ones every run (a linear congruential generator from a seed).
pub(crate) struct RandomTexts(u64);

impl RandomTexts {
    pub fn new(seed: u64) -> Self {
        RandomTexts(seed)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % n
    }

    /// Fewer than `most` of `pieces`, one after the other.
    pub fn text(&mut self, pieces: &[&str], most: usize) -> String {
        let len = self.below(most);
        (0..len).map(|_| pieces[self.below(pieces.len())]).collect()
    }
}
