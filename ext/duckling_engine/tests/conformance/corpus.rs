//! The vendored corpora (`test/conformance/duckling/`, English and every language the engine has): their lines, the options each one is parsed with, and
//! Duckling's pass rule (`makeCorpusTest` and `makeNegativeCorpusTest` in Duckling's
//! `tests/Duckling/Testing/Asserts.hs`), through the engine's public API only.

use std::path::{Path, PathBuf};

use duckling_engine::{Dim, DimSet, Entity, Explanation, Lang, Locale, Options, explain, parse};
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
    /// `EN`, `en_<R>`, or another language's locale (`es`, `es_MX`).
    pub locale: String,
    pub with_latent: bool,
}

/// Where a line comes from, which is the row of its language's table it counts in.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// `<lang>/<dim>.jsonl`, the lines under the language alone (`en/` for English).
    Positive,
    /// `<lang>/<dim>.negative.jsonl`
    Negative,
    /// A region's own lines, `R` as in the locale (`GB`): English's `regional/<R>.<dim>.jsonl`, another
    /// language's `<lang>_<R>` lines in `<lang>/<dim>.jsonl`.
    Region(String),
    /// `<lang>/regional_rerun/<dim>.jsonl`: the language's own lines rerun under its region `R`, as Duckling's
    /// tests rerun them.
    Rerun(String),
}

/// A corpus line with the language whose table it counts in and its row there.
pub struct Entry {
    /// The language's code (`en`, `es`).
    pub lang: String,
    pub group: Group,
    pub line: Line,
}

/// The root of the vendored corpus, from the engine crate.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance")
}

/// Every line of every language the engine has, English first, each language's files sorted by name.
pub fn load() -> Result<Vec<Entry>, String> {
    let dir = root().join("duckling");
    let mut entries = Vec::new();
    let mut langs: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    langs.sort_by_key(|&code| (code != "en", code));
    for lang in langs {
        let subs = if lang == "en" {
            vec!["en".to_owned(), "regional".to_owned()]
        } else {
            vec![lang.to_owned(), format!("{lang}/regional_rerun")]
        };
        for sub in subs.iter().filter(|sub| dir.join(sub).is_dir()) {
            for path in jsonl_files(&dir.join(sub))? {
                let name = path
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .unwrap_or_default();
                for line in read_lines(&path)? {
                    let region = line.locale.split_once('_').map(|(_, r)| r.to_uppercase());
                    let group = match region {
                        Some(r) if sub.ends_with("regional_rerun") => Group::Rerun(r),
                        Some(r) => Group::Region(r),
                        None if name.ends_with(".negative") => Group::Negative,
                        None => Group::Positive,
                    };
                    entries.push(Entry {
                        lang: lang.to_owned(),
                        group,
                        line,
                    });
                }
            }
        }
    }
    Ok(entries)
}

/// The `.jsonl` files of `dir`, sorted by name.
fn jsonl_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|f| f.map(|f| f.path()))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    files.retain(|p| p.extension().is_some_and(|x| x == "jsonl"));
    files.sort();
    Ok(files)
}

fn read_lines(path: &Path) -> Result<Vec<Line>, String> {
    let body = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    body.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, text)| {
            serde_json::from_str(text).map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))
        })
        .collect()
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
            // Named, as Duckling's corpus test names the line's dimension (`parse` with a list of one).
            dims: [self.target()?].into_iter().collect::<DimSet>().named(),
            latent: self.with_latent,
            ..Options::default()
        })
    }

    /// Parses the line's text with its options.
    pub fn run(&self) -> Result<Vec<Entity>, String> {
        parse(&self.text, &self.options()?).map_err(|e| format!("{:?}: {e}", self.text))
    }

    /// Parses the line's text with its options, each entity with the tree of rules behind it.
    pub fn explain(&self) -> Result<Vec<Explanation>, String> {
        explain(&self.text, &self.options()?).map_err(|e| format!("{:?}: {e}", self.text))
    }

    /// The entity that passes this positive line, if one does.
    pub fn passing<'a>(
        &self,
        entities: impl IntoIterator<Item = &'a Entity>,
    ) -> Result<Option<&'a Entity>, String> {
        let dim = self.target()?;
        let Some(expected) = &self.expected else {
            return Ok(None);
        };
        let whole = self.text.chars().count();
        let covering: Vec<&Entity> = entities
            .into_iter()
            .filter(|e| e.dim == dim && e.start == 0 && e.end == whole)
            .collect();
        Ok(match covering.as_slice() {
            [e] if same_value(&self.dim, expected, &e.value.to_value()) => Some(e),
            _ => None,
        })
    }

    /// Duckling's verdict on our entities for this line. A positive passes when exactly one entity of the
    /// target dim covers the whole text (characters 0 to its length) and its value equals `expected`; a
    /// negative passes when no entity of the target dim is found at all.
    pub fn passes(&self, entities: &[Entity]) -> Result<bool, String> {
        if self.expected.is_none() {
            let dim = self.target()?;
            return Ok(entities.iter().all(|e| e.dim != dim));
        }
        Ok(self.passing(entities)?.is_some())
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
