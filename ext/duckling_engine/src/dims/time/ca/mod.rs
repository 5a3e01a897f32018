//! Catalan times: Duckling's `Duckling/Time/CA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod dates;
mod holidays;
mod names;
mod relative;
mod time_of_day;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 5] = [
        time_of_day::rules,
        relative::rules,
        dates::rules,
        names::rules,
        holidays::rules,
    ];
    families.iter().flat_map(|family| family()).collect()
}
