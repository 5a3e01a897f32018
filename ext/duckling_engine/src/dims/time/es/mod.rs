//! Spanish times: Duckling's `Duckling/Time/ES/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod dates;
mod holidays;
mod intervals;
mod names;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 6] = [
        names::rules,
        relative::rules,
        dates::rules,
        time_of_day::rules,
        intervals::rules,
        holidays::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}
