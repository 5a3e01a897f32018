//! Catalan units of time (`Duckling/TimeGrain/CA/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("segon (grain)", "seg(on)?s?", Grain::Second),
    ("minuts (grain)", "min(ut)?s?", Grain::Minute),
    ("hora (grain)", "h(or(a|es))?", Grain::Hour),
    ("dia (grain)", "d(í|i)(a|es)", Grain::Day),
    ("setmana (grain)", "setman(a|es)", Grain::Week),
    ("mes (grain)", "mes(os)?", Grain::Month),
    ("trimestre (grain)", "trimestres?", Grain::Quarter),
    ("any (grain)", "anys?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
