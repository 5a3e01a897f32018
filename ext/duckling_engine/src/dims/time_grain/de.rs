//! German units of time (`Duckling/TimeGrain/DE/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "sekunden?", Grain::Second),
    ("minute (grain)", "min(uten?)?", Grain::Minute),
    ("hour (grain)", "stunden?", Grain::Hour),
    ("day (grain)", "tage?n?", Grain::Day),
    ("week (grain)", "wochen?", Grain::Week),
    ("month (grain)", "monate?n?", Grain::Month),
    ("quarter (grain)", "quartale?", Grain::Quarter),
    ("year (grain)", "jahre?n?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
