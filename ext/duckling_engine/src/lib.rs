//! `duckling_engine` turns free text into structured entities — numbers, ordinals, amounts of money, measures,
//! times, durations, emails, URLs, phone and credit-card numbers — in the format of Facebook's Duckling.
//!
//! The engine is pure Rust and knows nothing of Ruby. Each dimension lives in its own module under `dims`,
//! with its language-independent rules and a file or folder of rules per language (`dims/<dim>/<lang>.rs`, as
//! Duckling's `<Dim>/<LANG>/Rules.hs`); `lang` assembles each language's grammar, and `ranking` holds each
//! language's trained ranker. Duckling's own corpora of every language (`test/conformance/duckling/`) are the
//! tests.
//!
//! Design trade-offs, in short:
//! - A language's rules are built on its first parse, each regex compiled on its first use, and shared by every
//!   thread; [`parse`] takes `&Options` and is `Send + Sync` throughout.
//! - Work is linear in the length of the text: every dimension scans the text left to right with bounded
//!   look-around, and the final ranking is a sort plus one sweep. Nothing is capped, so nothing is dropped.
//! - A parse can be cancelled from another thread through a `should_stop` callback (usually an `AtomicBool`
//!   load); the engine polls it often enough
//!   to return within about a millisecond. The same callback gives a parse a deadline: the `_partial` entry
//!   points answer, when it stops, the entities of the part of the text finished ([`Partial`]).
//!
//! ```
//! use duckling_engine::{parse, Json, Options};
//! let entities = parse("forty two", &Options::default()).unwrap();
//! assert_eq!(entities[0].dim.name(), "number");
//! assert_eq!(entities[0].value.get("value").and_then(Json::as_i64), Some(42));
//! assert_eq!(entities[0].value.to_string(), r#"{"type":"value","value":42}"#);
//! ```

mod dims;
mod engine;
mod error;
mod lang;
mod options;
mod parse;
mod ranking;
mod time;

/// The rules (by Duckling's names, as `explain` shows them) that read an ambiguous numeric date in the locale's
/// order, which `Options::date_order` replaces.
pub use dims::time::numeric::LOCALE_ORDERED;
pub use engine::entity::{CompactValue, Entity, JsonText, TREES_KEPT};
pub use engine::explain::Tree;
pub use engine::value::Json;
pub use error::Error;
pub use lang::grammars_built;
pub use options::{DateOrder, Dim, DimSet, Lang, Locale, Options, Prefer, Region, WeekStart};
pub use parse::{
    Explanation, Partial, explain, explain_cancellable, explain_partial, parse, parse_cancellable,
    parse_compact, parse_compact_partial, preload, to_json,
};
