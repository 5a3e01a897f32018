//! Where a rule headed by a regex may start: an index of the literal prefixes of every head regex.
//!
//! Duckling runs every head regex over the whole text (pass 1 of its saturation). With hundreds of rules that
//! is hundreds of scans per text. Nearly every Duckling regex begins with one of a few literal words
//! ("tomorrow", "next", "christ(mas)"), so the prefixes of all head regexes go into one Aho-Corasick automaton:
//! one pass over the text yields each position where some head regex may start, and only those regexes are
//! tried there, anchored. A regex without a finite set of literal prefixes (one that starts with `\d+` or
//! `.`) is searched for over the whole text, as Duckling does.
//!
//! Prefixes are taken from the regex read case-sensitively and indexed in every spelling the regex, read
//! case-insensitively, matches: ASCII letters are matched ASCII-case-insensitively by the index itself, and
//! every other case variant of a character (Unicode's simple case folding: "é" and "É", "k" and the Kelvin
//! sign) is indexed as its own spelling, so no match is ever missed. Spanish, French or Russian words head most
//! of their language's rules: indexed, their regexes compile only when a text holds their words, where
//! searched for over the whole text each compiled on every first parse (research/cold-start).

use aho_corasick::automaton::Automaton;
use aho_corasick::nfa::contiguous;
use aho_corasick::{Anchored, MatchKind, StartKind, dfa};
use regex_syntax::hir::literal::{ExtractKind, Extractor};
use regex_syntax::hir::{ClassUnicode, ClassUnicodeRange};

use crate::engine::bits::ones;
use crate::engine::fast_hash::FastMap;

/// The longest literal prefix indexed, in bytes: a longer prefix is cut to its first bytes.
pub(crate) const MAX_LITERAL: usize = 6;

/// The most literals whose index is a DFA rather than an NFA.
///
/// A DFA steps a byte with one table read, where the NFA follows failure links: in the grammars of numbers and
/// a few units (about 200–300 literals, a DFA of 0.2–0.5 MB) their corpora took 3–4 % fewer instructions. A DFA
/// takes about 1 KB a literal, up to 4.4 MB for Greek's 2,671, where English's 1,308 would save 0.8 % of its
/// corpus's instructions for 1.3 MB more.
const MAX_DFA_LITERALS: usize = 320;

/// The automaton over every literal prefix.
enum Literals {
    Few(dfa::DFA),
    Many(contiguous::NFA),
}

/// The rules (by index in the grammar) that start at each literal, and those searched for everywhere.
pub(crate) struct Heads {
    literals: Option<Literals>,
    rules_of_literal: Vec<Vec<u32>>,
    everywhere: Vec<u32>,
    /// A bit per rule: see [`Heads::handed_last`], which the sort of a window's matches asks of every pair it
    /// compares (a binary search of a list of them was a percent of a number's parse).
    handed_last: Vec<u64>,
}

impl Heads {
    /// `heads` are the rules headed by a regex, with the regex's source.
    pub fn new<'a>(heads: impl IntoIterator<Item = (u32, &'a str)>) -> Self {
        Self::indexed(heads, MAX_DFA_LITERALS)
    }

    /// [`Heads::new`], its literals' automaton a DFA if they are at most `max_dfa_literals`.
    fn indexed<'a>(
        heads: impl IntoIterator<Item = (u32, &'a str)>,
        max_dfa_literals: usize,
    ) -> Self {
        let mut literals: Vec<Vec<u8>> = Vec::new();
        let mut literal_index: FastMap<Vec<u8>, usize> = FastMap::default();
        let mut rules_of_literal: Vec<Vec<u32>> = Vec::new();
        let mut everywhere = Vec::new();
        let mut handed_last: Vec<u64> = Vec::new();
        let mut hand_last = |rule: u32| {
            let word = rule as usize / 64;
            if handed_last.len() <= word {
                handed_last.resize(word + 1, 0);
            }
            handed_last[word] |= 1 << (rule % 64);
        };
        for (rule, source) in heads {
            let Some(found) = prefixes(source) else {
                everywhere.push(rule);
                hand_last(rule);
                continue;
            };
            if found.cased_beyond_ascii {
                hand_last(rule);
            }
            for literal in found.spellings {
                let i = *literal_index.entry(literal.clone()).or_insert_with(|| {
                    literals.push(literal);
                    rules_of_literal.push(Vec::new());
                    literals.len() - 1
                });
                rules_of_literal[i].push(rule);
            }
        }
        let literals = match literals.len() {
            0 => None,
            n if n <= max_dfa_literals => Some(Literals::Few(
                dfa::DFA::builder()
                    .start_kind(StartKind::Unanchored)
                    .ascii_case_insensitive(true)
                    .match_kind(MatchKind::Standard)
                    .build(&literals)
                    .expect("a few hundred short literals always build"),
            )),
            _ => Some(Literals::Many(
                contiguous::NFA::builder()
                    .ascii_case_insensitive(true)
                    .match_kind(MatchKind::Standard)
                    .build(&literals)
                    .expect("a few thousand short literals always build"),
            )),
        };
        Heads {
            literals,
            rules_of_literal,
            everywhere,
            handed_last,
        }
    }

    /// Whether pass 1 hands `rule`'s matches to the chart after those of the rules it does not: the rules
    /// searched for everywhere, and those whose prefixes hold a letter with case beyond ASCII. Of two
    /// derivations of one value over one span the chart keeps the first built, and that decides the rule
    /// `explain` shows and the rule each corpus line is pinned to (test/conformance/rules/). The order dates
    /// from when such letters were not indexed and their rules were searched for everywhere; it is kept so that
    /// indexing them changed no answer and no tree (`corpus_pass dump-all` identical).
    pub fn handed_last(&self, rule: u32) -> bool {
        self.handed_last
            .get(rule as usize / 64)
            .is_some_and(|word| word & (1 << (rule % 64)) != 0)
    }

    /// Every `(rule, start)` where a rule's head regex may match, added to `hits`, each once: no two literals
    /// of a rule can start at one position (of two such, one begins with the other, and is dropped).
    pub fn candidates(&self, text: &str, hits: &mut Hits) {
        match &self.literals {
            None => {}
            Some(Literals::Few(dfa)) => self.walk(dfa, text, hits),
            Some(Literals::Many(nfa)) => self.walk(nfa, text, hits),
        }
    }

    fn walk(&self, literals: &impl Automaton, text: &str, hits: &mut Hits) {
        // The automaton walked byte by byte: its overlapping iterator cost a call per match, and a number's
        // digits are a match each.
        let mut state = literals
            .start_state(Anchored::No)
            .expect("an automaton built for unanchored searches");
        for (i, &byte) in text.as_bytes().iter().enumerate() {
            state = literals.next_state(Anchored::No, state, byte);
            if literals.is_match(state) {
                for k in 0..literals.match_len(state) {
                    let literal = literals.match_pattern(state, k);
                    let start = i + 1 - literals.pattern_len(literal);
                    for &rule in &self.rules_of_literal[literal.as_usize()] {
                        hits.push(rule, start);
                    }
                }
            }
        }
    }

    /// The rules whose head regex has no literal prefix: searched for over the whole text.
    pub fn everywhere(&self) -> &[u32] {
        &self.everywhere
    }
}

/// The literal index's hits in a window, by rule: what [`Heads::candidates`] finds, read rule by rule and
/// each rule's from its first start on, as the rule's `matchAll` meets them. Put in a bucket per rule as they
/// come: sorting them instead was a tenth of a number's parse (a number's every digit is a hit of every rule a
/// digit heads).
#[derive(Default)]
pub(crate) struct Hits {
    /// Each rule's starts, in bytes from the window's start, by rule (a window is far shorter than 4 GB).
    by_rule: Vec<Vec<u32>>,
    /// The rules with hits, one bit each (rule `r` is bit `r % 64` of word `r / 64`), read in ascending order as
    /// they are: a list of them, sorted for every window, cost about 1 % more of a typical utterance's parse
    /// (research/engine-profile, thirteenth round).
    with_hits: Vec<u64>,
    /// Whether some rule's starts came out of order: a rule's longer literal is found where it ends, after a
    /// shorter one that starts later.
    unsorted: bool,
    /// The most hits a window had: what the buckets hold room for, about.
    most: usize,
}

impl Hits {
    /// Empties every bucket, keeping its room, for the hits of a grammar of `rules` rules.
    pub fn clear(&mut self, rules: usize) {
        let mut held = 0;
        for rule in ones(&self.with_hits) {
            let starts = &mut self.by_rule[rule];
            held += starts.len();
            starts.clear();
        }
        self.most = self.most.max(held);
        self.with_hits.fill(0);
        self.unsorted = false;
        if self.by_rule.len() < rules {
            self.by_rule.resize_with(rules, Vec::new);
            self.with_hits.resize(rules.div_ceil(64), 0);
        }
    }

    fn push(&mut self, rule: u32, at: usize) {
        let at = at as u32;
        let starts = &mut self.by_rule[rule as usize];
        match starts.last() {
            None => self.with_hits[rule as usize / 64] |= 1 << (rule % 64),
            Some(&last) => self.unsorted |= last > at,
        }
        starts.push(at);
    }

    /// Every rule with hits, ascending, with its starts, ascending.
    pub fn by_rule(&mut self) -> impl Iterator<Item = (u32, &[u32])> {
        if self.unsorted {
            for rule in ones(&self.with_hits) {
                self.by_rule[rule].sort_unstable();
            }
        }
        ones(&self.with_hits).map(|rule| (rule as u32, &self.by_rule[rule][..]))
    }

    /// About how many bytes the buckets hold.
    pub fn bytes(&self) -> usize {
        self.by_rule.capacity() * size_of::<Vec<u32>>()
            + self.with_hits.capacity() * size_of::<u64>()
            + self.most * size_of::<u32>()
    }
}

/// The literal prefixes of a head regex.
struct Prefixes {
    /// Every match begins with one of them: each in every spelling the regex matches (see [`spellings`]).
    spellings: Vec<Vec<u8>>,
    /// Whether one holds a letter with case beyond ASCII (or is cut inside a character): see
    /// [`Heads::handed_last`].
    cased_beyond_ascii: bool,
}

/// The literal prefixes every match of `source` begins with, or `None` when there is no finite, non-empty set
/// of them.
fn prefixes(source: &str) -> Option<Prefixes> {
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
    let mut found: Vec<String> = Vec::with_capacity(literals.len());
    let cased_beyond_ascii = literals.iter().any(|l| {
        std::str::from_utf8(l.as_bytes()).map_or(true, |whole| {
            whole
                .chars()
                .any(|c| !c.is_ascii() && case_variants(c).len() > 1)
        })
    });
    for literal in literals {
        let folded = folded(whole_characters(literal.as_bytes())?);
        if folded.is_empty() {
            return None;
        }
        if !found.contains(&folded) {
            found.push(folded);
        }
    }
    // A literal that begins with another one adds no start the other does not find ("to" covers "today").
    let covered = |l: &String| {
        found
            .iter()
            .any(|o| o.len() < l.len() && l.starts_with(o.as_str()))
    };
    let mut kept: Vec<Vec<u8>> = Vec::new();
    for literal in found.iter().filter(|l| !covered(l)) {
        kept.extend(spellings(literal)?);
    }
    (!kept.is_empty()).then_some(Prefixes {
        spellings: kept,
        cased_beyond_ascii,
    })
}

/// The whole characters `literal` begins with: the extractor cuts a long literal after [`MAX_LITERAL`] bytes,
/// possibly inside a character, whose other spellings may differ in any byte ("é" and "É" in their second).
fn whole_characters(literal: &[u8]) -> Option<&str> {
    match std::str::from_utf8(literal) {
        Ok(whole) => Some(whole),
        // Only a cut at the end: a regex over text never holds a byte that is not part of a character.
        Err(e) if e.error_len().is_none() => std::str::from_utf8(&literal[..e.valid_up_to()]).ok(),
        Err(_) => None,
    }
}

/// Every character a regex read case-insensitively matches for `c`, `c` among them: Unicode's simple case
/// folding, as regex-syntax folds the rule regexes ("é" and "É"; "k", "K" and the Kelvin sign).
fn case_variants(c: char) -> Vec<char> {
    let mut class = ClassUnicode::new([ClassUnicodeRange::new(c, c)]);
    class.case_fold_simple();
    class.iter().flat_map(|r| r.start()..=r.end()).collect()
}

/// One spelling for each of a literal's case variants: each character as the least of its variants, so a
/// literal written "Été" and one written "été" are one.
fn folded(literal: &str) -> String {
    literal
        .chars()
        .map(|c| case_variants(c).into_iter().min().unwrap_or(c))
        .collect()
}

/// The most spellings of one literal the index holds: past it (a literal of six Greek or Cyrillic letters
/// with several folds each) its regex is searched for over the whole text instead.
const MAX_SPELLINGS: usize = 64;

/// Every spelling of a folded literal that the regex it came from matches, each cut to [`MAX_LITERAL`] bytes
/// at a character's end: each character in each of its case variants, save that the ASCII letters of a
/// variant are lowercase (the index folds ASCII case itself). So "yeſterday" is tried where "yesterday" would
/// be, and "Miércoles" where "miércoles" would.
fn spellings(literal: &str) -> Option<Vec<Vec<u8>>> {
    let mut spellings = vec![String::with_capacity(literal.len())];
    for c in literal.chars() {
        let mut variants: Vec<char> = case_variants(c)
            .into_iter()
            .map(|v| v.to_ascii_lowercase())
            .collect();
        variants.dedup();
        if spellings.len() * variants.len() > MAX_SPELLINGS {
            return None;
        }
        spellings = spellings
            .iter()
            .flat_map(|s| {
                variants.iter().map(move |&v| {
                    let mut longer = s.clone();
                    if longer.len() + v.len_utf8() <= MAX_LITERAL {
                        longer.push(v);
                    }
                    longer
                })
            })
            .collect();
    }
    let mut bytes: Vec<Vec<u8>> = spellings.into_iter().map(String::into_bytes).collect();
    bytes.sort();
    bytes.dedup();
    // A spelling cut shorter than another that begins with it finds every start of the other.
    let shorter_begins = |b: &Vec<u8>| bytes.iter().any(|o| o.len() < b.len() && b.starts_with(o));
    let kept: Vec<Vec<u8>> = bytes
        .iter()
        .filter(|b| !shorter_begins(b))
        .cloned()
        .collect();
    Some(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spelled(source: &str) -> Option<Vec<Vec<u8>>> {
        prefixes(source).map(|found| found.spellings)
    }

    /// Every `(rule, start)` the index finds in `text`, by rule and start (checking that clearing empties it).
    fn hits(heads: &Heads, text: &str) -> Vec<(u32, usize)> {
        let mut hits = Hits::default();
        hits.clear(3);
        heads.candidates(text, &mut hits);
        let found = hits
            .by_rule()
            .flat_map(|(rule, starts)| starts.iter().map(move |&at| (rule, at as usize)))
            .collect();
        hits.clear(3);
        assert_eq!(hits.by_rule().count(), 0, "cleared");
        found
    }

    /// The DFA and the NFA over one grammar's literals find the same hits, in every language's grammar and over
    /// a text of its corpus.
    #[test]
    fn both_automata_find_the_same_hits() {
        use crate::engine::rule::Item;
        use crate::options::Locale;
        let mut compared = 0;
        for locale in Locale::all().filter(|l| l.region.is_none()) {
            let grammar = crate::lang::grammar(locale);
            let sources =
                || {
                    grammar.rules.iter().enumerate().filter_map(|(i, rule)| {
                        match &rule.pattern[0] {
                            Item::Regex(p) => Some((i as u32, p.source.as_ref())),
                            Item::Token { .. } => None,
                        }
                    })
                };
            let (dfa, nfa) = (
                Heads::indexed(sources(), usize::MAX),
                Heads::indexed(sources(), 0),
            );
            assert!(matches!(dfa.literals, Some(Literals::Few(_))));
            assert!(matches!(nfa.literals, Some(Literals::Many(_))));
            let text = crate::dims::corpus_texts(locale.lang.code()).join(", ");
            let hits_of = |heads: &Heads| {
                let mut hits = Hits::default();
                hits.clear(grammar.rules.len());
                heads.candidates(&text, &mut hits);
                hits.by_rule()
                    .map(|(rule, starts)| (rule, starts.to_vec()))
                    .collect::<Vec<_>>()
            };
            let found = hits_of(&dfa);
            assert_eq!(found, hits_of(&nfa), "{locale}");
            compared += found.iter().map(|(_, starts)| starts.len()).sum::<usize>();
        }
        assert!(compared > 100_000, "{compared} hits");
    }

    #[test]
    fn hits_come_by_rule_and_start_though_a_longer_literal_is_found_later() {
        // Rule 1's "xyz" at 2 is found where it ends, after its "y" at 3.
        let heads = Heads::new([(1, "xyz|y"), (0, "q")]);
        assert_eq!(hits(&heads, "q xyzq"), [(0, 0), (0, 5), (1, 2), (1, 3)]);
    }

    /// Rules whose words hold a letter with case beyond ASCII, and rules searched for everywhere, are handed to
    /// the chart last; symbols without case are not such letters.
    #[test]
    fn rules_handed_last() {
        let heads = Heads::new([
            (0, "miércoles"),
            (1, "friday"),
            (2, r".+ later"),
            (3, "€|euro"),
            (4, "mañana"),
        ]);
        let last: Vec<u32> = (0..5).filter(|&rule| heads.handed_last(rule)).collect();
        assert_eq!(last, [0, 2, 4]);
        assert_eq!(heads.everywhere(), [2]);
    }

    #[test]
    fn literal_prefixes_of_duckling_shaped_regexes() {
        assert_eq!(
            spelled("tomorrow|tmrw").unwrap(),
            [b"tomorr".to_vec(), b"tmrw".to_vec()]
        );
        assert_eq!(
            spelled("(the )?day").unwrap(),
            [b"the da".to_vec(), b"day".to_vec()]
        );
        assert!(spelled(r"\d+").unwrap().contains(&b"7".to_vec()));
        assert_eq!(spelled("Epiphany").unwrap(), [b"epipha".to_vec()]);
        assert!(spelled(".*x").is_none());
        // Letters beyond ASCII: each of their cases is a spelling of its own.
        assert_eq!(
            spelled("été").unwrap(),
            ["ÉtÉ", "Été", "étÉ", "été"].map(|s| s.as_bytes().to_vec())
        );
        assert_eq!(
            spelled("Ωmega|ωmega").unwrap(),
            ["Ωmega", "ωmega", "\u{2126}meg"].map(|s| s.as_bytes().to_vec())
        );
        // Symbols have one spelling: indexed as they are.
        assert_eq!(
            spelled("°|deg").unwrap(),
            ["°".as_bytes().to_vec(), b"deg".to_vec()]
        );
        assert_eq!(spelled("(e|€)uros?").unwrap().len(), 2);
        // A cut inside a character is not: its other case may differ in any byte.
        assert_eq!(
            spelled("€€€").unwrap(),
            ["€€".as_bytes().to_vec()],
            "6 bytes"
        );
        assert_eq!(
            spelled("ab€€").unwrap(),
            ["ab€".as_bytes().to_vec()],
            "cut before the second euro sign, whose first bytes only would fit"
        );
    }

    #[test]
    fn candidates_are_where_a_prefix_starts() {
        let heads = Heads::new([(0, "tomorrow"), (1, "to(day)?"), (2, r"\s*x")]);
        let mut found: Vec<_> = hits(&heads, "see you TOMORROW today");
        found.sort();
        assert_eq!(found, [(0, 8), (1, 8), (1, 17)]);
        assert_eq!(heads.everywhere(), [2]);
    }

    #[test]
    fn symbols_are_found_where_they_stand() {
        let heads = Heads::new([(0, "°|deg(rees?)?"), (1, r"(e|€)uros?|\$|¢")]);
        let text = "5 °C, 3 €uros or 2¢";
        let mut found: Vec<_> = hits(&heads, text);
        found.sort();
        let at = |s: &str| text.find(s).unwrap();
        assert_eq!(found, [(0, at("°")), (1, at("€")), (1, at("¢"))]);
        assert!(heads.everywhere().is_empty());
    }

    #[test]
    fn a_literal_is_found_in_every_spelling_its_regex_matches() {
        let heads = Heads::new([(0, "yesterday"), (1, "km")]);
        let text = "yeſterday, \u{212A}m and \u{212A}M";
        let mut found: Vec<_> = hits(&heads, text);
        found.sort();
        let (kelvin, kelvin_again) = (
            text.find('\u{212A}').unwrap(),
            text.rfind('\u{212A}').unwrap(),
        );
        assert_eq!(found, [(0, 0), (1, kelvin), (1, kelvin_again)]);
        assert_eq!(spellings("ks").map(|s| s.len()), Some(4));
    }

    /// Every spelling the index holds is the word's beginning in a casing the case-insensitive regex matches,
    /// and every casing of the word that the regex matches is found.
    #[test]
    fn spellings_are_those_the_regex_matches() {
        use crate::engine::rule::compile;
        for word in [
            "miércoles",
            "κυριακή",
            "понедельник",
            "ĳssel",
            "kilo",
            "ſtraße",
        ] {
            for spelling in spelled(word).expect("a word begins with itself") {
                let spelling = String::from_utf8(spelling).expect("whole characters");
                for (w, s) in word.chars().zip(spelling.chars()) {
                    let re = compile(&format!("^{}$", regex_syntax::escape(&w.to_string())));
                    assert!(re.is_match(&s.to_string()), "{word}: {spelling}");
                }
            }
            let re = compile(&format!("^{word}$"));
            let heads = Heads::new([(0, word)]);
            assert!(heads.everywhere().is_empty(), "{word}");
            let title: String = word
                .chars()
                .take(1)
                .flat_map(char::to_uppercase)
                .chain(word.chars().skip(1))
                .collect();
            for casing in [word.to_lowercase(), word.to_uppercase(), title] {
                if re.is_match(&casing) {
                    assert_eq!(hits(&heads, &casing), [(0, 0)], "{casing}");
                }
            }
        }
    }
}
