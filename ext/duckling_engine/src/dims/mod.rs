//! One module per dimension, each with its rules and, beside them, its corpus of examples (`corpus.json`).
//!
//! A dimension exposes `scan(cx, out)`: it appends every candidate it finds in the text to `out`. Ranking
//! across dimensions happens afterwards, in `engine::rank`.

pub(crate) mod number;

use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::{Dim, Error};

/// Runs the rules of one dimension over the whole text.
pub(crate) fn scan(dim: Dim, cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    match dim {
        Dim::Number => number::scan(cx, out),
        // The remaining dimensions have no rules yet (issues 3 and 4); they find nothing.
        Dim::Ordinal
        | Dim::AmountOfMoney
        | Dim::Distance
        | Dim::Volume
        | Dim::Temperature
        | Dim::Quantity
        | Dim::Email
        | Dim::Url
        | Dim::PhoneNumber
        | Dim::CreditCardNumber
        | Dim::Time
        | Dim::Duration => Ok(()),
    }
}
