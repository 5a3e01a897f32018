//! Norwegian Bokmål times: Duckling's `Duckling/Time/NB/Rules.hs`, one module per family of rules, each rule
//! named as Duckling names it.
//!
//! Duckling's second "nth <time> of <time>" (`ruleNthTimeOfTime2`, "den <ordinal> <time> af|i <time>") reads
//! its first item as the ordinal, which is the regex "den": it never yields a time, and is not ported.

mod dates;
mod intervals;
mod names;
mod part_of_day;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        time_of_day::rules,
        dates::rules,
        relative::rules,
        intervals::rules,
        part_of_day::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}
