//! The floors (`test/conformance/floors.json`): the pass counts the engine reached when they were pinned, per
//! row of the table. A figure below its floor fails the run, so a regression fails CI; a figure above it is
//! reported, and pinned by editing the file (or `CONFORMANCE_PIN=1`, which rewrites it with today's figures).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::{Group, root};

/// Pass counts by group and dim.
pub type Counts = BTreeMap<(Group, String), usize>;

#[derive(Debug, Default, Serialize, Deserialize)]
struct File {
    note: String,
    /// `en/<dim>.jsonl`: dim → passes.
    positive: BTreeMap<String, usize>,
    /// `en/<dim>.negative.jsonl`: dim → passes.
    negative: BTreeMap<String, usize>,
    /// `regional/<R>.<dim>.jsonl`: region → dim → passes.
    regional: BTreeMap<String, BTreeMap<String, usize>>,
}

const NOTE: &str = "Pass counts the engine reached when pinned (ext/duckling_engine/tests/conformance). \
A figure below its floor fails `rake conformance` and `cargo test`; raise a floor when the engine passes more \
(edit this file, or run with CONFORMANCE_PIN=1).";

pub fn path() -> PathBuf {
    root().join("floors.json")
}

pub fn read(path: &Path) -> Result<Counts, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: File = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut counts = Counts::new();
    for (dim, n) in file.positive {
        counts.insert((Group::Positive, dim), n);
    }
    for (dim, n) in file.negative {
        counts.insert((Group::Negative, dim), n);
    }
    for (region, dims) in file.regional {
        for (dim, n) in dims {
            counts.insert((Group::Region(region.clone()), dim), n);
        }
    }
    Ok(counts)
}

pub fn write(path: &Path, passes: &Counts) -> Result<(), String> {
    let mut file = File {
        note: NOTE.to_owned(),
        ..File::default()
    };
    for ((group, dim), &n) in passes {
        let slot = match group {
            Group::Positive => &mut file.positive,
            Group::Negative => &mut file.negative,
            Group::Region(r) => file.regional.entry(r.clone()).or_default(),
        };
        slot.insert(dim.clone(), n);
    }
    let text = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())? + "\n";
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// How today's figures stand against the floors.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Rows below their floor, and rows with no floor or a floor for no row: each fails the run.
    pub failures: Vec<String>,
    /// Rows above their floor: worth pinning, not a failure.
    pub rises: Vec<String>,
}

pub fn judge(passes: &Counts, floors: &Counts) -> Verdict {
    let mut verdict = Verdict::default();
    for (key, &n) in passes {
        let row = describe(key);
        match floors.get(key) {
            None => verdict
                .failures
                .push(format!("{row}: no floor pinned (add it to floors.json)")),
            Some(&floor) if n < floor => verdict
                .failures
                .push(format!("{row}: {n} passes, below the floor of {floor}")),
            Some(&floor) if n > floor => verdict
                .rises
                .push(format!("{row}: {n} passes, above the floor of {floor}")),
            Some(_) => {}
        }
    }
    for key in floors.keys().filter(|k| !passes.contains_key(k)) {
        verdict.failures.push(format!(
            "{}: a floor for a row the corpus does not have (remove it)",
            describe(key)
        ));
    }
    verdict
}

fn describe((group, dim): &(Group, String)) -> String {
    match group {
        Group::Positive => format!("en {dim}"),
        Group::Negative => format!("en {dim} negatives"),
        Group::Region(r) => format!("en_{r} {dim}"),
    }
}
