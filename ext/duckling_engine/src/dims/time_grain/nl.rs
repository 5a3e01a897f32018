//! Dutch units of time (`Duckling/TimeGrain/NL/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's, the second's trailing blank included) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "(seconde(n|s)?|sec|s)", Grain::Second),
    ("minute (grain)", "(minuut|minuten|min|m)", Grain::Minute),
    ("hour (grain)", "(uur|uren|u|h)", Grain::Hour),
    ("day (grain)", "dagen|dag|d", Grain::Day),
    ("week (grain)", "(weken|week|w)", Grain::Week),
    ("month (grain)", "(maanden|maand|mnd)", Grain::Month),
    ("quarter (grain)", "(kwartaal|kwartalen)", Grain::Quarter),
    ("year (grain)", "(jaren|jaar|j)", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
