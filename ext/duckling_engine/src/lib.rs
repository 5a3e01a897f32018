//! `duckling_engine` turns free text into structured entities — numbers, ordinals, amounts of money, measures,
//! times, durations, emails, URLs, phone and credit-card numbers — in the format of Facebook's Duckling.
//!
//! The engine is pure Rust and knows nothing of Ruby. Each dimension lives in its own module under [`dims`]
//! with its rules and, beside them, a corpus of examples (`corpus.json`) that `cargo test` runs.
//!
//! Design trade-offs, in short:
//! - Rules are compiled once per process (lazily) and shared by every thread; [`parse`] takes `&Options` and
//!   is `Send + Sync` throughout.
//! - Work is linear in the length of the text: every dimension scans the text left to right with bounded
//!   look-around, and the final ranking is a sort plus one sweep. Nothing is capped, so nothing is dropped.
//! - A parse can be cancelled from another thread through a `should_stop` callback (usually an `AtomicBool`
//!   load); the engine polls it often enough
//!   to return within about a millisecond.
//!
//! ```
//! use duckling_engine::{parse, Options};
//! let entities = parse("forty two", &Options::default()).unwrap();
//! assert_eq!(entities[0].dim.name(), "number");
//! assert_eq!(entities[0].value["value"], 42);
//! ```

mod dims;
mod engine;
mod error;
mod lang;
mod options;
mod parse;
mod ranking;
mod time;

pub use engine::entity::{CompactValue, Entity, JsonText, TREES_KEPT};
pub use engine::explain::Tree;
pub use error::Error;
pub use options::{Dim, DimSet, Lang, Locale, Options, Region};
pub use parse::{
    Explanation, explain, explain_cancellable, parse, parse_cancellable, parse_compact, preload,
    to_json,
};
