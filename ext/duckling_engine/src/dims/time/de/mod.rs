//! German times: Duckling's `Duckling/Time/DE/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod dates;
mod holidays;
mod intervals;
mod names;
mod part_of_day;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 8] = [
        names::rules,
        time_of_day::rules,
        dates::rules,
        relative::rules,
        intervals::rules,
        part_of_day::rules,
        holidays::rules,
        holidays::computed_rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}
