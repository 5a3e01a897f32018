//! A regex compiled forward only: for the rule regexes searched for over the whole text whose automata are too
//! large to build twice, and for those only ever matched anchored whose groups a production reads.
//!
//! regex-automata's meta regex compiles every regex twice, forward and reversed: a search anywhere runs the lazy
//! DFA forward to where the leftmost match ends, then the reversed one back to where it starts. Duckling's
//! phone-number regex bounds its nested repetitions at 20 (`(?:[\d(]{1,20}(?:[-)\s.]*\d{1,20}){0,20}){1,20}`),
//! which unrolls into 17,600 NFA states each way: 444 KB per NFA and 283 KB of lazy-DFA cache per direction,
//! 1.45 MB a copy, the largest part of a first parse's memory (Arabic and Portuguese build two copies;
//! research/cold-start).
//!
//! Here the regex is compiled forward only, and a search anywhere tries each position from left to right whose
//! byte can begin a match (the regex's first bytes), anchored there: the first position with a match is where
//! the leftmost-first match begins, and the anchored search finds the very match a leftmost-first search
//! finds from there. Same answers, half the automata. A try at a position that begins no match costs what the
//! lazy DFA reads before it dies: for the phone regex, a `+` without digits after it, three bytes at most;
//! a regex is compiled this way for searches anywhere only when that holds of it ([`Forward::build`]).
//!
//! A regex only ever matched anchored needs no reversed automaton either, and its groups are read over a match
//! already found: the meta regex ran its lazy DFA over the match again before the backtracker read the groups,
//! unless the regex was one-pass, which few of Duckling's are ("(in the )?([ap])(\s|\.)?(m?)\.?" is not: a
//! "." after the letter may be either group's). Here the backtracker reads them at once ([`Forward::anchored`]).

use std::ops::Range;

use regex_automata::hybrid::dfa::{self, DFA};
use regex_automata::nfa::thompson::{self, NFA, backtrack, pikevm};
use regex_automata::util::captures::Captures;
use regex_automata::util::pool::Pool;
use regex_automata::{Anchored, Input};
use regex_syntax::hir::Hir;

use crate::engine::first_bytes::FirstBytes;

/// The fewest NFA states for which a regex searched anywhere is compiled forward only: far above every rule
/// regex but the phone numbers' (17,600; the next largest has about 3,000), whose reverse automata cost more
/// than their search does.
const FORWARD_ONLY_STATES: usize = 8_000;

/// A regex compiled forward only (see the module's doc).
pub(crate) struct Forward {
    dfa: DFA,
    backtrack: backtrack::BoundedBacktracker,
    pikevm: pikevm::PikeVM,
    /// What a search anywhere tries; `None` for a regex only ever matched anchored.
    anywhere: Option<Anywhere>,
    caches: Pool<Caches, CreateCaches>,
}

/// Where a search anywhere tries an anchored search.
struct Anywhere {
    /// The bytes its matches begin with: the only places a search tries.
    first: FirstBytes,
    /// Bit `256 * a + b`: whether an anchored search over bytes `a`, `b` is still alive after them. Read
    /// before a try: Arabic's phone regex begins with the lead byte of nine common Arabic letters too, and a
    /// try costs more than this look-up (1.3 % of a warm Arabic parse without it).
    pairs: Box<[u64]>,
}

/// Makes a thread's [`Caches`].
type CreateCaches = Box<dyn Fn() -> Caches + Send + Sync>;

/// What a search needs of its own, one per thread searching at a time.
struct Caches {
    dfa: dfa::Cache,
    backtrack: backtrack::Cache,
    /// Made on first use: it holds a slot per state and group, 2.25 MB for the phone regex, and only a match
    /// longer than the backtracker takes (a few hundred bytes) or a lazy DFA that gives up needs it.
    pikevm: Option<pikevm::Cache>,
}

impl Forward {
    /// `hir` compiled forward only, if it is a regex for that: its NFA has at least [`FORWARD_ONLY_STATES`]
    /// states, and its searches are cheap to try anywhere and simple to run: it has no empty match and no
    /// look-around (`^`, `$`, `\b`), and every match begins with `+`, `(` or a digit (ASCII or Arabic-Indic),
    /// so a try that finds nothing dies within a few bytes.
    pub fn build(hir: &Hir) -> Option<Forward> {
        let props = hir.properties();
        if props.minimum_len() == Some(0) || !props.look_set().is_empty() {
            return None;
        }
        let first = FirstBytes::of(hir);
        let digit_like = |b: u8| b.is_ascii_digit() || b == b'+' || b == b'(' || b == 0xD9;
        if (0..=255).any(|b| first.contains(b) && !digit_like(b)) {
            return None;
        }
        let nfa: NFA = thompson::Compiler::new().build_from_hir(hir).ok()?;
        if nfa.states().len() < FORWARD_ONLY_STATES {
            return None;
        }
        let mut forward = Forward::from_nfa(nfa)?;
        let pairs = live_pairs(&forward.dfa, &first)?;
        forward.anywhere = Some(Anywhere { first, pairs });
        Some(forward)
    }

    /// `hir` compiled for anchored matches and their groups only (see the module's doc); `None` where the lazy
    /// DFA cannot be built (a Unicode `\b`: the meta regex reads it otherwise). [`Forward::search`] must then be
    /// given anchored inputs.
    pub fn anchored(hir: &Hir) -> Option<Forward> {
        Forward::from_nfa(thompson::Compiler::new().build_from_hir(hir).ok()?)
    }

    fn from_nfa(nfa: NFA) -> Option<Forward> {
        // As the meta regex configures its lazy DFA: it gives up, for the slower engines, where it would
        // thrash its cache.
        let dfa = DFA::builder()
            .configure(
                DFA::config()
                    .minimum_cache_clear_count(Some(3))
                    .minimum_bytes_per_state(Some(10)),
            )
            .build_from_nfa(nfa.clone())
            .ok()?;
        let backtrack = backtrack::BoundedBacktracker::new_from_nfa(nfa.clone()).ok()?;
        let pikevm = pikevm::PikeVM::new_from_nfa(nfa).ok()?;
        let (d, b) = (dfa.clone(), backtrack.clone());
        let create: CreateCaches = Box::new(move || Caches {
            dfa: d.create_cache(),
            backtrack: b.create_cache(),
            pikevm: None,
        });
        Some(Forward {
            dfa,
            backtrack,
            pikevm,
            anywhere: None,
            caches: Pool::new(create),
        })
    }

    /// The leftmost-first match in `input`'s range (anchored at its start, if `input` is).
    pub fn search(&self, input: &Input<'_>) -> Option<Range<usize>> {
        let mut caches = self.caches.get();
        let span = input.get_span();
        if input.get_anchored().is_anchored() {
            return self.end(&mut caches, input).map(|end| span.start..end);
        }
        let Anywhere { first, pairs } = self
            .anywhere
            .as_ref()
            .expect("a regex compiled for anchored matches is only matched anchored");
        let hay = input.haystack();
        let alive = |at: usize| {
            let Some(&next) = hay[..span.end].get(at + 1) else {
                return true;
            };
            let pair = 256 * usize::from(hay[at]) + usize::from(next);
            pairs[pair / 64] & (1 << (pair % 64)) != 0
        };
        (span.start..span.end)
            .filter(|&at| first.contains(hay[at]) && alive(at))
            .find_map(|at| {
                let tried = input.clone().range(at..span.end).anchored(Anchored::Yes);
                self.end(&mut caches, &tried).map(|end| at..end)
            })
    }

    /// A [`Captures`] for [`Forward::captures`].
    pub fn create_captures(&self) -> Captures {
        self.pikevm.create_captures()
    }

    /// The groups of the match anchored at `input`'s start (which must be anchored), in `caps`.
    pub fn captures(&self, input: &Input<'_>, caps: &mut Captures) {
        let mut caches = self.caches.get();
        self.slow_search(&mut caches, input, caps);
    }

    /// Where the match anchored at `input`'s start ends.
    fn end(&self, caches: &mut Caches, input: &Input<'_>) -> Option<usize> {
        match self.dfa.try_search_fwd(&mut caches.dfa, input) {
            Ok(found) => found.map(|m| m.offset()),
            // The lazy DFA gave up: the slower engines always answer.
            Err(_) => {
                let mut caps = self.create_captures();
                self.slow_search(caches, input, &mut caps);
                caps.get_match().map(|m| m.end())
            }
        }
    }

    /// The match and groups at `input`'s start by the backtracker where the range is short enough for it,
    /// else by the PikeVM.
    fn slow_search(&self, caches: &mut Caches, input: &Input<'_>, caps: &mut Captures) {
        let fits = input.get_span().len() <= self.backtrack.max_haystack_len();
        if fits
            && self
                .backtrack
                .try_search(&mut caches.backtrack, input, caps)
                .is_ok()
        {
            return;
        }
        let cache = caches
            .pikevm
            .get_or_insert_with(|| self.pikevm.create_cache());
        self.pikevm.search(cache, input, caps);
    }
}

/// Every pair of bytes over which an anchored search of `dfa` is still alive (see [`Forward::pairs`]), the
/// first of them among `first`: the lazy DFA's states after one byte and two. `None` if it gives up or
/// clears its cache.
fn live_pairs(dfa: &DFA, first: &FirstBytes) -> Option<Box<[u64]>> {
    let mut cache = dfa.create_cache();
    let start = dfa
        .start_state_forward(&mut cache, &Input::new("").anchored(Anchored::Yes))
        .ok()?;
    let mut pairs = vec![0u64; 256 * 256 / 64];
    for a in (0..=255u8).filter(|&a| first.contains(a)) {
        let after_a = dfa.next_state(&mut cache, start, a).ok()?;
        if after_a.is_dead() {
            continue;
        }
        for b in 0..=255u8 {
            if !dfa.next_state(&mut cache, after_a, b).ok()?.is_dead() {
                let pair = 256 * usize::from(a) + usize::from(b);
                pairs[pair / 64] |= 1 << (pair % 64);
            }
        }
    }
    // A cache cleared on the way would have made the states above stale: too large a regex for this.
    (cache.clear_count() == 0).then(|| pairs.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dims::phone_number;
    use crate::engine::rule::{Item, syntax_tree};
    use regex_automata::meta::Regex;

    /// The phone-number regexes (every language's, Portuguese's, Arabic's), compiled forward only, find from
    /// every start the match and the groups that the meta regex finds, in a text of phone-number pieces.
    #[test]
    fn finds_what_the_meta_regex_finds() {
        let rules = [
            phone_number::rules(),
            phone_number::pt::rules(),
            phone_number::ar::rules(),
        ];
        let mut text = String::new();
        let mut state: u64 = 11;
        while text.len() < 6_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let pieces = [
                "5",
                "12",
                "-",
                " ",
                "(",
                ")",
                "+",
                "+1",
                ".",
                "ext ",
                "x",
                "ramal ",
                "٥",
                "٦٧",
                "فرعي",
                "a",
                "\n",
                "5-5-5-5-5-5-5-5-5-5-5-5",
            ];
            text.push_str(pieces[(state % pieces.len() as u64) as usize]);
        }
        for rule in rules.iter().flatten() {
            let Item::Regex(pattern) = &rule.pattern[0] else {
                panic!("a phone rule is one regex");
            };
            let hir = syntax_tree(&pattern.source).unwrap();
            let forward = Forward::build(&hir).expect("the phone regex is compiled forward only");
            let meta = Regex::builder().build_from_hir(&hir).unwrap();
            let (mut a, mut b) = (forward.create_captures(), meta.create_captures());
            let starts = (0..text.len()).filter(|&i| text.is_char_boundary(i));
            for at in starts {
                let input = Input::new(&text).range(at..);
                let found = forward.search(&input);
                assert_eq!(found, meta.search(&input).map(|m| m.range()), "from {at}");
                let Some(found) = found else { continue };
                let anchored = Input::new(&text).range(found).anchored(Anchored::Yes);
                forward.captures(&anchored, &mut a);
                meta.search_captures(&anchored, &mut b);
                let groups = |c: &Captures| -> Vec<_> {
                    (0..c.group_len()).map(|g| c.get_group(g)).collect()
                };
                assert_eq!(groups(&a), groups(&b), "from {at}");
            }
        }
    }

    /// Every rule regex whose groups a production reads and that is only ever matched anchored, compiled for
    /// anchored matches, finds from every place of a text of its language's corpus the match and the groups
    /// that its meta regex (configured as `compile_once` configured it for them) finds.
    #[test]
    fn anchored_finds_what_the_meta_regex_finds() {
        use crate::options::Locale;
        use regex_automata::meta;
        use regex_syntax::hir::HirKind;
        use std::collections::HashSet;
        let mut seen = HashSet::new();
        let (mut patterns, mut matched) = (0, 0);
        for locale in Locale::all().filter(|l| l.region.is_none()) {
            let text = corpus_text(locale.lang.code(), 1_500);
            for rule in &crate::lang::grammar(locale).rules {
                for item in &rule.pattern {
                    let Item::Regex(pattern) = item else { continue };
                    let hir = syntax_tree(&pattern.source).unwrap();
                    let groups = hir.properties().explicit_captures_len();
                    let whole = matches!(hir.kind(), HirKind::Capture(c) if c.index == 1);
                    let read = groups > 1 || (groups == 1 && !whole);
                    if pattern.searched_everywhere
                        || !read
                        || !seen.insert((locale.lang, &pattern.source))
                    {
                        continue;
                    }
                    patterns += 1;
                    // As `compile_once`: what cannot be compiled so is compiled by the meta regex.
                    let Some(forward) = Forward::anchored(&hir) else {
                        continue;
                    };
                    let config = meta::Config::new()
                        .auto_prefilter(false)
                        .dfa(false)
                        .onepass(true);
                    let meta = Regex::builder()
                        .configure(config)
                        .build_from_hir(&hir)
                        .unwrap();
                    let (mut a, mut b) = (forward.create_captures(), meta.create_captures());
                    for at in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
                        let input = Input::new(&text).range(at..).anchored(Anchored::Yes);
                        let found = forward.search(&input);
                        assert_eq!(
                            found,
                            meta.search(&input).map(|m| m.range()),
                            "{:?} at {at}",
                            pattern.source
                        );
                        let Some(found) = found else { continue };
                        matched += 1;
                        let anchored = Input::new(&text).range(found).anchored(Anchored::Yes);
                        forward.captures(&anchored, &mut a);
                        meta.search_captures(&anchored, &mut b);
                        let groups = |c: &Captures| -> Vec<_> {
                            (0..c.group_len()).map(|g| c.get_group(g)).collect()
                        };
                        assert_eq!(groups(&a), groups(&b), "{:?} at {at}", pattern.source);
                    }
                }
            }
        }
        assert!(
            patterns > 500 && matched > 10_000,
            "{patterns} regexes, {matched} matches"
        );
    }

    /// The texts of `lang`'s Duckling corpus, one after the other, up to about `bytes`.
    fn corpus_text(lang: &str, bytes: usize) -> String {
        let mut text = String::new();
        for piece in crate::dims::corpus_texts(lang) {
            text.push_str(&piece);
            text.push_str(", ");
            if text.len() >= bytes {
                break;
            }
        }
        text
    }

    /// Only a large regex whose tries die at once is compiled forward only.
    #[test]
    fn others_are_not() {
        for source in [
            r"(\d+)",
            r"\d{1,20}(-\d{1,20}){0,20}",
            r"[a-z]{1,20}(?:[a-z ]{1,20}){1,20}",
            r"\b5\d{0,400}",
        ] {
            let hir = syntax_tree(source).unwrap();
            assert!(Forward::build(&hir).is_none(), "{source}");
        }
    }
}
