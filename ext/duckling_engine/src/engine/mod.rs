//! The dimension-agnostic machinery: the parse entry points, the per-parse context, ranking of candidates
//! and the conversion of byte ranges to character offsets.

pub(crate) mod candidate;
#[allow(dead_code)] // the time rules (issue 11) are its first user
pub(crate) mod chart;
pub(crate) mod context;
pub mod entity;
mod rank;
#[allow(dead_code)] // the time rules (issue 11) are its first user
pub(crate) mod rule;
pub(crate) mod text;
pub(crate) mod value;

use crate::dims;
use crate::{Error, Options};
use candidate::Candidate;
use context::Context;
use entity::Entity;

/// Parses `text` and returns its entities, ordered by position.
pub fn parse(text: &str, options: &Options) -> Result<Vec<Entity>, Error> {
    parse_cancellable(text, options, &|| false)
}

/// Like [`parse`], but polls `should_stop` as it works (typically every few microseconds of work) and returns
/// [`Error::Cancelled`] soon after it answers `true`. Pass `&|| flag.load(Ordering::Relaxed)` for an
/// [`AtomicBool`](std::sync::atomic::AtomicBool) set by another thread; a caller holding a lock it must yield
/// now and then (Ruby's GVL) can do that from the callback too.
pub fn parse_cancellable(
    text: &str,
    options: &Options,
    should_stop: &dyn Fn() -> bool,
) -> Result<Vec<Entity>, Error> {
    let cx = Context::new(text, options, should_stop);
    let mut candidates: Vec<Candidate> = Vec::new();
    for dim in crate::Dim::ALL {
        if options.dims.contains(dim) {
            cx.check_cancel()?;
            dims::scan(dim, &cx, &mut candidates)?;
        }
    }
    candidates.retain(|c| options.latent || !c.latent);
    let winners = rank::winners(candidates, &cx)?;
    entity::from_candidates(text, winners, &cx)
}

/// Renders entities as the JSON array Duckling's HTTP `/parse` answers.
pub fn to_json(entities: &[Entity]) -> String {
    serde_json::to_string(entities).expect("entities always serialise")
}
