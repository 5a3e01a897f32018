//! French units of time (`Duckling/TimeGrain/FR/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("seconde (grain)", "sec(onde)?s?", Grain::Second),
    ("minute (grain)", "min(ute)?s?", Grain::Minute),
    ("heure (grain)", "heures?", Grain::Hour),
    ("jour (grain)", "jour(n(e|é)e?)?s?", Grain::Day),
    ("semaine (grain)", "semaines?", Grain::Week),
    ("mois (grain)", "mois", Grain::Month),
    ("trimestre (grain)", "trimestres?", Grain::Quarter),
    ("année (grain)", "an(n(e|é)e?)?s?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
