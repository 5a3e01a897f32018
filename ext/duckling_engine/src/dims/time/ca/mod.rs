//! Catalan times: Duckling's `Duckling/Time/CA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod clock;
mod dates;
mod holidays;
mod intervals;
mod names;
mod parts_of_day;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 8] = [
        time_of_day::rules,
        clock::rules,
        parts_of_day::rules,
        relative::rules,
        dates::rules,
        intervals::rules,
        names::rules,
        holidays::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}
