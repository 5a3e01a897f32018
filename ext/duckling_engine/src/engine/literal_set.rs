//! A rule regex whose every match is one of a few literals ("the", "an?", "between|from", "[-/[:space:]]"),
//! matched anchored by comparing those literals in turn rather than by running the regex engine.
//!
//! Such regexes are most of the chart's anchored tries on running English (70 % of them in test/oracle's
//! dialogues, "the" and "an?" alone a third), and a try of the lazy DFA costs about 230 instructions
//! whatever it reads: the meta regex's dispatch, its cache pool and the DFA's start state. Comparing a
//! handful of literals costs a few dozen.
//!
//! **Same answers.** The literals are regex-syntax's exact prefix literals of the regex, which come in the
//! order of leftmost-first preference: the first of them that the text starts with is the match the regex's
//! anchored leftmost-first search finds. Rule regexes match case-insensitively, so each character's class
//! holds its case variants, and Unicode's folding adds the Kelvin sign to `k` and the long s to `s`. Here
//! only ASCII literals are kept, compared ASCII-case-insensitively, and only over ASCII text: there a non-ASCII
//! literal or character of a class can match nothing, and the ASCII case variants of a letter are the ones
//! the comparison folds. Where the bytes a match could cover are not all ASCII, the regex decides.

use regex_syntax::hir::literal::Extractor;
use regex_syntax::hir::{
    Capture, Class, ClassUnicode, ClassUnicodeRange, Hir, HirKind, Repetition,
};

/// The most literals compared: beyond, the regex engine's fixed cost is the cheaper one.
const MOST_LITERALS: usize = 32;

/// The longest literal compared: two words of text.
const LONGEST: usize = 16;

/// The ASCII literals of a regex whose matches are all literals, in leftmost-first order.
pub(crate) struct LiteralSet {
    literals: Box<[Literal]>,
    /// The longest match's length, in bytes: the bytes at the start of a try that must be ASCII.
    longest: usize,
}

/// A literal of at most [`LONGEST`] bytes, as two little-endian words compared with a text's two.
struct Literal {
    /// Its bytes, lower-cased, zero past its end.
    word: [u64; 2],
    /// 0x20 at each of its letters: or-ed into the text's bytes, it lower-cases theirs there.
    fold: [u64; 2],
    /// 0xff at each of its bytes.
    mask: [u64; 2],
    len: usize,
}

impl Literal {
    fn new(bytes: &[u8]) -> Literal {
        let (mut word, mut fold, mut mask) = ([0u8; LONGEST], [0u8; LONGEST], [0u8; LONGEST]);
        for (i, &b) in bytes.iter().enumerate() {
            word[i] = b.to_ascii_lowercase();
            fold[i] = if b.is_ascii_alphabetic() { 0x20 } else { 0 };
            mask[i] = 0xff;
        }
        Literal {
            word: words(&word),
            fold: words(&fold),
            mask: words(&mask),
            len: bytes.len(),
        }
    }

    #[inline]
    fn starts(&self, text: &[u64; 2]) -> bool {
        (text[0] | self.fold[0]) & self.mask[0] == self.word[0]
            && (text[1] | self.fold[1]) & self.mask[1] == self.word[1]
    }
}

/// 16 bytes as two little-endian words.
fn words(bytes: &[u8; LONGEST]) -> [u64; 2] {
    let (low, high) = bytes.split_at(8);
    [
        u64::from_le_bytes(low.try_into().expect("8 bytes")),
        u64::from_le_bytes(high.try_into().expect("8 bytes")),
    ]
}

impl LiteralSet {
    /// Whether `hir` (a rule regex's case-insensitive syntax tree) may be read as literals: its matches are
    /// short (every one of them lies within its longest: where that many bytes are ASCII, so is any match,
    /// and the ASCII literals are all the matches there are; the Kelvin sign's three bytes count in it) and
    /// it asserts nothing (`\b`, `^`: a literal cannot look around it). Both are known of a syntax tree
    /// already, so this costs nothing.
    pub fn may_hold(hir: &Hir) -> bool {
        let properties = hir.properties();
        properties.maximum_len().is_some_and(|len| len <= LONGEST)
            && properties.look_set().is_empty()
    }

    /// The literals of `hir`, if it [`may hold`](Self::may_hold) them and its matches are a few literals.
    pub fn of(hir: &Hir) -> Option<LiteralSet> {
        if !LiteralSet::may_hold(hir) {
            return None;
        }
        let longest = hir.properties().maximum_len()?;
        let seq = Extractor::new().extract(&ascii_only(hir));
        if !seq.is_exact() {
            return None;
        }
        let mut seen: Vec<Vec<u8>> = Vec::new();
        for literal in seq.literals()? {
            let bytes = literal.as_bytes().to_ascii_lowercase();
            // A literal that is not ASCII never matches ASCII text; one seen before is never reached.
            if bytes.is_ascii() && !seen.contains(&bytes) {
                seen.push(bytes);
            }
        }
        (!seen.is_empty() && seen.len() <= MOST_LITERALS).then(|| LiteralSet {
            literals: seen.iter().map(|bytes| Literal::new(bytes)).collect(),
            longest,
        })
    }

    /// Where the regex's match anchored at `start` ends within `..stop`, or `Some(None)` if there is none;
    /// `None` where the text there is not ASCII and only the regex can say.
    #[inline]
    pub fn anchored_end(&self, text: &[u8], start: usize, stop: usize) -> Option<Option<usize>> {
        let reach = &text[start..stop.min(start + self.longest)];
        let mut bytes = [0u8; LONGEST];
        bytes[..reach.len()].copy_from_slice(reach);
        let text = words(&bytes);
        if (text[0] | text[1]) & 0x8080_8080_8080_8080 != 0 {
            return None;
        }
        Some(
            self.literals
                .iter()
                .find(|literal| literal.len <= reach.len() && literal.starts(&text))
                .map(|literal| start + literal.len),
        )
    }
}

/// `hir` as it matches ASCII text: each class without its non-ASCII characters, and a class that is now one
/// letter's two cases that letter (so that "the" is one literal, not the eight its classes multiply into).
fn ascii_only(hir: &Hir) -> Hir {
    match hir.kind() {
        HirKind::Class(Class::Unicode(class)) => {
            let ascii: Vec<ClassUnicodeRange> = class
                .iter()
                .filter(|r| r.start().is_ascii())
                .map(|r| ClassUnicodeRange::new(r.start(), r.end().min('\x7f')))
                .collect();
            let ascii = ClassUnicode::new(ascii);
            match one_letter(&ascii) {
                Some(letter) => Hir::literal([letter]),
                None => Hir::class(Class::Unicode(ascii)),
            }
        }
        HirKind::Concat(items) => Hir::concat(items.iter().map(ascii_only).collect()),
        HirKind::Alternation(items) => Hir::alternation(items.iter().map(ascii_only).collect()),
        HirKind::Repetition(rep) => Hir::repetition(Repetition {
            sub: Box::new(ascii_only(&rep.sub)),
            ..rep.clone()
        }),
        HirKind::Capture(capture) => Hir::capture(Capture {
            sub: Box::new(ascii_only(&capture.sub)),
            ..capture.clone()
        }),
        _ => hir.clone(),
    }
}

/// The lower-case letter whose two cases are exactly `class`'s characters, if they are.
fn one_letter(class: &ClassUnicode) -> Option<u8> {
    let ranges = class.ranges();
    let [upper, lower] = ranges else { return None };
    let (upper, lower) = (upper.start(), lower.start());
    let single = ranges.iter().all(|r| r.start() == r.end());
    (single && upper.is_ascii_uppercase() && lower == upper.to_ascii_lowercase())
        .then_some(lower as u8)
}

#[cfg(test)]
mod tests {
    use super::LiteralSet;
    use crate::engine::rule::{
        assert_anchored_ends_are_the_regex_s, every_grammar_pattern, syntax_tree,
    };

    fn literals(pattern: &str) -> Option<Vec<String>> {
        let set = LiteralSet::of(&syntax_tree(pattern).unwrap())?;
        let bytes = |l: &super::Literal| -> Vec<u8> {
            let [low, high] = l.word;
            [low.to_le_bytes(), high.to_le_bytes()].concat()[..l.len].to_vec()
        };
        Some(
            set.literals
                .iter()
                .map(|l| String::from_utf8(bytes(l)).unwrap())
                .collect(),
        )
    }

    #[test]
    fn a_regex_of_few_literals_is_read_as_them_in_preference_order() {
        assert_eq!(literals("the").unwrap(), ["the"]);
        assert_eq!(literals("an?").unwrap(), ["an", "a"]);
        assert_eq!(literals("a|an").unwrap(), ["a", "an"]);
        assert_eq!(
            literals("(a|ab)(c|bcd)").unwrap(),
            ["ac", "abcd", "abc", "abbcd"]
        );
        assert_eq!(literals("[lL]-?K").unwrap(), ["l-k", "lk"]);
        assert_eq!(literals("kg|café").unwrap(), ["kg"]);
        // No ASCII literal: the regex decides everywhere.
        assert!(literals("دولار").is_none());
    }

    #[test]
    fn a_regex_that_looks_around_or_repeats_without_bound_is_not() {
        assert!(literals("(k|m|g)\\b").is_none());
        assert!(literals("\\d+").is_none());
        assert!(literals("(\\d{1,18})").is_none());
    }

    #[test]
    fn non_ascii_text_is_left_to_the_regex() {
        let set = LiteralSet::of(&syntax_tree("k|s").unwrap()).unwrap();
        // The Kelvin sign is a `k` to a case-insensitive regex: the set does not decide.
        assert_eq!(set.anchored_end("\u{212a}g".as_bytes(), 0, 4), None);
        assert_eq!(set.anchored_end(b"Kg", 0, 2), Some(Some(1)));
        assert_eq!(set.anchored_end(b"xg", 0, 2), Some(None));
    }

    /// Every regex of every language's grammar that is read as literals ends its anchored match where the regex
    /// does, from every place of a text of its literals in both cases, cut short, run together and beside
    /// non-ASCII letters (the Kelvin sign and the long s among them).
    #[test]
    fn every_grammar_regex_read_as_literals_ends_where_the_regex_ends() {
        let mut checked = 0;
        for pattern in every_grammar_pattern() {
            let Some(literals) = self::literals(&pattern.source) else {
                continue;
            };
            let mut text = String::from("\u{212a}\u{17f} é x");
            for literal in &literals {
                let upper = literal.to_ascii_uppercase();
                let cut = &literal[..literal.len() / 2];
                for piece in [
                    literal.as_str(),
                    &upper,
                    cut,
                    " ",
                    literal,
                    "\u{212a}",
                    "s-",
                ] {
                    text.push_str(piece);
                }
            }
            checked += assert_anchored_ends_are_the_regex_s(pattern, &text);
        }
        assert!(checked > 100_000, "only {checked} places checked");
    }
}
