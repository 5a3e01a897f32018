//! Duckling's ranker: a naive Bayes classifier per rule that scores competing parses of one span
//! (`Duckling/Ranking/Rank.hs`, trained as `exe/Duckling/Ranking/Train.hs` trains it).
//!
//! A node's features are the concatenated rule names of its token children (regex children add nothing) and,
//! when some children carry a grain, their concatenated grains (`Ranking/Extraction.hs`). A node scores its
//! rule's log prior plus the log likelihoods of its features in the rule's "ok" class, plus its children's
//! scores; a rule without a classifier scores 0 and its subtree is not looked at. Only the "ok" class counts,
//! as in Duckling: the score is not a posterior.
//!
//! Training counts, per rule, the nodes that took part in a parse resolving to a corpus example's expected
//! value ("ok") and the nodes that took part only in parses that did not ("ko"). The counts are kept as text
//! ([`Training::to_text`]) and the classifier is made from them ([`Ranker::from_text`]), with Duckling's
//! add-one smoothing.
//!
//! Duckling's nodes are not the chart's tokens: Duckling keeps a node per derivation, and per node of each
//! child, where the chart keeps one token per value and span with its derivations beside it. A parent over a
//! token derived by two rules is two nodes to Duckling, whose features name one rule each. So a derivation is
//! scored as the best of its readings, one per choice of a rule for each token child (that rule's name in the
//! features, the child's best score by that rule below), and trained on as many nodes as Duckling has for
//! each reading. The counts then match Duckling's own classifiers (`Duckling/Ranking/Classifiers/*.hs`) rule
//! by rule, where counting tokens left them short by a third to a half on the rules that intersect.

#[cfg(test)]
use std::collections::BTreeMap;
use std::ops::Range;

use crate::engine::chart::{Chart, Child, MAX_ALTERNATIVES, NodeId};
use crate::engine::fast_hash::FastMap;
#[cfg(test)]
use crate::engine::fast_hash::FastSet;
use crate::engine::grammar::RuleId;
use crate::engine::rule::{MAX_ITEMS, Value};

/// The grain feature of one derivation: its token children's grains concatenated, when some have one, as the
/// [`Feature`] key of that concatenation (the other feature, the children's rule names, depends on the rule
/// each child is read as: [`Ranker::derivation_score`]).
fn grains<V: Value>(chart: &Chart<'_, '_, V>, children: &[Child]) -> Option<Feature> {
    let mut grains: Option<Feature> = None;
    for id in token_children(children) {
        if let Some(grain) = chart.node(id).value.grain_feature() {
            grains.get_or_insert_with(Feature::default).push(grain);
        }
    }
    grains
}

/// The features of one derivation whose token children are read as built by `rules` (one per token child, in
/// order), as texts, for training: those rules' names concatenated, and the children's grains (see [`grains`]).
#[cfg(test)]
fn feature_texts<V: Value>(
    chart: &Chart<'_, '_, V>,
    children: &[Child],
    rules: impl Iterator<Item = RuleId>,
) -> (String, Option<String>) {
    let names = rules.map(|rule| chart.grammar().rule(rule).name).collect();
    let mut grains: Option<String> = None;
    for id in token_children(children) {
        if let Some(grain) = chart.node(id).value.grain_feature() {
            grains.get_or_insert_with(String::new).push_str(grain);
        }
    }
    (names, grains)
}

/// The token children of a derivation (regex children add no feature and no score).
fn token_children(children: &[Child]) -> impl Iterator<Item = NodeId> + '_ {
    children.iter().filter_map(|c| match *c {
        Child::Node(id) => Some(id),
        Child::Text(_) => None,
    })
}

/// Per rule that derives a token, one figure of its derivations by that rule (a best score, a count of
/// Duckling's nodes): at most one entry per derivation the chart keeps, so it lives on the stack.
#[derive(Clone, Copy)]
struct ByRule<T> {
    len: usize,
    entries: [(RuleId, T); DERIVATIONS],
}

/// The derivations a token keeps: its first and [`MAX_ALTERNATIVES`] others.
const DERIVATIONS: usize = 1 + MAX_ALTERNATIVES;

impl<T: Copy + Default> ByRule<T> {
    fn new() -> Self {
        ByRule {
            len: 0,
            entries: [(0, T::default()); DERIVATIONS],
        }
    }

    /// Adds `figure` for `rule`, merged by `merge` with the figure it has already.
    fn add(&mut self, rule: RuleId, figure: T, merge: impl Fn(T, T) -> T) {
        match self.entries[..self.len]
            .iter_mut()
            .find(|(r, _)| *r == rule)
        {
            Some((_, old)) => *old = merge(*old, figure),
            None => {
                self.entries[self.len] = (rule, figure);
                self.len += 1;
            }
        }
    }

    fn as_slice(&self) -> &[(RuleId, T)] {
        &self.entries[..self.len]
    }
}

/// Calls `visit` with each way of reading every token child of a derivation as one of the rules that derive it
/// (the rule and figure chosen for each child, in order): the product of the children's rules, as an odometer.
/// A derivation's token children are few, and most have one rule.
fn each_choice<T: Copy + Default>(
    children: &[&[(RuleId, T)]],
    mut visit: impl FnMut(&[(RuleId, T)]),
) {
    if children.iter().any(|c| c.is_empty()) {
        return;
    }
    let mut at = [0; MAX_ITEMS];
    let mut chosen = [(0, T::default()); MAX_ITEMS];
    loop {
        for (i, child) in children.iter().enumerate() {
            chosen[i] = child[at[i]];
        }
        visit(&chosen[..children.len()]);
        let Some(digit) = (0..children.len())
            .rev()
            .find(|&i| at[i] + 1 < children[i].len())
        else {
            return;
        };
        at[digit] += 1;
        at[digit + 1..].fill(0);
    }
}

/// A feature's text as a 64-bit polynomial hash: pieces pushed one after the other hash as their
/// concatenation does, so a lookup needs no string, and a piece hashed once ([`Piece`]) is pushed in two
/// operations, whatever its length (a collision among a rule's few hundred features is not a concern at 64
/// bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Feature(u64);

/// The base of [`Feature`]'s hash: FNV's 64-bit prime.
const BASE: u64 = 0x0100_0000_01b3;

impl Default for Feature {
    fn default() -> Self {
        Feature(0xcbf2_9ce4_8422_2325)
    }
}

impl Feature {
    fn push(&mut self, text: &str) {
        self.push_piece(Piece::of(text));
    }

    fn push_piece(&mut self, piece: Piece) {
        self.0 = self.0.wrapping_mul(piece.scale).wrapping_add(piece.hash);
    }

    fn of(text: &str) -> Self {
        let mut feature = Feature::default();
        feature.push(text);
        feature
    }
}

/// A text's part in a [`Feature`] it is pushed onto: the feature so far is scaled by `BASE` to the text's
/// length, and the text's own hash added.
#[derive(Clone, Copy, Default)]
struct Piece {
    scale: u64,
    hash: u64,
}

impl Piece {
    fn of(text: &str) -> Self {
        text.bytes().fold(
            Piece { scale: 1, hash: 0 },
            |Piece { scale, hash }, byte| Piece {
                scale: scale.wrapping_mul(BASE),
                hash: hash.wrapping_mul(BASE).wrapping_add(u64::from(byte)),
            },
        )
    }
}

/// One rule's "ok" class: Duckling's `ClassData` (its `n` is not needed to score).
struct Class {
    prior: f64,
    unseen: f64,
    likelihoods: FastMap<Feature, f64>,
}

impl Class {
    fn log_likelihood(&self, feature: Feature) -> f64 {
        self.likelihoods
            .get(&feature)
            .copied()
            .unwrap_or(self.unseen)
    }
}

/// The classifiers of a grammar, by rule name.
pub(crate) struct Ranker {
    classes: FastMap<Box<str>, Class>,
}

impl Ranker {
    /// The classifiers made from counts written by [`Training::to_text`].
    ///
    /// # Panics
    /// On text that `to_text` did not write: the counts are part of the grammar, checked by its tests.
    pub fn from_text(text: &str) -> Self {
        let mut classes = FastMap::default();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            let mut fields = line.split('\t');
            let (Some("rule"), Some(name), Some(ok), Some(ko)) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                panic!("ranker counts: expected a rule line, got {line:?}");
            };
            let (ok, ko): (u32, u32) = (count(ok), count(ko));
            let mut feature_counts = Vec::new();
            while let Some(line) = lines.next_if(|l| l.starts_with("feature\t")) {
                let mut fields = line.split('\t').skip(1);
                let (Some(feature), Some(in_ok), Some(in_ko)) =
                    (fields.next(), fields.next(), fields.next())
                else {
                    panic!("ranker counts: bad feature line {line:?}");
                };
                feature_counts.push((feature, count(in_ok), count(in_ko)));
            }
            classes.insert(name.into(), Class::ok(ok, ko, &feature_counts));
        }
        Ranker { classes }
    }

    /// The score of the token `id`: of the best of its derivations (each a parse in Duckling, which keeps the
    /// best-scoring one of equal values), memoised in `memo` (parses share subtrees).
    pub fn score<'r, V: Value>(
        &'r self,
        chart: &Chart<'_, '_, V>,
        id: NodeId,
        memo: &mut Scores<'r>,
    ) -> f64 {
        let scores = self.by_rule(chart, id, memo);
        memo.scores[scores]
            .iter()
            .map(|(_, scored)| scored.score)
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// Per rule that derives token `id`, the best score of its derivations by that rule: where they are in
    /// `memo.scores`. Duckling keeps each derivation as a node of its own, and a parent's features name its
    /// child's rule: a parent over this token is as many parses as the token has rules, each scored with that
    /// rule's name and score.
    fn by_rule<'r, V: Value>(
        &'r self,
        chart: &Chart<'_, '_, V>,
        id: NodeId,
        memo: &mut Scores<'r>,
    ) -> Range<usize> {
        if let Some(Some(scores)) = memo.of.get(id as usize) {
            return scores.clone();
        }
        let mut scores = ByRule::new();
        for (rule, children) in chart.derivations(id) {
            let score = self.derivation_score(chart, rule, children, memo);
            let (_, name) = self.rule(chart, rule, memo);
            scores.add(rule, Scored { score, name }, |a, b| {
                if b.score > a.score { b } else { a }
            });
        }
        let start = memo.scores.len();
        memo.scores.extend_from_slice(scores.as_slice());
        if memo.of.len() <= id as usize {
            memo.of.resize(id as usize + 1, None);
        }
        memo.of[id as usize] = Some(start..memo.scores.len());
        start..memo.scores.len()
    }

    /// The best score of a derivation by `rule` of `children`, over the rules its token children may be read
    /// with.
    fn derivation_score<'r, V: Value>(
        &'r self,
        chart: &Chart<'_, '_, V>,
        rule: RuleId,
        children: &[Child],
        memo: &mut Scores<'r>,
    ) -> f64 {
        let (Some(class), _) = self.rule(chart, rule, memo) else {
            return 0.0;
        };
        let mut below: [Range<usize>; MAX_ITEMS] = Default::default();
        let mut n = 0;
        for c in token_children(children) {
            below[n] = self.by_rule(chart, c, memo);
            n += 1;
        }
        let below: [&[(RuleId, Scored)]; MAX_ITEMS] =
            std::array::from_fn(|i| &memo.scores[below[i].clone()]);
        let grains = grains(chart, children).map_or(0.0, |g| class.log_likelihood(g));
        let mut best = f64::NEG_INFINITY;
        each_choice(&below[..n], |chosen| {
            let mut names = Feature::default();
            for (_, child) in chosen {
                names.push_piece(child.name);
            }
            let own = class.prior + class.log_likelihood(names) + grains;
            let below: f64 = chosen.iter().map(|(_, child)| child.score).sum();
            best = best.max(own + below);
        });
        best
    }

    /// `rule`'s classifier and its name hashed for its parents' features, looked up by name once per memo: a
    /// list of dates scores thousands of derivations by a few rules, and hashing their names (35 bytes for
    /// "intersect by \",\"…") twice a derivation was 2 % of its parse.
    fn rule<'r, V: Value>(
        &'r self,
        chart: &Chart<'_, '_, V>,
        rule: RuleId,
        memo: &mut Scores<'r>,
    ) -> (Option<&'r Class>, Piece) {
        *memo.rules.entry(rule).or_insert_with(|| {
            let name = chart.grammar().rule(rule).name;
            (self.classes.get(name), Piece::of(name))
        })
    }
}

/// A token's best score by one rule, with the rule's name hashed for its parents' features.
#[derive(Clone, Copy, Default)]
struct Scored {
    score: f64,
    name: Piece,
}

/// The memo of [`Ranker::score`] (parses share subtrees): per token, where its best scores by each rule that
/// derives it are in `scores`, one vector for every token's.
#[derive(Default)]
pub(crate) struct Scores<'r> {
    /// By token id: a window's tokens are numbered from 0.
    of: Vec<Option<Range<usize>>>,
    scores: Vec<(RuleId, Scored)>,
    /// Per rule met, its classifier and hashed name (see [`Ranker::rule`]).
    rules: FastMap<RuleId, (Option<&'r Class>, Piece)>,
}

fn count(field: &str) -> u32 {
    field
        .parse()
        .unwrap_or_else(|_| panic!("ranker counts: {field:?} is no count"))
}

impl Class {
    /// Train.hs's `makeClass` for the ok class: log prior, add-one smoothed log likelihoods over the vocabulary
    /// of both classes, and the likelihood of a feature never seen.
    fn ok(ok: u32, ko: u32, features: &[(&str, u32, u32)]) -> Self {
        let total = f64::from(ok + ko);
        let vocabulary = features.len() as f64;
        let ok_features: f64 = features.iter().map(|&(_, n, _)| f64::from(n)).sum();
        let denominator = vocabulary + ok_features;
        let likelihoods = features
            .iter()
            .filter(|&&(_, n, _)| n > 0)
            .map(|&(f, n, _)| (Feature::of(f), ((f64::from(n) + 1.0) / denominator).ln()))
            .collect();
        Class {
            prior: (f64::from(ok) / total).ln(),
            unseen: (1.0 / (denominator + 1.0)).ln(),
            likelihoods,
        }
    }
}

/// The counts a classifier is trained from, per rule: ok and ko nodes, and each feature's count in each class.
/// Training runs in the grammar's tests, never in a parse.
#[cfg(test)]
#[derive(Default)]
pub(crate) struct Training {
    rules: BTreeMap<&'static str, RuleCounts>,
}

#[cfg(test)]
#[derive(Default)]
struct RuleCounts {
    ok: u32,
    ko: u32,
    features: BTreeMap<String, (u32, u32)>,
}

#[cfg(test)]
impl Training {
    /// Adds one example: every node of the parses rooted at `passing` is ok, every other node of the parses
    /// rooted at `failing` is ko (Train.hs's `makeDataset1`).
    pub fn add<V: Value>(
        &mut self,
        chart: &Chart<'_, '_, V>,
        passing: &[NodeId],
        failing: &[NodeId],
    ) {
        let ok = subtrees(chart, passing);
        let ko: FastSet<NodeId> = subtrees(chart, failing).difference(&ok).copied().collect();
        let mut memo = FastMap::default();
        for (nodes, is_ok) in [(ok, true), (ko, false)] {
            for id in nodes {
                for (rule, children) in chart.derivations(id) {
                    let below: Vec<ByRule<u64>> = token_children(children)
                        .map(|c| nodes_by_rule(chart, c, &mut memo))
                        .collect();
                    let below: Vec<&[(RuleId, u64)]> = below.iter().map(ByRule::as_slice).collect();
                    let counts = self
                        .rules
                        .entry(chart.grammar().rule(rule).name)
                        .or_default();
                    each_choice(&below, |chosen| {
                        let nodes: u64 = chosen.iter().map(|&(_, nodes)| nodes).product();
                        let nodes = u32::try_from(nodes).unwrap_or(u32::MAX);
                        let rules = chosen.iter().map(|&(rule, _)| rule);
                        let (names, grains) = feature_texts(chart, children, rules);
                        for feature in std::iter::once(names).chain(grains) {
                            let (in_ok, in_ko) = counts.features.entry(feature).or_default();
                            *if is_ok { in_ok } else { in_ko } += nodes;
                        }
                        *if is_ok {
                            &mut counts.ok
                        } else {
                            &mut counts.ko
                        } += nodes;
                    });
                }
            }
        }
    }

    /// The counts as lines: `rule\tNAME\tOK\tKO`, then `feature\tFEATURE\tOK\tKO` for each of its features,
    /// both sorted, so that a retraining that changes nothing changes no byte.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for (name, counts) in &self.rules {
            text.push_str(&format!("rule\t{name}\t{}\t{}\n", counts.ok, counts.ko));
            for (feature, (ok, ko)) in &counts.features {
                text.push_str(&format!("feature\t{feature}\t{ok}\t{ko}\n"));
            }
        }
        text
    }
}

/// Per rule that derives token `id`, how many of Duckling's nodes its derivations by that rule are: Duckling
/// keeps a node per derivation and per node of each child, where the chart keeps one token per value.
#[cfg(test)]
fn nodes_by_rule<V: Value>(
    chart: &Chart<'_, '_, V>,
    id: NodeId,
    memo: &mut FastMap<NodeId, ByRule<u64>>,
) -> ByRule<u64> {
    if let Some(&nodes) = memo.get(&id) {
        return nodes;
    }
    let mut nodes = ByRule::new();
    for (rule, children) in chart.derivations(id) {
        let product = token_children(children)
            .map(|c| {
                nodes_by_rule(chart, c, memo)
                    .as_slice()
                    .iter()
                    .map(|&(_, n)| n)
                    .sum::<u64>()
            })
            .fold(1u64, u64::saturating_mul);
        nodes.add(rule, product, u64::saturating_add);
    }
    memo.insert(id, nodes);
    nodes
}

/// The nodes of the parses rooted at `roots` that a rule built (every chart node is one).
#[cfg(test)]
fn subtrees<V: Value>(chart: &Chart<'_, '_, V>, roots: &[NodeId]) -> FastSet<NodeId> {
    let mut seen = FastSet::default();
    let mut stack: Vec<NodeId> = roots.to_vec();
    while let Some(id) = stack.pop() {
        if seen.insert(id) {
            for (_, children) in chart.derivations(id) {
                stack.extend(children.iter().filter_map(|c| match *c {
                    Child::Node(c) => Some(c),
                    Child::Text(_) => None,
                }));
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::Feature;

    #[test]
    fn pieces_hash_as_their_concatenation() {
        let mut streamed = Feature::default();
        for piece in ["integer (numeric)", "", "<unit-of-duration>"] {
            streamed.push(piece);
        }
        assert!(streamed == Feature::of("integer (numeric)<unit-of-duration>"));
        assert!(Feature::of("ab") != Feature::of("ba"));
        assert!(
            Feature::default() == Feature::of(""),
            "no children: the empty feature"
        );
    }
}
