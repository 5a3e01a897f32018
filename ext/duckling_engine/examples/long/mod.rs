//! The long texts of research/long-texts as the examples build them: a unit repeated (`--unit STR` or
//! `--file PATH`, `--bytes N` or `--times N`), parsed for `--dims` against Duckling's corpus context
//! (2013-02-12 04:30 at UTC−2), so answers do not move with the clock.

use std::process::ExitCode;

use duckling_engine::{Dim, DimSet, Options};
use jiff::Timestamp;

pub const USAGE: &str = "usage: long_text[_heap] (--unit STR | --file PATH) (--bytes N | --times N) [--dims a,b] [--runs N] [--values tree|text]";

pub struct Args {
    pub unit: String,
    pub bytes: Option<usize>,
    pub times: Option<usize>,
    pub dims: DimSet,
    pub runs: usize,
    /// `--values text`: parse with `parse_compact` (values as JSON text, the Ruby binding's way), not `parse`.
    pub compact: bool,
}

/// Reads the arguments and measures with `tree` (`parse`, values as trees) or, given `--values text`, with
/// `compact` (`parse_compact`); bad arguments print why and the usage, and exit with 2.
pub fn run(
    tree: impl FnOnce(&Args) -> ExitCode,
    compact: impl FnOnce(&Args) -> ExitCode,
) -> ExitCode {
    match args() {
        Ok(args) if args.compact => compact(&args),
        Ok(args) => tree(&args),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

fn args() -> Result<Args, String> {
    let mut found = Args {
        unit: String::new(),
        bytes: None,
        times: None,
        dims: DimSet::all(),
        runs: 1,
        compact: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or(format!("{flag} needs a value\n{USAGE}"))?;
        let number = || value.parse::<usize>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--unit" => found.unit = value.clone(),
            "--file" => {
                found.unit = std::fs::read_to_string(&value).map_err(|e| format!("{value}: {e}"))?
            }
            "--bytes" => found.bytes = Some(number()?),
            "--times" => found.times = Some(number()?),
            "--runs" => found.runs = number()?.max(1),
            "--values" => {
                found.compact = match value.as_str() {
                    "tree" => false,
                    "text" => true,
                    _ => return Err(format!("--values is tree or text\n{USAGE}")),
                }
            }
            "--dims" => {
                found.dims = value
                    .split(',')
                    .map(str::parse::<Dim>)
                    .collect::<Result<_, _>>()
                    .map_err(|e| format!("{e}"))?
            }
            _ => return Err(format!("unknown argument {flag:?}\n{USAGE}")),
        }
    }
    if found.unit.is_empty() {
        return Err(USAGE.to_owned());
    }
    Ok(found)
}

impl Args {
    /// The unit, repeated `--times` times or up to `--bytes`.
    pub fn text(&self) -> String {
        let times = self
            .times
            .unwrap_or_else(|| self.bytes.unwrap_or(0).div_ceil(self.unit.len()).max(1));
        self.unit.repeat(times)
    }

    /// Duckling's corpus context and the dims asked for.
    pub fn options(&self) -> Options {
        let zone = Options::time_zone("Etc/GMT+2").expect("a bundled zone");
        Options {
            reference_time: Timestamp::from_millisecond(1_360_650_600_000)
                .expect("a valid instant")
                .to_zoned(zone),
            dims: self.dims,
            ..Options::default()
        }
    }
}
