//! Portuguese units of time (`Duckling/TimeGrain/PT/Rules.hs`).

use super::grain_rules;
use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("segundo (grain)", "seg(undo)?s?", Grain::Second),
    ("minutos (grain)", "min(uto)?s?", Grain::Minute),
    ("hora (grain)", "h(ora)?s?", Grain::Hour),
    ("dia (grain)", "d(í|i)as?", Grain::Day),
    ("semana (grain)", "semanas?", Grain::Week),
    ("mes (grain)", "m(e|ê)s(es)?", Grain::Month),
    ("trimestre (grain)", "trimestres?", Grain::Quarter),
    ("ano (grain)", "anos?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    grain_rules(&GRAINS)
}
