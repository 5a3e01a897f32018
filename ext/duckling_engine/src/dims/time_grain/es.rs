//! Spanish units of time (`Duckling/TimeGrain/ES/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("segundo (grain)", "seg(undo)?s?", Grain::Second),
    ("minutos (grain)", "min(uto)?s?", Grain::Minute),
    ("hora (grain)", "h(ora)?s?", Grain::Hour),
    ("dia (grain)", "d(í|i)as?", Grain::Day),
    ("semana (grain)", "semanas?", Grain::Week),
    ("mes (grain)", "mes(es)?", Grain::Month),
    ("trimestre (grain)", "trimestres?", Grain::Quarter),
    ("año (grain)", "a(n|ñ)os?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
