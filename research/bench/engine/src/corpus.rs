//! The sentences: every positive and negative text of the engine's corpus files, tagged with their dimension.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

#[derive(Deserialize)]
struct Corpus {
    dim: String,
    positive: Vec<Case>,
    #[serde(default)]
    negative: Vec<String>,
}

#[derive(Deserialize)]
struct Case {
    texts: Vec<String>,
}

/// (dimension, sentence) for every corpus text.
pub fn sentences() -> Vec<(String, String)> {
    let dims = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ext/duckling_engine/src/dims");
    let mut out = Vec::new();
    let mut dirs: Vec<_> = std::fs::read_dir(&dims)
        .expect("engine dims folder")
        .flatten()
        .map(|d| d.path())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|f| f.path())
            .collect();
        files.sort();
        for file in files {
            let name = file
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if !(name.starts_with("corpus") && name.ends_with(".json")) {
                continue;
            }
            let corpus: Corpus =
                serde_json::from_str(&std::fs::read_to_string(&file).expect("readable corpus"))
                    .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let texts = corpus
                .positive
                .into_iter()
                .flat_map(|c| c.texts)
                .chain(corpus.negative);
            out.extend(
                texts
                    .filter(|t| !t.is_empty())
                    .map(|t| (corpus.dim.clone(), t)),
            );
        }
    }
    out
}

pub fn by_dim(sentences: &[(String, String)]) -> BTreeMap<String, Vec<String>> {
    let mut map: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (dim, text) in sentences {
        map.entry(dim.clone()).or_default().push(text.clone());
    }
    map
}

/// An entity-dense email of about `bytes` bytes: dates, times, money, distances, contacts, in prose.
pub fn dense_email(bytes: usize) -> String {
    let paragraphs = [
        "Hi team, the camping trip is on march 3 and we leave at 7am sharp from the north gate. ",
        "Bring $40 for the site fee, 2 liters of water each and a 3 km map. Call me at (650) 123-4567. ",
        "If it rains we move to march 9, back by 6pm; the cabin costs 120 dollars for 2 nights. ",
        "RSVP to trips@example.com by next friday; details at https://example.com/trips/spring. ",
        "Last year it was 5 degrees at night and we hiked 12 miles on the second day. ",
    ];
    let mut out = String::new();
    let mut i = 0;
    while out.len() < bytes {
        out.push_str(paragraphs[i % paragraphs.len()]);
        i += 1;
    }
    out
}
