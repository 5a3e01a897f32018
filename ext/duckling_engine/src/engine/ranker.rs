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

#[cfg(test)]
use std::collections::BTreeMap;

use crate::engine::chart::{Chart, Child, NodeId};
use crate::engine::fast_hash::FastMap;
#[cfg(test)]
use crate::engine::fast_hash::FastSet;
use crate::engine::grammar::RuleId;
use crate::engine::rule::Value;

/// The features of one derivation: its children's rule names concatenated, and their grains concatenated
/// when some have one — each as the [`Feature`] key of that concatenation, made without building the string.
fn features<V: Value>(chart: &Chart<'_, '_, V>, children: &[Child]) -> (Feature, Option<Feature>) {
    let mut rules = Feature::default();
    let mut grains: Option<Feature> = None;
    for child in children {
        if let Child::Node(c) = *child {
            let node = chart.node(c);
            rules.push(chart.grammar().rule(node.rule).name);
            if let Some(grain) = node.value.grain_feature() {
                grains.get_or_insert_with(Feature::default).push(grain);
            }
        }
    }
    (rules, grains)
}

/// The texts of [`features`], for training.
#[cfg(test)]
fn feature_texts<V: Value>(
    chart: &Chart<'_, '_, V>,
    children: &[Child],
) -> (String, Option<String>) {
    let mut rules = String::new();
    let mut grains: Option<String> = None;
    for child in children {
        if let Child::Node(c) = *child {
            let node = chart.node(c);
            rules.push_str(chart.grammar().rule(node.rule).name);
            if let Some(grain) = node.value.grain_feature() {
                grains.get_or_insert_with(String::new).push_str(grain);
            }
        }
    }
    (rules, grains)
}

/// A feature's text as a 64-bit FNV-1a hash: pieces pushed one after the other hash as their concatenation
/// does, so a lookup needs no string (a collision among a rule's few hundred features is not a concern at
/// 64 bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Feature(u64);

impl Default for Feature {
    fn default() -> Self {
        Feature(0xcbf2_9ce4_8422_2325)
    }
}

impl Feature {
    fn push(&mut self, piece: &str) {
        for &byte in piece.as_bytes() {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn of(text: &str) -> Self {
        let mut feature = Feature::default();
        feature.push(text);
        feature
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
    pub fn score<V: Value>(
        &self,
        chart: &Chart<'_, '_, V>,
        id: NodeId,
        memo: &mut FastMap<NodeId, f64>,
    ) -> f64 {
        if let Some(&score) = memo.get(&id) {
            return score;
        }
        let score = chart
            .derivations(id)
            .map(|(rule, children)| self.derivation_score(chart, rule, children, memo))
            .fold(f64::NEG_INFINITY, f64::max);
        memo.insert(id, score);
        score
    }

    fn derivation_score<V: Value>(
        &self,
        chart: &Chart<'_, '_, V>,
        rule: RuleId,
        children: &[Child],
        memo: &mut FastMap<NodeId, f64>,
    ) -> f64 {
        let Some(class) = self.classes.get(chart.grammar().rule(rule).name) else {
            return 0.0;
        };
        let (rules, grains) = features(chart, children);
        let own = class.prior
            + class.log_likelihood(rules)
            + grains.map_or(0.0, |g| class.log_likelihood(g));
        let below: f64 = children
            .iter()
            .filter_map(|c| match *c {
                Child::Node(c) => Some(self.score(chart, c, memo)),
                Child::Text(_) => None,
            })
            .sum();
        own + below
    }
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
        for (nodes, is_ok) in [(ok, true), (ko, false)] {
            for id in nodes {
                for (rule, children) in chart.derivations(id) {
                    let name = chart.grammar().rule(rule).name;
                    let counts = self.rules.entry(name).or_default();
                    let (rules, grains) = feature_texts(chart, children);
                    for feature in std::iter::once(rules).chain(grains) {
                        let (in_ok, in_ko) = counts.features.entry(feature).or_default();
                        *if is_ok { in_ok } else { in_ko } += 1;
                    }
                    *if is_ok {
                        &mut counts.ok
                    } else {
                        &mut counts.ko
                    } += 1;
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
