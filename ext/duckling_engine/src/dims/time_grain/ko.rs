//! Korean units of time (`Duckling/TimeGrain/KO/Rules.hs`).

use super::grain_rules;
use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "초", Grain::Second),
    ("minute (grain)", "분", Grain::Minute),
    ("hour (grain)", "시(간)?", Grain::Hour),
    ("day (grain)", "날|일(간|동안)?", Grain::Day),
    ("week (grain)", "주(간|동안|일)?", Grain::Week),
    ("month (grain)", "(달)(간|동안)?", Grain::Month),
    ("quarter (grain)", "분기(간|동안)?", Grain::Quarter),
    ("year (grain)", "해|연간|년(간|동안)?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    grain_rules(&GRAINS)
}
