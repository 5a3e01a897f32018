//! A rule regex that is one run of ASCII characters of a class ("(\d{1,18})", "([0-9]{8,19})"), matched
//! anchored by counting the run rather than by running the regex engine.
//!
//! Such regexes are most of the anchored tries left to the regex engine in the languages whose corpora are
//! numbers, phone numbers and card numbers (three in four of them over Swahili's corpus), and a try of the
//! lazy DFA costs about 300 instructions whatever it reads.
//!
//! **Same answers.** A greedy repetition of one class, alone in the regex (or in its one group), matches as many
//! characters of the class as there are, up to its maximum, and fails below its minimum; that is its
//! leftmost-first anchored match. Only a class of ASCII characters is read this way, so a non-ASCII byte ends
//! the run as it ends the regex's (the case-insensitive `k` holds the Kelvin sign, and is not such a class).

use regex_syntax::hir::{Class, Hir, HirKind};

/// A greedy run of `min` to `max` bytes of an ASCII class.
pub(crate) struct ClassRun {
    /// Bit `b`: whether byte `b` (below 128) is in the class.
    class: u128,
    min: usize,
    /// `usize::MAX` where the repetition has no bound.
    max: usize,
}

impl ClassRun {
    /// The run `hir` (a rule regex's case-insensitive syntax tree) is, if it is one: a greedy repetition of a
    /// class of ASCII characters, alone or as the regex's one group.
    pub fn of(hir: &Hir) -> Option<ClassRun> {
        let run = match hir.kind() {
            HirKind::Capture(group) => &group.sub,
            _ => hir,
        };
        let HirKind::Repetition(repetition) = run.kind() else {
            return None;
        };
        let HirKind::Class(Class::Unicode(class)) = repetition.sub.kind() else {
            return None;
        };
        if !repetition.greedy || class.ranges().iter().any(|r| !r.end().is_ascii()) {
            return None;
        }
        let bits = class
            .ranges()
            .iter()
            .flat_map(|r| u32::from(r.start())..=u32::from(r.end()))
            .fold(0u128, |bits, c| bits | 1 << c);
        Some(ClassRun {
            class: bits,
            min: repetition.min as usize,
            max: repetition.max.map_or(usize::MAX, |max| max as usize),
        })
    }

    /// Where the run anchored at `start` ends within `..stop`, if it is long enough.
    #[inline]
    pub fn anchored_end(&self, text: &[u8], start: usize, stop: usize) -> Option<usize> {
        let reach = stop.min(start.saturating_add(self.max));
        let run = text[start..reach]
            .iter()
            .take_while(|&&b| b < 128 && self.class & (1 << b) != 0)
            .count();
        (run >= self.min).then_some(start + run)
    }
}

#[cfg(test)]
mod tests {
    use super::ClassRun;
    use crate::engine::rule::{
        assert_anchored_ends_are_the_regex_s, every_grammar_pattern, syntax_tree,
    };

    #[test]
    fn a_repeated_ascii_class_is_a_run() {
        for pattern in [r"(\d{1,18})", r"([0-9]{8,19})", r"\d+", "[a-f]*"] {
            assert!(
                ClassRun::of(&syntax_tree(pattern).unwrap()).is_some(),
                "{pattern}"
            );
        }
        // Lazy, more than a class, a class with the Kelvin sign (a case-insensitive `k`), two groups.
        for pattern in [r"\d+?", r"\d+x", "[k]+", r"(\d)+", r"(\d+)(\d)"] {
            assert!(
                ClassRun::of(&syntax_tree(pattern).unwrap()).is_none(),
                "{pattern}"
            );
        }
        let run = ClassRun::of(&syntax_tree(r"(\d{2,3})").unwrap()).unwrap();
        assert_eq!(run.anchored_end(b"12345", 0, 5), Some(3));
        assert_eq!(run.anchored_end(b"1x", 0, 2), None);
        assert_eq!(run.anchored_end(b"12345", 1, 3), Some(3));
    }

    /// Every regex of every language's grammar that is read as a run ends its anchored match where the regex
    /// does, from every place of a text of digits, letters, separators and non-ASCII digits and letters.
    #[test]
    fn every_grammar_regex_read_as_a_run_ends_where_the_regex_ends() {
        let text =
            "650-701-8887 4111111111111111 12:30 ab1 ５ ٣٤ 1234567890123456789012 é9 \u{212a}m x";
        let mut checked = 0;
        for pattern in every_grammar_pattern() {
            if ClassRun::of(&syntax_tree(&pattern.source).unwrap()).is_some() {
                checked += assert_anchored_ends_are_the_regex_s(pattern, text);
            }
        }
        assert!(checked > 10_000, "only {checked} places checked");
    }
}
