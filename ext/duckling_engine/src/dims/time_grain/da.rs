//! Danish units of time (`Duckling/TimeGrain/DA/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name and its words, as Duckling's `grains`.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "sekund(er)?", Grain::Second),
    ("minute (grain)", "minut(ter)?", Grain::Minute),
    ("hour (grain)", "t(imer?)?", Grain::Hour),
    ("day (grain)", "dag(e)?", Grain::Day),
    ("week (grain)", "uger?", Grain::Week),
    ("month (grain)", "måned(er)?", Grain::Month),
    ("quarter (grain)", "kvartal(er)?", Grain::Quarter),
    ("year (grain)", "år", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
