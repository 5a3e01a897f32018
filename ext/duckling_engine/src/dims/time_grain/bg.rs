//! Bulgarian units of time (`Duckling/TimeGrain/BG/Rules.hs`).

use super::grain_rules;
use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "сек(унд(а|и))?", Grain::Second),
    ("minute (grain)", "мин(ут(а|и))?", Grain::Minute),
    ("hour (grain)", "ч(ас(ове(те)?|а|ът)?)?", Grain::Hour),
    ("day (grain)", "ден(а|я(т)?)?|дни(те)?", Grain::Day),
    ("week (grain)", "седмица(та)?|седмици(те)?", Grain::Week),
    ("month (grain)", "месец(и(те)?|а|ът)?", Grain::Month),
    ("quarter (grain)", "тримесечи(я|е(то|та)?)", Grain::Quarter),
    ("year (grain)", "г(од(ин(а(та)?|и(те)?))?)?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    grain_rules(&GRAINS)
}
