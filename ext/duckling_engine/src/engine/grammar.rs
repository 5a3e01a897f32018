//! A grammar: its rules, compiled for saturation (`chart`) — the index of their head regexes and the rules a
//! token of each kind starts.

use super::fast_hash::FastMap;
use super::first_bytes::{FirstBytes, PairTable};
use super::heads::Heads;
use super::rule::{Item, Pattern, Rule, Value, syntax_tree};
use super::token_heads::TokenHeads;

/// A grammar compiled for saturation: the rules, the index of their head regexes, and the rules started by
/// a token of each kind. Built once per process and shared by every thread.
pub(crate) struct Grammar<V: Value> {
    // The chart reads them as it saturates.
    pub(super) rules: Vec<Rule<V>>,
    pub(super) heads: Heads,
    pub(super) token_headed: TokenHeads<V::Kind>,
    /// Per rule, whether and how it chains tokens (see [`Chaining`]).
    pub(super) chains: Vec<Chaining>,
    /// Per rule, whether its head regex is another's too (see [`HeadShare`]).
    pub(super) head_share: Vec<HeadShare>,
    /// The rules headed by a regex searched for over the whole text, in the order of [`Heads::everywhere`], each
    /// with what a text must hold for that regex to match in it; and the pairs of bytes they require, a bit each.
    everywhere: Vec<EverywhereHead>,
    everywhere_pairs: PairTable,
}

/// A rule headed by a regex searched for over the whole text, and what every match of the regex holds: a text
/// without it holds none. Read together for every parse, where the regexes themselves are not.
pub(crate) struct EverywhereHead {
    pub rule: RuleId,
    /// The bytes its matches begin with.
    pub first: FirstBytes,
    /// Sets of bytes its matches hold one of each ([`FirstBytes::required_of`]).
    pub required: Box<[FirstBytes]>,
    /// The bits, in [`Grammar::pairs_held_in`]'s answer, of the pairs of bytes its matches hold side by side.
    pub pairs: u64,
}

impl<V: Value> Grammar<V> {
    pub fn new(mut rules: Vec<Rule<V>>) -> Self {
        let token_headed = TokenHeads::new(rules.iter().enumerate().filter_map(|(i, rule)| {
            let Item::Token { kind, .. } = &rule.pattern[0] else {
                return None;
            };
            let next = match rule.pattern.get(1) {
                Some(Item::Regex(next)) => Some(&next.first),
                _ => None,
            };
            Some((i, *kind, next))
        }));
        let heads = Heads::new(rules.iter().enumerate().filter_map(
            |(i, rule)| match &rule.pattern[0] {
                Item::Regex(p) => Some((i as RuleId, p.source.as_ref())),
                Item::Token { .. } => None,
            },
        ));
        for &rule in heads.everywhere() {
            if let Item::Regex(p) = &mut rules[rule as usize].pattern[0] {
                p.searched_everywhere = true;
            }
        }
        let chains = rules.iter().map(|r| Chaining::of(&r.pattern)).collect();
        let head_share = HeadShare::of(&rules);
        let (everywhere, everywhere_pairs) = everywhere_heads(&rules, heads.everywhere());
        Grammar {
            rules,
            heads,
            token_headed,
            chains,
            head_share,
            everywhere,
            everywhere_pairs,
        }
    }

    /// Compiles every regex of the grammar now rather than on its first use ([`Pattern::re`]): what a caller
    /// that must not pay for compiling during its first parses (a server before it serves) asks for.
    pub fn compile_regexes(&self) {
        for rule in &self.rules {
            for item in &rule.pattern {
                if let Item::Regex(p) = item {
                    p.re();
                }
            }
        }
    }

    /// How many rules the grammar holds.
    #[cfg(test)]
    pub fn rule_count(&self) -> usize {
        self.rules.len()
    }

    pub fn rule(&self, id: RuleId) -> &Rule<V> {
        &self.rules[id as usize]
    }

    /// The rules whose head regex has no literal prefix, in the grammar's order.
    pub fn everywhere_heads(&self) -> &[EverywhereHead] {
        &self.everywhere
    }

    /// Whether `rule`'s second item is a token.
    #[inline]
    pub fn wants_token_next(&self, rule: usize) -> bool {
        matches!(self.rules[rule].pattern.get(1), Some(Item::Token { .. }))
    }

    /// The head regex of `rule`, a rule headed by one.
    pub fn head_regex(&self, rule: RuleId) -> &Pattern {
        head_regex(&self.rules, rule)
    }

    /// Which pairs of bytes required by the regexes searched for everywhere `text` holds.
    pub fn pairs_held_in(&self, text: &str) -> u64 {
        self.everywhere_pairs.held_in(text)
    }
}

/// See [`Grammar::head_regex`]: [`Grammar::new`] asks it before there is a grammar.
fn head_regex<V: Value>(rules: &[Rule<V>], rule: RuleId) -> &Pattern {
    match &rules[rule as usize].pattern[0] {
        Item::Regex(p) => p,
        Item::Token { .. } => unreachable!("heads lists regex-headed rules"),
    }
}

/// The rules of `everywhere` with what their head regexes require, and the table of the distinct pairs of bytes
/// they require, a bit each (while 64 bits last: a pair past them is not checked, which only costs a search).
fn everywhere_heads<V: Value>(
    rules: &[Rule<V>],
    everywhere: &[RuleId],
) -> (Vec<EverywhereHead>, PairTable) {
    let mut distinct: Vec<(FirstBytes, FirstBytes)> = Vec::new();
    let heads = everywhere
        .iter()
        .map(|&rule| {
            let pattern = head_regex(rules, rule);
            let source = &pattern.source;
            let hir = syntax_tree(source).unwrap_or_else(|| panic!("{source:?} parses"));
            let mut mask = 0;
            for pair in FirstBytes::required_pairs_of(&hir) {
                let bit = match distinct.iter().position(|d| *d == pair) {
                    Some(bit) => bit,
                    None if distinct.len() < 64 => {
                        distinct.push(pair);
                        distinct.len() - 1
                    }
                    None => continue,
                };
                mask |= 1 << bit;
            }
            EverywhereHead {
                rule,
                first: pattern.first,
                required: pattern.required.clone(),
                pairs: mask,
            }
        })
        .collect();
    (heads, PairTable::new(&distinct))
}

pub(crate) type RuleId = u32;

/// Whether a rule's head regex heads other rules too: then their literal hits are the same, and so are their
/// matches, which the chart finds once, for the first of them (`Chart::match_literal_heads`). Fourteen English
/// rules begin with "the": over the dialogue sets, 20 thousand of the 44 thousand anchored tries of head regexes
/// repeated one made at the same place, nearly all of "the" and "an?".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum HeadShare {
    /// No other rule's head regex is its own, or it is not headed by a regex.
    Own,
    /// The first of the rules its head regex heads.
    Leads,
    /// Headed by the regex that heads this earlier rule.
    Repeats(RuleId),
}

impl HeadShare {
    fn of<V: Value>(rules: &[Rule<V>]) -> Vec<HeadShare> {
        let mut first = FastMap::default();
        let mut shares = vec![HeadShare::Own; rules.len()];
        for (i, rule) in rules.iter().enumerate() {
            if let Item::Regex(p) = &rule.pattern[0] {
                let leader = *first.entry(&*p.source).or_insert(i);
                if leader != i {
                    shares[leader] = HeadShare::Leads;
                    shares[i] = HeadShare::Repeats(leader as RuleId);
                }
            }
        }
        shares
    }
}

/// How a rule of two tokens or more chains them: such a rule may apply to what it built itself, so a list of
/// its operands is a chain of them; and how a rule of one token passes on the chain it reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Chaining {
    /// A rule of no token.
    No,
    /// A rule of one token, where it builds a token of that kind: the chain it reads is the one it builds
    /// (Korean "오전 <time>" reads a chain of times and is one time, which "<time> <time>" chains again, so a
    /// run of "오전" nested without end where the wrapped chain counted as one part).
    Wraps,
    /// Two tokens of one kind, side by side or around one regex ("<time> <time>", "<time> , <time>",
    /// "<integer> and <integer>").
    OneKind,
    /// Any other rule of two tokens or more, where it builds a token of one of their kinds: Chinese
    /// "<amount> <number>" (its number as dimes) reads every amount it built with the number after it, so a
    /// run of numbers is a chain of amounts, each of another value; Turkish "<time> <duration> sonra" reads
    /// every time it built, so a list of "bir gün sonra" is a chain of times; Turkish "nth <time> of <time>"
    /// (`<time> <ordinal> <time>`, no word between) reads every time it built on either side, and a digit
    /// there is both an ordinal and a day of the month, so a run of digits nests it every way.
    Accumulates,
}

impl Chaining {
    fn of<V: Value>(pattern: &[Item<V>]) -> Chaining {
        match pattern {
            [Item::Token { kind: a, .. }, Item::Token { kind: b, .. }]
            | [
                Item::Token { kind: a, .. },
                Item::Regex(_),
                Item::Token { kind: b, .. },
            ] if a == b => Chaining::OneKind,
            _ => match pattern
                .iter()
                .filter(|item| matches!(item, Item::Token { .. }))
                .count()
            {
                0 => Chaining::No,
                1 => Chaining::Wraps,
                _ => Chaining::Accumulates,
            },
        }
    }
}
