//! Why a parse found what it found: the tree of rules behind a token of the chart, printed as Duckling's
//! `Debug` module prints it (`-- ` per level, the rule's name or `regex`, and the text it covers).

use serde::Serialize;

use super::chart::{Chart, Child};
use super::entity::CharOffsets;
use super::rule::Value;

/// One node of a derivation: the rule that built it (`None` for a regex match), the text it covers as
/// character offsets, and the items it was built from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Tree {
    pub rule: Option<&'static str>,
    pub body: String,
    pub start: usize,
    pub end: usize,
    pub children: Vec<Tree>,
}

impl Tree {
    /// The derivation of chart token `id`, with character offsets into the text `chars` counts in.
    pub(crate) fn of<V: Value>(chart: &Chart<'_, '_, V>, chars: &mut CharOffsets, id: u32) -> Tree {
        let node = chart.node(id);
        let children = chart
            .children(id)
            .iter()
            .map(|&child| match child {
                Child::Node(c) => Tree::of(chart, chars, c),
                Child::Text(_) => Tree::leaf(chars, chart.child_range(child)),
            })
            .collect();
        Tree {
            rule: Some(chart.grammar().rule(node.rule).name),
            children,
            ..Tree::leaf(chars, node.range.clone())
        }
    }

    fn leaf(chars: &mut CharOffsets, range: std::ops::Range<usize>) -> Tree {
        let start = chars.at(range.start);
        let end = chars.at(range.end);
        Tree {
            rule: None,
            body: chars.text()[range].to_owned(),
            start,
            end,
            children: Vec::new(),
        }
    }

    /// Duckling's `Debug.ptree` layout, one line per node:
    /// ```text
    /// intersect (tomorrow at 5pm)
    /// -- tomorrow (tomorrow)
    /// -- -- regex (tomorrow)
    /// ```
    pub fn render(&self) -> String {
        let mut out = String::new();
        self.render_into(0, &mut out);
        out
    }

    fn render_into(&self, depth: usize, out: &mut String) {
        out.push_str(&"-- ".repeat(depth));
        out.push_str(self.rule.unwrap_or("regex"));
        out.push_str(" (");
        out.push_str(&self.body);
        out.push_str(")\n");
        for child in &self.children {
            child.render_into(depth + 1, out);
        }
    }
}
