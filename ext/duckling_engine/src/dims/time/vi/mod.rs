//! Vietnamese times: Duckling's `Duckling/Time/VI/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it (Duckling gives several rules one name: "season", "noon", "time-of-day (latent)").

mod clock;
mod dates;
mod names;
mod relative;

use crate::dims::time::helpers::{group_int, tt};
use crate::dims::token::{Matched, Rule, Token};

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 4] =
        [names::rules, dates::rules, clock::rules, relative::rules];
    families.iter().flat_map(|family| family()).collect()
}

/// The integer a numeral or ordinal token holds (Duckling's `getIntValue`).
fn int_value(m: &Matched<'_, Token>) -> Option<i32> {
    crate::dims::time::helpers::get_int_value(m)
}
