//! Italian units of time (`Duckling/TimeGrain/IT/Rules.hs`), under Duckling's (French) rule names.

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("seconde (grain)", "second[oi]", Grain::Second),
    ("minute (grain)", "minut[oi]", Grain::Minute),
    ("heure (grain)", "or[ae]", Grain::Hour),
    ("jour (grain)", "giorn[oi]", Grain::Day),
    ("semaine (grain)", "settiman[ae]", Grain::Week),
    ("mois (grain)", "mes[ei]", Grain::Month),
    ("trimestre (grain)", "trimestr[ei]", Grain::Quarter),
    ("année (grain)", "ann?[oi]", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
