//! Hindi units of time (`Duckling/TimeGrain/HI/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "सेकंड", Grain::Second),
    ("minute (grain)", "मिनट", Grain::Minute),
    ("hour (grain)", "घंटा", Grain::Hour),
    ("day (grain)", "(दिन|दिवस)", Grain::Day),
    ("week (grain)", "(सप्ताह|हफ़्ता)", Grain::Week),
    ("month (grain)", "महीना", Grain::Month),
    ("quarter (grain)", "चौथाई", Grain::Quarter),
    ("year (grain)", "(साल|वर्ष)", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
