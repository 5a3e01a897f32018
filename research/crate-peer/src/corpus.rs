//! The sentences: every positive and negative text of Duckling's EN corpus
//! (test/conformance/duckling/en/*.jsonl), in file and line order, tagged with its dim — the same 1,677 texts
//! `rake bench` times (research/bench/corpus_bench.rb).

use std::path::{Path, PathBuf};

use serde::Deserialize;

#[derive(Deserialize)]
struct Line {
    text: String,
    dim: String,
}

pub struct Sentence {
    pub text: String,
    /// Duckling's name of the sentence's dimension (`"amount-of-money"`).
    pub dim: String,
    /// From a `*.negative.jsonl` file: a text Duckling finds nothing of its dim in.
    pub negative: bool,
}

/// The corpus folder, relative to this crate.
pub fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/duckling/en")
}

pub fn sentences() -> Vec<Sentence> {
    let folder = folder();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let negative = file
            .file_name()
            .and_then(|name| name.to_str())
            .is_some_and(|name| name.ends_with(".negative.jsonl"));
        let body =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for line in body.lines().filter(|l| !l.trim().is_empty()) {
            let line: Line =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            out.push(Sentence {
                text: line.text,
                dim: line.dim,
                negative,
            });
        }
    }
    out
}
