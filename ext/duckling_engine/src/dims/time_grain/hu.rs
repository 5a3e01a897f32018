//! Hungarian units of time (`Duckling/TimeGrain/HU/Rules.hs`).

use super::grain_rules;
use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "másodperc(ek)?|mp", Grain::Second),
    ("minute (grain)", "perc(ek)?", Grain::Minute),
    ("hour (grain)", "óra|órák", Grain::Hour),
    ("day (grain)", "nap(ok)?", Grain::Day),
    ("week (grain)", "hét|hetek", Grain::Week),
    ("month (grain)", "hónap|hónapok", Grain::Month),
    ("quarter (grain)", r"negyed\s?év(ek)?", Grain::Quarter),
    ("year (grain)", "év(ek)?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    grain_rules(&GRAINS)
}
