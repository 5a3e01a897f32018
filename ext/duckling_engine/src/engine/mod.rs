//! The dimension-agnostic machinery: the rule engine (rules and the chart that saturates them), the per-parse
//! context, ranking of candidates and the conversion of byte ranges to character offsets. Nothing here knows a
//! dimension; `crate::parse` ties the dimensions to it.

mod bits;
pub(crate) mod candidate;
pub(crate) mod chart;
pub(crate) mod chunked;
mod class_run;
pub(crate) mod context;
pub mod entity;
pub mod explain;
pub(crate) mod fast_hash;
mod first_bytes;
mod forward;
pub(crate) mod grammar;
mod heads;
pub(crate) mod kept;
mod lists;
mod literal_set;
pub(crate) mod rank;
pub(crate) mod ranker;
pub(crate) mod rule;
pub(crate) mod text;
mod token_heads;
pub mod value;
pub(crate) mod window;
