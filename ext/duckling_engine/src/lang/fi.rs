//! Finnish (`Duckling/Rules/FI.hs`): numbers (`Duckling/Dimensions/FI.hs`), and the time grains Duckling's
//! rules list for it.
//!
//! Those grains count a duration ("2 tuntia") in Duckling only when its caller names the duration dimension:
//! `rulesFor` then adds every named dimension's common rules. Asked for no dimension in particular (its HTTP
//! `/parse` without `dims`), Duckling finds no Finnish duration, and neither does [`rules`]; named, as its
//! `parse` is called with a list, it does, and so does [`with_duration`] (`lang::grammar_for`).

use crate::dims::token::Rule;
use crate::dims::{duration, numeral, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::fi::rules();
    all.extend(time_grain::fi::rules());
    all
}

/// [`rules`] and the common duration rule (`Duckling/Duration/Rules.hs`), which Duckling's `rulesFor` adds
/// when the caller names the duration dimension.
pub(super) fn with_duration() -> Vec<Rule> {
    let mut all = rules();
    all.extend(duration::rules::common());
    all
}
