//! Finnish (`Duckling/Rules/FI.hs`): numbers (`Duckling/Dimensions/FI.hs`), and the time grains Duckling's
//! rules list for it.
//!
//! Those grains count a duration ("2 tuntia") in Duckling only when its caller names the duration dimension:
//! `rulesFor` then adds every named dimension's common rules. Asked for every dimension (no dims), as this
//! grammar is built, Duckling finds no Finnish duration, and neither do we.

use crate::dims::token::Rule;
use crate::dims::{numeral, time_grain};

pub(super) fn rules() -> Vec<Rule> {
    let mut all = numeral::fi::rules();
    all.extend(time_grain::fi::rules());
    all
}
