//! One module per dimension, each with its rules and, beside them, its corpus of examples (`corpus.json`).
//!
//! A dimension exposes `scan(cx, out)`: it appends every candidate it finds in the text to `out`. Ranking
//! across dimensions happens afterwards, in `engine::rank`. Dimensions built on others (money on numbers,
//! times on durations) reach them through the shared [`Context`] rather than through ranking.

pub(crate) mod credit_card_number;
pub(crate) mod distance;
pub(crate) mod duration;
pub(crate) mod email;
pub(crate) mod grammar;
pub(crate) mod measure;
pub(crate) mod money;
pub(crate) mod number;
pub(crate) mod numeral;
pub(crate) mod ordinal;
pub(crate) mod phone_number;
pub(crate) mod quantity;
pub(crate) mod temperature;
pub(crate) mod time;
pub(crate) mod time_grain;
pub(crate) mod token;
pub(crate) mod url;
pub(crate) mod volume;

#[cfg(test)]
mod cancel_tests;

use crate::engine::candidate::Candidate;
use crate::engine::context::Context;
use crate::{Dim, Error};

/// Runs the rules of one dimension over the whole text.
pub(crate) fn scan(dim: Dim, cx: &Context, out: &mut Vec<Candidate>) -> Result<(), Error> {
    match dim {
        Dim::Number => number::scan(cx, out),
        Dim::Ordinal => ordinal::scan(cx, out),
        Dim::AmountOfMoney => money::scan(cx, out),
        Dim::Distance => distance::scan(cx, out),
        Dim::Volume => volume::scan(cx, out),
        Dim::Temperature => temperature::scan(cx, out),
        Dim::Quantity => quantity::scan(cx, out),
        Dim::Email => email::scan(cx, out),
        Dim::Url => url::scan(cx, out),
        Dim::PhoneNumber => phone_number::scan(cx, out),
        Dim::CreditCardNumber => credit_card_number::scan(cx, out),
        Dim::Time => time::scan(cx, out),
        Dim::Duration => duration::scan(cx, out),
    }
}
