//! Finnish (`Duckling/Rules/FI.hs`): numbers (`Duckling/Dimensions/FI.hs`), and the time grains Duckling's
//! rules list for it.
//!
//! Those grains count a duration ("2 tuntia") in Duckling only when its caller names the duration dimension:
//! `rulesFor` then adds every named dimension's common rules. Asked for no dimension in particular (its HTTP
//! `/parse` without `dims`), Duckling finds no Finnish duration, and neither does [`rules`]; named, as its
//! `parse` is called with a list, it does, and so does the grammar for named dimensions (`lang::grammar_for`).

use super::of;
use crate::dims::token::{Kind, Rule};
use crate::dims::{numeral, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = of(Kind::Numeral, numeral::fi::rules());
    all.extend(of(Kind::TimeGrain, time_grain::fi::rules()));
    all
}
