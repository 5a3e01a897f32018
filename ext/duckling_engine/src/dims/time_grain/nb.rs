//! Norwegian Bokmål units of time (`Duckling/TimeGrain/NB/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name and its words, as Duckling's `grains`.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "sek(und(er)?)?", Grain::Second),
    ("minute (grain)", "min(utt(er)?)?", Grain::Minute),
    ("hour (grain)", "t(ime(r)?)?", Grain::Hour),
    ("day (grain)", "dag(er)?", Grain::Day),
    ("week (grain)", "uke(r|n)?", Grain::Week),
    ("month (grain)", "måned(er)?", Grain::Month),
    ("quarter (grain)", "kvart(al|er)(et)?", Grain::Quarter),
    ("year (grain)", "år", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
