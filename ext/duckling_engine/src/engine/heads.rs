//! Where a rule headed by a regex may start: an index of the literal prefixes of every head regex.
//!
//! Duckling runs every head regex over the whole text (pass 1 of its saturation). With hundreds of rules that
//! is hundreds of scans per text. Nearly every Duckling regex begins with one of a few literal words
//! ("tomorrow", "next", "christ(mas)"), so the prefixes of all head regexes go into one Aho-Corasick automaton:
//! one pass over the text yields each position where some head regex may start, and only those regexes are
//! tried there, anchored. A regex without a finite set of literal prefixes (one that starts with `\d+` or
//! `.`) is searched for over the whole text, as Duckling does.
//!
//! Prefixes are taken from the regex read case-sensitively, lowercased, and matched ASCII-case-insensitively;
//! the two ASCII letters whose Unicode case folding reaches beyond ASCII (`k`, `s`) are indexed in their other
//! spellings too ([`NON_ASCII_FOLDS`]), non-ASCII characters without case (`€`, `°`) are matched as they
//! are, and a regex whose prefixes hold a non-ASCII letter (whose case folding ASCII does not cover) is
//! searched for over the whole text instead, so no match is ever missed.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use regex_syntax::hir::HirKind;
use regex_syntax::hir::literal::{ExtractKind, Extractor};

/// The longest literal prefix indexed, in bytes: a longer prefix is cut to its first bytes.
pub(crate) const MAX_LITERAL: usize = 6;

/// The rules (by index in the grammar) that start at each literal, and those searched for everywhere.
pub(crate) struct Heads {
    literals: Option<AhoCorasick>,
    rules_of_literal: Vec<Vec<u32>>,
    everywhere: Vec<u32>,
}

impl Heads {
    /// `heads` are the rules headed by a regex, with the regex's source.
    pub fn new<'a>(heads: impl IntoIterator<Item = (u32, &'a str)>) -> Self {
        let mut literals: Vec<Vec<u8>> = Vec::new();
        let mut rules_of_literal: Vec<Vec<u32>> = Vec::new();
        let mut everywhere = Vec::new();
        for (rule, source) in heads {
            match prefixes(source) {
                Some(found) => {
                    for literal in found {
                        match literals.iter().position(|l| *l == literal) {
                            Some(i) => rules_of_literal[i].push(rule),
                            None => {
                                literals.push(literal);
                                rules_of_literal.push(vec![rule]);
                            }
                        }
                    }
                }
                None => everywhere.push(rule),
            }
        }
        let literals = (!literals.is_empty()).then(|| {
            AhoCorasickBuilder::new()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::Standard)
                .build(&literals)
                .expect("a few thousand short literals always build")
        });
        Heads {
            literals,
            rules_of_literal,
            everywhere,
        }
    }

    /// Every `(rule, start)` where a rule's head regex may match, in no particular order, each once: no two
    /// literals of a rule can start at one position (of two such, one begins with the other, and is dropped).
    pub fn candidates<'t>(&'t self, text: &'t str) -> impl Iterator<Item = (u32, usize)> + 't {
        self.literals.iter().flat_map(move |ac| {
            ac.find_overlapping_iter(text).flat_map(move |m| {
                self.rules_of_literal[m.pattern().as_usize()]
                    .iter()
                    .map(move |&rule| (rule, m.start()))
            })
        })
    }

    /// The rules whose head regex has no literal prefix: searched for over the whole text.
    pub fn everywhere(&self) -> &[u32] {
        &self.everywhere
    }
}

/// The lowercased literal prefixes every match of `source` begins with, or `None` when there is no finite,
/// non-empty, ASCII set of them.
fn prefixes(source: &str) -> Option<Vec<Vec<u8>>> {
    // `\d` read as ASCII gives ten digit prefixes (Unicode's decimal digits are too many to list); a match that
    // starts with another script's digit is lost to no rule, since productions read digits with
    // `str::parse`, which takes ASCII only. Any other class is read as the regex reads it.
    let ascii_digits_only = !["\\s", "\\S", "\\w", "\\W", "\\D", "."]
        .iter()
        .any(|class| source.contains(class));
    let parse = |unicode: bool| {
        regex_syntax::ParserBuilder::new()
            .unicode(unicode)
            .build()
            .parse(source)
            .ok()
    };
    let hir = parse(!ascii_digits_only).or_else(|| parse(true))?;
    let seq = Extractor::new()
        .kind(ExtractKind::Prefix)
        .limit_class(16)
        .limit_repeat(4)
        .limit_literal_len(MAX_LITERAL)
        .limit_total(96)
        .extract(&hir);
    let literals = seq.literals()?;
    let mut found: Vec<Vec<u8>> = Vec::with_capacity(literals.len());
    for literal in literals {
        let bytes = literal.as_bytes();
        if bytes.is_empty() || !folds_as_ascii(bytes) {
            return None;
        }
        let lower = bytes.to_ascii_lowercase();
        if !found.contains(&lower) {
            found.push(lower);
        }
    }
    // A literal that begins with another one adds no start the other does not find ("to" covers "today").
    let covered = |l: &Vec<u8>| found.iter().any(|o| o.len() < l.len() && l.starts_with(o));
    let kept: Vec<Vec<u8>> = found
        .iter()
        .filter(|l| !covered(l))
        .flat_map(|l| spellings(l))
        .collect();
    (!kept.is_empty()).then_some(kept)
}

/// Whether the index finds every spelling of `literal` the regex matches: it is ASCII (whose case the index
/// folds), save for whole characters without case (`€`, `°`, `¢`: a symbol is one spelling). A literal cut
/// inside a character is not: "é" and "É" differ in their second byte, other letters in their first.
fn folds_as_ascii(literal: &[u8]) -> bool {
    let caseless = |c: char| {
        let hir = regex_syntax::ParserBuilder::new()
            .case_insensitive(true)
            .build()
            .parse(&regex_syntax::escape(c.encode_utf8(&mut [0; 4])));
        matches!(hir.map(|h| h.into_kind()), Ok(HirKind::Literal(_)))
    };
    literal.utf8_chunks().all(|chunk| {
        chunk.invalid().is_empty() && chunk.valid().chars().all(|c| c.is_ascii() || caseless(c))
    })
}

/// The ASCII letters that a regex read case-insensitively also matches as a non-ASCII character: `k` as the
/// Kelvin sign, `s` as the long s (Unicode's simple case folding; the rule regexes fold case by it). The
/// literal index folds ASCII case only.
const NON_ASCII_FOLDS: [(u8, char); 2] = [(b'k', '\u{212A}'), (b's', '\u{17F}')];

/// Every spelling of a lowercased ASCII literal that the regex it came from matches beyond ASCII case: each
/// `k` and `s` also as its non-ASCII fold, so that "yeſterday" is tried where "yesterday" would be. A literal
/// holds at most [`MAX_LITERAL`] bytes, so at most 2^6 spellings (nearly all literals have one or two).
fn spellings(literal: &[u8]) -> Vec<Vec<u8>> {
    let mut spellings = vec![Vec::with_capacity(literal.len())];
    for &byte in literal {
        let fold = NON_ASCII_FOLDS.iter().find(|(ascii, _)| *ascii == byte);
        if let Some(&(_, other)) = fold {
            let mut folded = spellings.clone();
            let mut utf8 = [0; 4];
            for spelling in &mut folded {
                spelling.extend_from_slice(other.encode_utf8(&mut utf8).as_bytes());
            }
            spellings.iter_mut().for_each(|s| s.push(byte));
            spellings.extend(folded);
        } else {
            spellings.iter_mut().for_each(|s| s.push(byte));
        }
    }
    spellings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_prefixes_of_duckling_shaped_regexes() {
        assert_eq!(
            prefixes("tomorrow|tmrw").unwrap(),
            [b"tomorr".to_vec(), b"tmrw".to_vec()]
        );
        assert_eq!(
            prefixes("(the )?day").unwrap(),
            [b"the da".to_vec(), b"day".to_vec()]
        );
        assert!(prefixes(r"\d+").unwrap().contains(&b"7".to_vec()));
        assert_eq!(prefixes("Epiphany").unwrap(), [b"epipha".to_vec()]);
        assert!(prefixes(".*x").is_none());
        assert!(
            prefixes("été").is_none(),
            "non-ASCII letters: searched everywhere"
        );
        assert!(prefixes("Ωmega").is_none());
        // Symbols have one spelling: indexed as they are.
        assert_eq!(
            prefixes("°|deg").unwrap(),
            ["°".as_bytes().to_vec(), b"deg".to_vec()]
        );
        assert_eq!(prefixes("(e|€)uros?").unwrap().len(), 2);
        // A cut inside a character is not: its other case may differ in any byte.
        assert_eq!(
            prefixes("€€€").unwrap(),
            ["€€".as_bytes().to_vec()],
            "6 bytes"
        );
        assert!(
            prefixes("ab€€").is_none(),
            "cut after the second euro sign's first bytes"
        );
    }

    #[test]
    fn candidates_are_where_a_prefix_starts() {
        let heads = Heads::new([(0, "tomorrow"), (1, "to(day)?"), (2, r"\s*x")]);
        let mut found: Vec<_> = heads.candidates("see you TOMORROW today").collect();
        found.sort();
        assert_eq!(found, [(0, 8), (1, 8), (1, 17)]);
        assert_eq!(heads.everywhere(), [2]);
    }

    #[test]
    fn symbols_are_found_where_they_stand() {
        let heads = Heads::new([(0, "°|deg(rees?)?"), (1, r"(e|€)uros?|\$|¢")]);
        let text = "5 °C, 3 €uros or 2¢";
        let mut found: Vec<_> = heads.candidates(text).collect();
        found.sort();
        let at = |s: &str| text.find(s).unwrap();
        assert_eq!(found, [(0, at("°")), (1, at("€")), (1, at("¢"))]);
        assert!(heads.everywhere().is_empty());
    }

    #[test]
    fn a_literal_is_found_in_every_spelling_its_regex_matches() {
        let heads = Heads::new([(0, "yesterday"), (1, "km")]);
        let text = "yeſterday, \u{212A}m and \u{212A}M";
        let mut found: Vec<_> = heads.candidates(text).collect();
        found.sort();
        let (kelvin, kelvin_again) = (
            text.find('\u{212A}').unwrap(),
            text.rfind('\u{212A}').unwrap(),
        );
        assert_eq!(found, [(0, 0), (1, kelvin), (1, kelvin_again)]);
        assert_eq!(spellings(b"ks").len(), 4);
    }

    /// `NON_ASCII_FOLDS` lists every non-ASCII character a case-insensitive ASCII letter matches.
    #[test]
    fn non_ascii_folds_are_all_there_are() {
        use regex_syntax::hir::{Class, HirKind};
        let mut folds = Vec::new();
        for letter in b'a'..=b'z' {
            let hir = regex_syntax::ParserBuilder::new()
                .case_insensitive(true)
                .build()
                .parse(&char::from(letter).to_string())
                .unwrap();
            let HirKind::Class(Class::Unicode(class)) = hir.kind() else {
                panic!("a letter read case-insensitively is a class");
            };
            for range in class.iter() {
                folds.extend(
                    (range.start()..=range.end())
                        .filter(|c| !c.is_ascii())
                        .map(|c| (letter, c)),
                );
            }
        }
        assert_eq!(folds, NON_ASCII_FOLDS);
    }
}
