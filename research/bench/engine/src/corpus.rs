//! The bench's input, written by research/bench/run.rb so that the engine, the Ruby API and the real Duckling
//! time the very same texts: every positive and negative text of Duckling's EN corpus
//! (test/conformance/duckling/en/*.jsonl) tagged with its dim, and the 1 KB … 1 MB texts built from them.

use serde::Deserialize;

#[derive(Deserialize)]
pub struct Input {
    pub sentences: Vec<Sentence>,
    #[serde(default)]
    pub sized: Vec<Sized>,
}

#[derive(Deserialize)]
pub struct Sentence {
    pub text: String,
}

#[derive(Deserialize)]
pub struct Sized {
    pub text: String,
}

pub fn read(path: &str) -> Input {
    let json = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{path}: {e}"))
}
