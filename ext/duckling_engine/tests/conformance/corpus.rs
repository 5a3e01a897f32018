//! The vendored corpus (`test/conformance/duckling/`): its lines, the options each one is parsed with, and
//! Duckling's pass rule (`makeCorpusTest` and `makeNegativeCorpusTest` in Duckling's
//! `tests/Duckling/Testing/Asserts.hs`), through the engine's public API only.

use std::path::{Path, PathBuf};

use duckling_engine::{Dim, DimSet, Entity, Locale, Options, parse};
use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};
use serde::Deserialize;
use serde_json::Value;

use crate::compare::same_value;

/// One corpus line (the README's "Line format"; provenance fields are not needed to judge it).
#[derive(Debug, Clone, Deserialize)]
pub struct Line {
    pub text: String,
    pub dim: String,
    /// Absent in negatives.
    pub expected: Option<Value>,
    /// RFC 3339 (`2013-02-12T04:30:00.000-02:00`), a local time at the fixed offset `tz_offset`.
    pub reference_time: String,
    pub tz_offset: String,
    /// `EN` or `en_<R>`.
    pub locale: String,
    pub with_latent: bool,
}

/// Where a line comes from, which is the row of the table it counts in.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// `en/<dim>.jsonl`
    Positive,
    /// `en/<dim>.negative.jsonl`
    Negative,
    /// `regional/<R>.<dim>.jsonl`, `R` as in the file name (`GB`).
    Region(String),
}

/// The root of the vendored corpus, from the engine crate.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance")
}

/// Every line of every file, with its group, in a stable order (files sorted by name).
pub fn load() -> Result<Vec<(Group, Line)>, String> {
    let dir = root().join("duckling");
    let mut lines = Vec::new();
    for sub in ["en", "regional"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join(sub))
            .map_err(|e| format!("{}: {e}", dir.join(sub).display()))?
            .map(|f| f.map(|f| f.path()))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        files.retain(|p| p.extension().is_some_and(|x| x == "jsonl"));
        files.sort();
        for path in files {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default();
            let group = match (sub, name.split_once('.')) {
                ("regional", Some((region, _))) => Group::Region(region.to_owned()),
                _ if name.ends_with(".negative") => Group::Negative,
                _ => Group::Positive,
            };
            let body =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            for (n, text) in body
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim().is_empty())
            {
                let line: Line = serde_json::from_str(text)
                    .map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
                lines.push((group.clone(), line));
            }
        }
    }
    Ok(lines)
}

impl Line {
    pub fn target(&self) -> Result<Dim, String> {
        self.dim
            .parse()
            .map_err(|e| format!("{:?}: {e}", self.text))
    }

    /// The options Duckling's corpus test uses for this line: its locale, its reference time at its fixed
    /// offset, only the target dim, latent entities only for `with_latent` lines.
    pub fn options(&self) -> Result<Options, String> {
        let locale: Locale = self
            .locale
            .parse()
            .map_err(|e| format!("{:?}: {e}", self.locale))?;
        let instant: Timestamp = self
            .reference_time
            .parse()
            .map_err(|e| format!("reference_time {:?}: {e}", self.reference_time))?;
        let zone = TimeZone::fixed(parse_offset(&self.tz_offset)?);
        Ok(Options {
            locale,
            reference_time: instant.to_zoned(zone),
            dims: [self.target()?].into_iter().collect::<DimSet>(),
            latent: self.with_latent,
        })
    }

    /// Parses the line's text with its options.
    pub fn run(&self) -> Result<Vec<Entity>, String> {
        parse(&self.text, &self.options()?).map_err(|e| format!("{:?}: {e}", self.text))
    }

    /// Duckling's verdict on our entities for this line. A positive passes when exactly one entity of the
    /// target dim covers the whole text (characters 0 to its length) and its value equals `expected`; a
    /// negative passes when no entity of the target dim is found at all.
    pub fn passes(&self, entities: &[Entity]) -> Result<bool, String> {
        let dim = self.target()?;
        let mut of_dim = entities.iter().filter(|e| e.dim == dim);
        let Some(expected) = &self.expected else {
            return Ok(of_dim.next().is_none());
        };
        let whole = self.text.chars().count();
        let covering: Vec<&Entity> = of_dim.filter(|e| e.start == 0 && e.end == whole).collect();
        Ok(matches!(covering.as_slice(), [e] if same_value(&self.dim, expected, &e.value)))
    }
}

/// `-02:00` → UTC−2.
fn parse_offset(s: &str) -> Result<Offset, String> {
    let bad = || format!("tz_offset {s:?} is not ±HH:MM");
    let (sign, rest) = match s.as_bytes().first() {
        Some(b'+') => (1, &s[1..]),
        Some(b'-') => (-1, &s[1..]),
        _ => return Err(bad()),
    };
    let (h, m) = rest.split_once(':').ok_or_else(bad)?;
    let seconds = sign
        * (h.parse::<i32>().map_err(|_| bad())? * 3600 + m.parse::<i32>().map_err(|_| bad())? * 60);
    Offset::from_seconds(seconds).map_err(|e| format!("tz_offset {s:?}: {e}"))
}
