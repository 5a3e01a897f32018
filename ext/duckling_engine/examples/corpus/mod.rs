//! Duckling's EN corpus as the examples read it (test/conformance/duckling/en, one JSON object a line).

use std::path::{Path, PathBuf};

/// The corpus's files, in a fixed order.
pub fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/duckling/en");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the conformance corpus is checked in")
        .map(|entry| entry.expect("a readable directory").path())
        .collect();
    files.sort();
    files
}

/// The objects of `file`, one per non-blank line.
pub fn lines(file: &Path) -> Vec<serde_json::Value> {
    let body = std::fs::read_to_string(file).expect("a readable corpus file");
    body.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}
