//! Which rule answers each corpus example (`test/conformance/rules/<lang>.jsonl`): the rule at the root of the
//! winning entity's tree, for every line of the language's own corpus that passes. A value can come out right
//! from the wrong rule (a time read as an intersection of two pieces where Duckling's rule reads it whole);
//! this catches that, line by line, where the value check cannot.
//!
//! The file is the corpora seen from the rules' side: one line per rule, its dimension and the texts it
//! answers, so a reviewer reads a rule's examples beside its name. It is pinned as the floors are:
//! `CONFORMANCE_PIN=1` rewrites it; otherwise a line whose rule changed fails the run, and a newly passing
//! line is reported, to be pinned.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::root;

/// (dim, text) → the name of the rule whose token answered it.
pub type Attribution = BTreeMap<(String, String), String>;

/// One line of the file: a rule and the corpus texts it answers.
#[derive(Debug, Serialize, Deserialize)]
struct RuleLine {
    rule: String,
    dim: String,
    examples: Vec<String>,
}

pub fn path(lang: &str) -> PathBuf {
    root().join("rules").join(format!("{lang}.jsonl"))
}

/// The attribution pinned in `path`; `None` when there is no such file yet.
pub fn read(path: &Path) -> Result<Option<Attribution>, String> {
    if !path.exists() {
        return Ok(None);
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut pinned = Attribution::new();
    for (n, line) in text.lines().enumerate() {
        let RuleLine {
            rule,
            dim,
            examples,
        } = serde_json::from_str(line).map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
        for text in examples {
            pinned.insert((dim.clone(), text), rule.clone());
        }
    }
    Ok(Some(pinned))
}

/// Writes `found` to `path`, rules in order of dim and name, each rule's examples in order.
pub fn write(path: &Path, found: &Attribution) -> Result<(), String> {
    let mut by_rule: BTreeMap<(&str, &str), Vec<&str>> = BTreeMap::new();
    for ((dim, text), rule) in found {
        by_rule.entry((dim, rule)).or_default().push(text);
    }
    let mut out = String::new();
    for ((dim, rule), examples) in by_rule {
        let line = RuleLine {
            rule: rule.to_owned(),
            dim: dim.to_owned(),
            examples: examples.into_iter().map(str::to_owned).collect(),
        };
        out += &serde_json::to_string(&line).map_err(|e| e.to_string())?;
        out.push('\n');
    }
    std::fs::create_dir_all(path.parent().expect("a file in a folder"))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display()))
}

/// How today's attribution of `lang` stands against the pinned one.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Lines answered by another rule than the pinned one, or a language with no file: each fails the run.
    pub failures: Vec<String>,
    /// Lines that pass now and have no rule pinned: worth pinning, not a failure.
    pub new: Vec<String>,
}

pub fn judge(lang: &str, found: &Attribution, pinned: Option<&Attribution>) -> Verdict {
    let mut verdict = Verdict::default();
    let Some(pinned) = pinned else {
        verdict.failures.push(format!(
            "{lang}: no rule attribution pinned ({}; run with CONFORMANCE_PIN=1)",
            path(lang).display()
        ));
        return verdict;
    };
    for ((dim, text), rule) in found {
        match pinned.get(&(dim.clone(), text.clone())) {
            None => verdict
                .new
                .push(format!("{lang} {dim} {text:?}: answered by {rule:?}")),
            Some(was) if was != rule => verdict.failures.push(format!(
                "{lang} {dim} {text:?}: answered by {rule:?}, pinned {was:?}"
            )),
            Some(_) => {}
        }
    }
    verdict
}
