//! English times: Duckling's `Duckling/Time/EN/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it, plus the rules of the locale's region (`regions/`, Duckling's `Time/EN/<R>/Rules.hs`).

mod closest;
mod cycles;
pub(crate) mod day_of_month;
mod durations;
pub(crate) mod holidays;
mod instants;
mod intersect;
pub(crate) mod intervals;
mod month_parts;
mod names;
mod nth;
mod numeric_dates;
mod part_of_day;
mod regions;
pub(crate) mod seasons;
mod this_next_last;
pub(crate) mod time_of_day;
pub(crate) mod timezone;
mod week;
mod year;

use crate::Region;
use crate::dims::token::Rule;

/// Every time rule for a locale's region (`None`: plain `en`).
pub(crate) fn rules(region: Option<Region>) -> Vec<Rule> {
    let families: [fn() -> Vec<Rule>; 19] = [
        intersect::rules,
        instants::rules,
        this_next_last::rules,
        nth::rules,
        year::rules,
        day_of_month::rules,
        time_of_day::rules,
        numeric_dates::rules,
        part_of_day::rules,
        week::rules,
        seasons::rules,
        intervals::rules,
        names::rules,
        month_parts::rules,
        closest::rules,
        cycles::rules,
        durations::rules,
        timezone::rules,
        holidays::rules,
    ];
    let mut all: Vec<Rule> = families.iter().flat_map(|family| family()).collect();
    all.extend(regions::rules(region));
    all
}
