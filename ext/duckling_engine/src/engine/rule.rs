//! Rules as Duckling writes them: a name, a pattern and a production.
//!
//! A pattern is a sequence of items, each either a regex over the text or a predicate over a token that an
//! earlier rule produced (a token of some kind, with some properties). When every item of a pattern matches,
//! one after the other with only spaces or tabs between them, the production turns what they matched into the
//! new token's value — or declines with `None`, as Duckling's `Maybe Token` does.
//!
//! The engine is generic over the token value (`V`): it knows nothing of times or numbers. The dimensions
//! define the value type and its kinds (see [`Value`]); the [`chart`](super::chart) indexes tokens by kind so a
//! predicate item only ever looks at tokens of its own kind.
//!
//! Regexes are matched case-insensitively, as Duckling's PCRE regexes are. A regex that heads a pattern is
//! searched for anywhere in the text; a regex later in a pattern is tried only where the previous item ended.

use std::cell::OnceCell;
use std::fmt;
use std::hash::Hash;
use std::ops::Range;
use std::sync::{Arc, LazyLock, Mutex, OnceLock, PoisonError};

use regex_automata::meta::{self, Regex};
use regex_automata::util::captures::Captures;
use regex_automata::{Anchored, HalfMatch, Input};
use regex_syntax::hir::{Hir, HirKind};

use crate::engine::class_run::ClassRun;
use crate::engine::fast_hash::FastMap;
use crate::engine::first_bytes::FirstBytes;
use crate::engine::forward::Forward;
use crate::engine::literal_set::LiteralSet;

/// A token value the rules produce and consume. `kind` is the index key of the chart: a predicate item names
/// the kind it accepts, and only tokens of that kind are offered to it.
pub(crate) trait Value: Clone + PartialEq + fmt::Debug {
    type Kind: Copy + Eq + Hash + fmt::Debug;
    /// How many kinds there are: the chart keeps a slot per kind and position for its lookups.
    const KINDS: usize;
    fn kind(&self) -> Self::Kind;
    /// A kind's number, below [`KINDS`](Self::KINDS).
    fn kind_index(kind: Self::Kind) -> usize;

    /// The grain the ranker reads as a feature of the node above this token (Duckling: the grain of a duration,
    /// a time, a time grain), if it has one.
    fn grain_feature(&self) -> Option<&'static str> {
        None
    }

    /// The most tokens a chain of this kind is built from in every bracketing (see `Chart::within_parts`):
    /// a longer chain only extends a shorter one by one token. Unbounded unless a kind's lists are known to
    /// grow the chart.
    fn max_parts(_kind: Self::Kind) -> usize {
        usize::MAX
    }

    /// Whether two values of one span mean the same though they may differ (see `Chart::produce`): equal
    /// values do, and a kind may say which unequal ones do too.
    fn same_meaning(&self, other: &Self) -> bool {
        self == other
    }
}

/// Where a regex item matched, and its groups, read only when a production asks for one: most matches lead to
/// no token (the rest of their pattern does not follow), and reading groups costs a second, slower search.
pub(crate) struct RegexMatch<'r> {
    pattern: &'r Pattern,
    whole: Range<usize>,
    groups: OnceCell<Box<[Option<Range<usize>>]>>,
}

impl<'r> RegexMatch<'r> {
    /// A match of `pattern` over `whole`.
    pub fn new(pattern: &'r Pattern, whole: Range<usize>) -> Self {
        RegexMatch {
            pattern,
            whole,
            groups: OnceCell::new(),
        }
    }

    /// The byte range of the whole match.
    pub fn whole(&self) -> Range<usize> {
        self.whole.clone()
    }

    /// Group `i`'s byte range in `text` (the haystack the match was found in).
    fn group(&self, text: &str, i: usize) -> Option<Range<usize>> {
        if i == 0 || (i == 1 && self.pattern.group_one_is_whole) {
            return Some(self.whole());
        }
        let groups = self.groups.get_or_init(|| {
            // The same match, found again over its own range: anchored there, look-around still sees the
            // text around it, so the groups are those of the search that found it.
            let input = Input::new(text).range(self.whole()).anchored(Anchored::Yes);
            let re = self.pattern.re();
            let mut caps = re.create_captures();
            re.search_captures(&input, &mut caps);
            (0..caps.group_len())
                .map(|g| caps.get_group(g).map(|span| span.range()))
                .collect()
        });
        groups.get(i)?.clone()
    }
}

/// The most items a pattern has (Duckling's longest, PT's "<ordinal> <cycle> de <year> - <ordinal> <cycle> de
/// <year>", has nine): the chart hands a production its matched items on the stack.
pub(crate) const MAX_ITEMS: usize = 9;

/// The longest span, in bytes, of a token built from more than one item: 64 letters of a script written in
/// three bytes (Thai, Khmer, Devanagari), whose numbers in words are as long as English's in bytes thrice.
pub(crate) const MAX_SPAN: usize = 192;

/// What one pattern item matched, as a production sees it.
pub(crate) enum Matched<'a, V> {
    /// A regex item: the whole text and where the regex matched in it.
    Text {
        text: &'a str,
        found: &'a RegexMatch<'a>,
    },
    /// A predicate item: the token it accepted.
    Token(&'a V),
}

// By hand: a derive would ask `V: Copy`, and a `Matched` only borrows its `V`.
impl<V> Clone for Matched<'_, V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for Matched<'_, V> {}

impl<'a, V> Matched<'a, V> {
    /// The token a predicate item accepted; `None` for a regex item.
    pub fn token(&self) -> Option<&'a V> {
        match self {
            Matched::Token(v) => Some(v),
            Matched::Text { .. } => None,
        }
    }

    /// What regex group `i` matched (0: the whole match); `None` for a group that took no part in the match
    /// or a predicate item. Duckling's productions read groups 1… the same way (`GroupMatch`).
    pub fn group(&self, i: usize) -> Option<&'a str> {
        match self {
            Matched::Text { text, found } => found.group(text, i).map(|r| &text[r]),
            Matched::Token(_) => None,
        }
    }

    /// The byte range of regex group `i` in the whole text; `None` as for [`group`](Self::group).
    pub fn range(&self, i: usize) -> Option<Range<usize>> {
        match self {
            Matched::Text { text, found } => found.group(text, i),
            Matched::Token(_) => None,
        }
    }

    /// The whole text a regex item matched in, for a production that checks what surrounds its match where
    /// Duckling's regex has a look-around (`(?=…)`, `(?!…)`), which Rust's regexes do not have.
    pub fn haystack(&self) -> Option<&'a str> {
        match self {
            Matched::Text { text, .. } => Some(text),
            Matched::Token(_) => None,
        }
    }
}

/// A token predicate: accepts a token of its item's kind, or not.
pub(crate) type Accept<V> = Box<dyn Fn(&V) -> bool + Send + Sync>;

/// A production: the matched items, in pattern order, to the new token's value.
pub(crate) type Production<V> = Box<dyn Fn(&[Matched<'_, V>]) -> Option<V> + Send + Sync>;

/// One item of a pattern.
pub(crate) enum Item<V: Value> {
    Regex(Pattern),
    Token { kind: V::Kind, accept: Accept<V> },
}

impl<V: Value> fmt::Debug for Item<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Item::Regex(_) => f.write_str("regex"),
            Item::Token { kind, .. } => write!(f, "{kind:?}"),
        }
    }
}

/// A regex item, compiled case-insensitively. Rules are built once per process; a pattern that does not compile
/// is a bug in the grammar, which every rule's own test catches, so it panics with the rule's pattern.
pub(crate) fn regex<V: Value>(pattern: &str) -> Item<V> {
    Item::Regex(Pattern::new(&ascii_blanks(pattern)))
}

/// `pattern` with each `\s` (and `\S`) read as Duckling's PCRE reads it, without Unicode properties: ASCII
/// whitespace only. A full-width space (U+3000, between Japanese words) or a no-break space is no blank to
/// Duckling: "マイナス\u{3000}5" is the number 5, not -5.
fn ascii_blanks(pattern: &str) -> String {
    use regex_syntax::ast::{ClassPerlKind, parse::Parser, print::Printer};
    if !pattern.contains("\\s") && !pattern.contains("\\S") {
        return pattern.to_owned();
    }
    let Ok(mut ast) = Parser::new().parse(pattern) else {
        return pattern.to_owned();
    };
    read_as_ascii(&mut ast, ClassPerlKind::Space);
    let mut out = String::with_capacity(pattern.len() + 16);
    Printer::new()
        .print(&ast, &mut out)
        .expect("printing to a String cannot fail");
    out
}

/// Reads each Perl class of `kind` in `ast` (`\s`, `\d`, `\w`, negated or not, inside a bracketed class or out)
/// as its ASCII class, as Duckling's PCRE, compiled without Unicode properties, reads it.
fn read_as_ascii(ast: &mut regex_syntax::ast::Ast, kind: regex_syntax::ast::ClassPerlKind) {
    use regex_syntax::ast::{
        Ast, ClassAscii, ClassAsciiKind, ClassBracketed, ClassPerl, ClassPerlKind, ClassSet,
        ClassSetItem,
    };
    fn ascii(p: &ClassPerl) -> ClassAscii {
        let kind = match p.kind {
            ClassPerlKind::Digit => ClassAsciiKind::Digit,
            ClassPerlKind::Space => ClassAsciiKind::Space,
            ClassPerlKind::Word => ClassAsciiKind::Word,
        };
        ClassAscii {
            span: p.span,
            kind,
            negated: p.negated,
        }
    }
    fn in_set(set: &mut ClassSet, kind: &ClassPerlKind) {
        match set {
            ClassSet::Item(item) => in_item(item, kind),
            ClassSet::BinaryOp(op) => {
                in_set(&mut op.lhs, kind);
                in_set(&mut op.rhs, kind);
            }
        }
    }
    fn in_item(item: &mut ClassSetItem, kind: &ClassPerlKind) {
        match item {
            ClassSetItem::Perl(p) if p.kind == *kind => {
                *item = ClassSetItem::Ascii(ascii(p));
            }
            ClassSetItem::Bracketed(b) => in_set(&mut b.kind, kind),
            ClassSetItem::Union(u) => u.items.iter_mut().for_each(|i| in_item(i, kind)),
            _ => {}
        }
    }
    fn in_ast(ast: &mut Ast, kind: &ClassPerlKind) {
        match ast {
            Ast::ClassPerl(p) if p.kind == *kind => {
                let class = ClassSetItem::Ascii(ascii(p));
                *ast = Ast::class_bracketed(ClassBracketed {
                    span: p.span,
                    negated: false,
                    kind: ClassSet::Item(class),
                });
            }
            Ast::ClassBracketed(b) => in_set(&mut b.kind, kind),
            Ast::Repetition(r) => in_ast(&mut r.ast, kind),
            Ast::Group(g) => in_ast(&mut g.ast, kind),
            Ast::Alternation(a) => a.asts.iter_mut().for_each(|a| in_ast(a, kind)),
            Ast::Concat(c) => c.asts.iter_mut().for_each(|a| in_ast(a, kind)),
            _ => {}
        }
    }
    in_ast(ast, &kind);
}

/// A compiled regex item, with its source (the chart compiles the heads of all patterns into one set), the
/// bytes its matches begin with and hold next (the chart tries it only where such bytes are) and the bytes they hold (a head
/// regex searched for over the whole text is not searched in a text without them).
pub(crate) struct Pattern {
    pub source: Box<str>,
    /// Compiled on first use ([`Pattern::re`]): a grammar holds hundreds of regexes, and compiling them all
    /// was most of what a fresh process's first parse cost (research/cold-start).
    re: OnceLock<Compiled>,
    /// Whether the chart searches for it over the whole text (a head regex without literal prefixes; set by
    /// [`Grammar::new`](super::grammar::Grammar::new)); every other regex is only ever matched anchored.
    pub(super) searched_everywhere: bool,
    pub first: FirstBytes,
    /// The bytes its non-empty matches hold at each place after the first, as far as the shortest of them
    /// reaches ([`FirstBytes::prefix_of`], up to six places in all).
    later: Box<[FirstBytes]>,
    pub required: Box<[FirstBytes]>,
    /// Its matches, where they are a few literals: an anchored try compares them, not the regex. Looked for
    /// on first use, like the regex: most of a grammar's regexes are never tried in a process, and looking
    /// for the literals of all of them cost a fresh process's first English parse a sixth more.
    literals: OnceLock<Option<LiteralSet>>,
    /// Its matches, where it is one run of an ASCII class: an anchored try counts the run, not the regex.
    /// Known from the syntax tree's shape at once; boxed, as few regexes are runs.
    run: Option<Box<ClassRun>>,
    /// Whether group 1 is the whole regex (`(\d+)`, `(mon(day)?|tue…)`): then it is the whole match, read
    /// without a search.
    group_one_is_whole: bool,
    /// Whether reading a group can take a search for the groups: the regex has a group other than a whole
    /// group 1 (see [`RegexMatch`]). Only then is a one-pass DFA built for it ([`Groups`]).
    groups_searched: bool,
}

impl Pattern {
    /// `source` read once as its syntax tree for what the chart wants to know of it; compiled on first use.
    fn new(source: &str) -> Pattern {
        let hir = parsed(source);
        let group_one_is_whole = matches!(hir.kind(), HirKind::Capture(c) if c.index == 1);
        let groups = hir.properties().explicit_captures_len();
        Pattern {
            source: source.into(),
            re: OnceLock::new(),
            searched_everywhere: false,
            first: FirstBytes::of(&hir),
            later: FirstBytes::prefix_of(&hir)
                .get(1..)
                .unwrap_or_default()
                .into(),
            required: FirstBytes::required_of(&hir).into(),
            literals: if LiteralSet::may_hold(&hir) {
                OnceLock::new()
            } else {
                OnceLock::from(None)
            },
            run: ClassRun::of(&hir).map(Box::new),
            group_one_is_whole,
            groups_searched: groups > 1 || (groups == 1 && !group_one_is_whole),
        }
    }
}

impl Pattern {
    /// The compiled regex, compiled by the first caller.
    pub fn re(&self) -> &Compiled {
        self.re.get_or_init(|| {
            let search = if self.searched_everywhere {
                Search::Anywhere
            } else {
                Search::Anchored
            };
            let groups = if self.groups_searched {
                Groups::Searched
            } else {
                Groups::Never
            };
            compile_once(&self.source, search, groups)
        })
    }

    /// Where its leftmost-first match anchored at `start` ends, searching `text` up to `stop`.
    #[inline]
    pub fn anchored_end(&self, text: &str, start: usize, stop: usize) -> Option<usize> {
        if let Some(run) = &self.run {
            return run.anchored_end(text.as_bytes(), start, stop);
        }
        if let Some(end) = self
            .literals
            .get_or_init(|| LiteralSet::of(&parsed(&self.source)))
            .as_ref()
            .and_then(|literals| literals.anchored_end(text.as_bytes(), start, stop))
        {
            return end;
        }
        let input = Input::new(text).range(start..stop).anchored(Anchored::Yes);
        Some(self.re().search_half(&input)?.offset())
    }

    /// Whether a non-empty match may begin at byte `at` of `text`: the text holds there, in a row, bytes its
    /// matches can begin with, hold second, third … (as many as its shortest non-empty match has, up to six).
    #[inline]
    pub fn may_begin(&self, text: &str, at: usize) -> bool {
        let bytes = text.as_bytes();
        // The first byte alone turns most tries down: it is read from the pattern itself, the rest from the heap.
        bytes.get(at).is_some_and(|&b| self.first.contains(b))
            && bytes.get(at + 1..).is_some_and(|rest| {
                rest.len() >= self.later.len()
                    && self
                        .later
                        .iter()
                        .zip(rest)
                        .all(|(place, &b)| place.contains(b))
            })
    }
}

/// The syntax tree of a rule regex, which must parse (a grammar's bug otherwise, which its tests catch).
fn parsed(pattern: &str) -> Hir {
    syntax_tree(pattern).unwrap_or_else(|| panic!("rule regex {pattern:?} does not parse"))
}

/// The syntax tree of `pattern` read as rule regexes are compiled: case-insensitively, and with `\d` (and `\D`)
/// an ASCII digit and `\w` (and `\W`) an ASCII letter, digit or `_`, as Duckling's PCRE reads them without
/// Unicode properties ("2 kg of café" holds no product "café" to Duckling's "of (\w+)": its match ends inside
/// the word). A digit of another script (Burmese
/// "၅", Thai "๕", Devanagari "५", full-width "５") is none to Duckling's `\d`, so "5၅" holds the number 5 before
/// the Burmese 5, where a Unicode `\d` would take both digits as one match that no production reads. The
/// source is kept as written (the index of head regexes reads it, and the order in which the chart hands on
/// their matches, which decides the first of equal derivations, with it).
pub(crate) fn syntax_tree(pattern: &str) -> Option<Hir> {
    use regex_syntax::ast::{ClassPerlKind, parse::Parser};
    use regex_syntax::hir::translate::TranslatorBuilder;
    let mut ast = Parser::new().parse(pattern).ok()?;
    if pattern.contains("\\d") || pattern.contains("\\D") {
        read_as_ascii(&mut ast, ClassPerlKind::Digit);
    }
    if pattern.contains("\\w") || pattern.contains("\\W") {
        read_as_ascii(&mut ast, ClassPerlKind::Word);
    }
    TranslatorBuilder::new()
        .case_insensitive(true)
        .build()
        .translate(pattern, &ast)
        .ok()
}

/// A predicate item: a token of `kind` that `accept` accepts.
pub(crate) fn token<V: Value>(
    kind: V::Kind,
    accept: impl Fn(&V) -> bool + Send + Sync + 'static,
) -> Item<V> {
    Item::Token {
        kind,
        accept: Box::new(accept),
    }
}

/// A predicate item that accepts any token of `kind`.
pub(crate) fn any<V: Value>(kind: V::Kind) -> Item<V> {
    token(kind, |_| true)
}

/// Compiles `pattern` once per process, for searches anywhere in a text.
pub(crate) fn compile(pattern: &str) -> Regex {
    match compile_once(pattern, Search::Anywhere, Groups::Searched) {
        Compiled::Meta(re) => re,
        Compiled::Forward(_) => panic!("regex {pattern:?} is too large to be compiled both ways"),
    }
}

/// A rule regex, compiled.
#[derive(Clone)]
pub(crate) enum Compiled {
    /// As regex-automata's meta regex compiles it: every regex but the largest.
    Meta(Regex),
    /// Forward only: a regex searched for over the whole text whose automata are too large to build twice
    /// (the phone numbers'), or one only ever matched anchored whose groups are read.
    Forward(Arc<Forward>),
}

impl Compiled {
    /// Where the leftmost-first match in `input`'s range ends (anchored at its start, if `input` is).
    pub fn search_half(&self, input: &Input<'_>) -> Option<HalfMatch> {
        match self {
            Compiled::Meta(re) => re.search_half(input),
            Compiled::Forward(re) => re.search(input).map(|found| HalfMatch::must(0, found.end)),
        }
    }

    /// The leftmost-first match in `input`'s range (anchored at its start, if `input` is).
    pub fn search(&self, input: &Input<'_>) -> Option<Range<usize>> {
        match self {
            Compiled::Meta(re) => re.search(input).map(|m| m.range()),
            Compiled::Forward(re) => re.search(input),
        }
    }

    /// A [`Captures`] for [`Compiled::search_captures`].
    pub fn create_captures(&self) -> Captures {
        match self {
            Compiled::Meta(re) => re.create_captures(),
            Compiled::Forward(re) => re.create_captures(),
        }
    }

    /// The match anchored at `input`'s start (which must be anchored) and its groups, in `caps`.
    pub fn search_captures(&self, input: &Input<'_>, caps: &mut Captures) {
        match self {
            Compiled::Meta(re) => re.search_captures(input, caps),
            Compiled::Forward(re) => re.captures(input, caps),
        }
    }
}

/// What a compiled regex is searched with.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Search {
    Anywhere,
    /// Anchored only: no prefilter and no full DFA are built, since an anchored search uses neither where the
    /// lazy DFA is there (a prefilter finds where a match may start; a full DFA is a faster lazy one for tiny
    /// regexes). A first Spanish parse: 408 M instructions with them, 355 M without (research/cold-start).
    Anchored,
}

/// Whether a compiled regex is searched for its groups.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Groups {
    /// Some production may read a group that takes a search: a regex searched for anywhere gets a one-pass
    /// DFA, the fastest way to them where the regex is one-pass; one only ever matched anchored is compiled
    /// forward only ([`Forward::anchored`]), its groups read by the backtracker over the match found.
    Searched,
    /// Never: the regex has no group, or only a group 1 that is the whole match, which is read without a
    /// search ([`RegexMatch`]). No one-pass DFA is built: it would only ever serve a group search, and it is
    /// the largest part of many a regex (463 KB of the 558 KB of `(\d{1,18})`, whose `\d` is Unicode's;
    /// 0.5 MB of what a first Arabic parse leaves allocated, research/cold-start).
    Never,
}

/// Compiles `pattern` for `search` and `groups`, once per process: every region's grammar holds the same few
/// hundred patterns, so the grammars after the first reuse them (a clone shares the compiled automata) and
/// compile in a fraction of the time.
fn compile_once(pattern: &str, search: Search, groups: Groups) -> Compiled {
    /// Each pattern's compiled regex, by its source, search and groups.
    type Cache = FastMap<(Box<str>, Search, Groups), Compiled>;
    static COMPILED: LazyLock<Mutex<Cache>> = LazyLock::new(Mutex::default);
    let mut compiled = COMPILED.lock().unwrap_or_else(PoisonError::into_inner);
    let key = (Box::<str>::from(pattern), search, groups);
    if let Some(re) = compiled.get(&key) {
        return re.clone();
    }
    let hir = parsed(pattern);
    let forward = match (search, groups) {
        (Search::Anywhere, _) => Forward::build(&hir),
        (Search::Anchored, Groups::Searched) => Forward::anchored(&hir),
        (Search::Anchored, Groups::Never) => None,
    };
    if let Some(forward) = forward {
        let re = Compiled::Forward(Arc::new(forward));
        compiled.insert(key, re.clone());
        return re;
    }
    let config = match search {
        Search::Anywhere => meta::Config::new(),
        Search::Anchored => meta::Config::new().auto_prefilter(false).dfa(false),
    }
    .onepass(groups == Groups::Searched);
    // From the syntax tree read above, as the builder would read it from `pattern` (case-insensitively).
    let re = Compiled::Meta(
        Regex::builder()
            .configure(config)
            .build_from_hir(&hir)
            .unwrap_or_else(|e| panic!("rule regex {pattern:?} does not compile: {e}")),
    );
    compiled.insert(key, re.clone());
    re
}

/// A named rule. `name` is Duckling's name for it where Duckling has the rule, so that one `grep` finds both.
pub(crate) struct Rule<V: Value> {
    pub name: &'static str,
    pub pattern: Vec<Item<V>>,
    pub production: Production<V>,
    /// The dimension whose rules Duckling lists this one among (`langRules lang dim`), where the grammar's
    /// assembly says so: a parse for named dimensions needs only some of them.
    pub dim: Option<V::Kind>,
    /// What a text holds wherever the production gives a token, where the regex cannot say it: a text without
    /// it is not searched for the rule's head regex where that regex is searched for everywhere
    /// ([`Rule::only_in`]).
    pub only_in: Option<TextTest>,
}

/// A test of the whole text ([`Rule::only_in`]).
pub(crate) type TextTest = Box<dyn Fn(&str) -> bool + Send + Sync>;

impl<V: Value> Rule<V> {
    /// A rule; panics on an empty pattern (a rule must match something) or one of more than [`MAX_ITEMS`]
    /// items (the grammar's bugs, which the rule's own tests catch).
    pub fn new(
        name: &'static str,
        pattern: Vec<Item<V>>,
        production: impl Fn(&[Matched<'_, V>]) -> Option<V> + Send + Sync + 'static,
    ) -> Self {
        assert!(!pattern.is_empty(), "rule {name} has an empty pattern");
        assert!(
            pattern.len() <= MAX_ITEMS,
            "rule {name} has more than {MAX_ITEMS} items"
        );
        Rule {
            name,
            pattern,
            production: Box::new(production),
            dim: None,
            only_in: None,
        }
    }

    /// The rule, producing tokens only in texts that pass `test` (a condition of its production that its regex
    /// cannot hold, such as Duckling's look-ahead): where its head regex is searched for over the whole text,
    /// a text that fails it is not searched. `test` must hold wherever the production gives a token.
    pub fn only_in(self, test: impl Fn(&str) -> bool + Send + Sync + 'static) -> Self {
        Rule {
            only_in: Some(Box::new(test)),
            ..self
        }
    }

    /// The rule, listed among `dim`'s (see [`Rule::dim`]).
    pub fn listed_under(self, dim: V::Kind) -> Self {
        Rule {
            dim: Some(dim),
            ..self
        }
    }
}

impl<V: Value> fmt::Debug for Rule<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rule({} {:?})", self.name, self.pattern)
    }
}

/// Every regex item of every language's grammar (a region's grammar holds its language's regexes).
#[cfg(test)]
pub(crate) fn every_grammar_pattern() -> impl Iterator<Item = &'static Pattern> {
    use crate::options::Locale;
    Locale::all()
        .filter(|l| l.region.is_none())
        .flat_map(|locale| &crate::lang::grammar(locale).rules)
        .flat_map(|rule| &rule.pattern)
        .filter_map(|item| match item {
            Item::Regex(pattern) => Some(pattern),
            Item::Token { .. } => None,
        })
}

/// Asserts that `pattern`'s anchored tries end where its meta regex's anchored search does, from every place of
/// `text`, searching to the text's end and to five bytes on; returns how many tries it compared.
#[cfg(test)]
pub(crate) fn assert_anchored_ends_are_the_regex_s(pattern: &Pattern, text: &str) -> usize {
    let mut checked = 0;
    for start in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        for stop in [text.len(), (start + 5).min(text.len())] {
            let input = Input::new(text).range(start..stop).anchored(Anchored::Yes);
            let expected = pattern.re().search_half(&input).map(|m| m.offset());
            let found = pattern.anchored_end(text, start, stop);
            assert_eq!(
                found, expected,
                "{:?} at {start}..{stop} of {text:?}",
                pattern.source
            );
            checked += 1;
        }
    }
    checked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `\s` is ASCII whitespace, inside a class or out, negated or not, as in Duckling's PCRE; the rest of
    /// the regex is left as it was written.
    #[test]
    fn blanks_are_ascii_whitespace() {
        assert_eq!(ascii_blanks(r"マイナス\s?"), "マイナス[[:space:]]?");
        assert_eq!(ascii_blanks(r"[\s\-]+|\S"), r"[[:space:]\-]+|[[:^space:]]");
        assert_eq!(ascii_blanks(r"(\d+)\.(\d)"), r"(\d+)\.(\d)");
        let re = compile(&ascii_blanks(r"a\sb"));
        assert!(re.is_match("a\tb") && re.is_match("a b"));
        assert!(!re.is_match("a\u{3000}b") && !re.is_match("a\u{a0}b"));
    }

    /// `\d` is an ASCII digit, inside a class or out, negated or not, as in Duckling's PCRE: a digit of
    /// another script ("၅", "๕", "५", "５") is none. The source is kept as written.
    #[test]
    fn digits_are_ascii_digits() {
        let whole = |pattern: &str| compile(&format!("^(?:{pattern})$"));
        let digits = whole(r"\d+");
        assert!(digits.is_match("0123456789"));
        for other in ["5၅", "๕", "५", "５", "៥"] {
            assert!(!digits.is_match(other), "{other}");
        }
        assert!(whole(r"[\d,]+").is_match("1,000") && !whole(r"[\d,]+").is_match("๑,๐๐๐"));
        assert!(whole(r"\D").is_match("๕") && !whole(r"[^\D]").is_match("๕"));
        assert_eq!(Pattern::new(r"(\d+)").source.as_ref(), r"(\d+)");
    }

    /// `\w` is an ASCII word character, inside a class or out, negated or not, as in Duckling's PCRE.
    #[test]
    fn words_are_ascii_words() {
        let whole = |pattern: &str| compile(&format!("^(?:{pattern})$"));
        assert!(whole(r"\w+").is_match("abc_XYZ_09"));
        for other in ["café", "þórður", "слово", "ü"] {
            assert!(!whole(r"\w+").is_match(other), "{other}");
            assert!(!whole(r"[\w.-]+").is_match(other), "{other}");
        }
        assert!(whole(r"\W").is_match("é") && !whole(r"[^\W]").is_match("é"));
    }

    /// Groups read without a search (group 1 of a regex that is one group) equal those a search reads.
    #[test]
    fn groups_are_those_of_the_match() {
        let text = "see you Monday, 12.5 km";
        for (source, whole, expected) in [
            ("(mon(day)?)", 8..14, [Some("Monday"), Some("day")]),
            (r"(\d+)\.(\d+)", 16..20, [Some("12"), Some("5")]),
            ("(k)(m)?|x", 21..23, [Some("k"), Some("m")]),
        ] {
            let p = Pattern::new(source);
            let found = RegexMatch::new(&p, whole.clone());
            let m: Matched<'_, ()> = Matched::Text {
                text,
                found: &found,
            };
            assert_eq!(m.group(0), Some(&text[whole]));
            assert_eq!([m.group(1), m.group(2)], expected, "{source}");
        }
        let one_group = |source| Pattern::new(source).group_one_is_whole;
        assert!(one_group("(mon(day)?)"));
        assert!(!one_group(r"(\d+)\.(\d+)"));
        assert!(!one_group("(k)(m)?|x"));
        // A one-pass DFA only where a group read searches.
        let searched = |source| Pattern::new(source).groups_searched;
        assert!(!searched(r"(\d{1,18})") && !searched("km") && !searched("(?:k)m"));
        assert!(searched("(mon(day)?)") && searched(r"(\d+)\.(\d+)") && searched("k(m)"));
        // Without one, a group it does not have is still none.
        let p = Pattern::new(r"(\d{1,18})");
        let found = RegexMatch::new(&p, 0..2);
        let m: Matched<'_, ()> = Matched::Text {
            text: "42 km",
            found: &found,
        };
        assert_eq!((m.group(1), m.group(2)), (Some("42"), None));
    }
}
