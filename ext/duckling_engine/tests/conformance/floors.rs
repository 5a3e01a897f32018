//! The floors (`test/conformance/floors.json`): the pass counts the engine reached when they were pinned, per
//! row of the table. A figure below its floor fails the run, so a regression fails CI; a figure above it is
//! reported, and pinned by editing the file (or `CONFORMANCE_PIN=1`, which rewrites it with today's figures).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::{Group, root};

/// Pass counts by language, group and dim.
pub type Counts = BTreeMap<(String, Group, String), usize>;

/// One language's floors.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Floors {
    /// `<lang>/<dim>.jsonl`: dim → passes.
    positive: BTreeMap<String, usize>,
    /// `<lang>/<dim>.negative.jsonl`: dim → passes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    negative: BTreeMap<String, usize>,
    /// A region's own lines: region → dim → passes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    regional: BTreeMap<String, BTreeMap<String, usize>>,
    /// The language's lines rerun under a region: region → dim → passes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    rerun: BTreeMap<String, BTreeMap<String, usize>>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct File {
    note: String,
    /// Language code → its floors.
    #[serde(flatten)]
    languages: BTreeMap<String, Floors>,
}

const NOTE: &str = "Pass counts the engine reached when pinned, per language (ext/duckling_engine/tests/conformance). \
A figure below its floor fails `rake conformance` and `cargo test`; raise a floor when the engine passes more \
(edit this file, or run with CONFORMANCE_PIN=1).";

pub fn path() -> PathBuf {
    root().join("floors.json")
}

pub fn read(path: &Path) -> Result<Counts, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: File = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut counts = Counts::new();
    for (lang, floors) in file.languages {
        let mut put = |group: Group, dims: BTreeMap<String, usize>| {
            for (dim, n) in dims {
                counts.insert((lang.clone(), group.clone(), dim), n);
            }
        };
        put(Group::Positive, floors.positive);
        put(Group::Negative, floors.negative);
        for (region, dims) in floors.regional {
            put(Group::Region(region), dims);
        }
        for (region, dims) in floors.rerun {
            put(Group::Rerun(region), dims);
        }
    }
    Ok(counts)
}

pub fn write(path: &Path, passes: &Counts) -> Result<(), String> {
    let mut file = File {
        note: NOTE.to_owned(),
        ..File::default()
    };
    for ((lang, group, dim), &n) in passes {
        let floors = file.languages.entry(lang.clone()).or_default();
        let slot = match group {
            Group::Positive => &mut floors.positive,
            Group::Negative => &mut floors.negative,
            Group::Region(r) => floors.regional.entry(r.clone()).or_default(),
            Group::Rerun(r) => floors.rerun.entry(r.clone()).or_default(),
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

fn describe((lang, group, dim): &(String, Group, String)) -> String {
    match group {
        Group::Positive => format!("{lang} {dim}"),
        Group::Negative => format!("{lang} {dim} negatives"),
        Group::Region(r) => format!("{lang}_{r} {dim}"),
        Group::Rerun(r) => format!("{lang}_{r} {dim} (the language's lines rerun)"),
    }
}
