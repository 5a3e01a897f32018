//! Duckling's corpora as the examples read them (test/conformance/duckling: English's in `en/`, every other
//! language's in `<lang>/`, English's regions' in `regional/`; one JSON object a line), and our own texts for
//! the differential runs (test/oracle, one text a line).

// Each example reads the part it needs.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The vendored corpora's directory.
fn conformance() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/duckling")
}

/// The `*.jsonl` files under `dir` and its subdirectories, in a fixed order.
fn jsonl_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the conformance corpus is checked in")
        .map(|entry| entry.expect("a readable directory").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files.extend(jsonl_under(&path));
        } else if path.extension().is_some_and(|x| x == "jsonl") {
            files.push(path);
        }
    }
    files
}

/// The EN corpus's files, in a fixed order.
pub fn files() -> Vec<PathBuf> {
    files_of("en")
}

/// The corpus files of `lang` (its regions' lines and reruns among them), in a fixed order.
pub fn files_of(lang: &str) -> Vec<PathBuf> {
    jsonl_under(&conformance().join(lang))
}

/// Every corpus file of every language, regions and reruns included, in a fixed order.
pub fn all_files() -> Vec<PathBuf> {
    jsonl_under(&conformance())
}

/// The objects of `file`, one per non-blank line.
pub fn lines(file: &Path) -> Vec<serde_json::Value> {
    let body = std::fs::read_to_string(file).expect("a readable corpus file");
    body.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// Our texts of test/oracle: (the file's name without `.txt`, its texts), the comments and blank lines left
/// out, in a fixed order.
pub fn oracle_texts() -> Vec<(String, Vec<String>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/oracle");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the oracle texts are checked in")
        .map(|entry| entry.expect("a readable directory").path())
        .filter(|path| path.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            let body = std::fs::read_to_string(&path).expect("a readable text file");
            let texts = body
                .lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .map(str::to_owned)
                .collect();
            (name, texts)
        })
        .collect()
}
