//! Greek units of time (`Duckling/TimeGrain/EL/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    // Duckling's name, trailing blank included.
    (
        "second (grain) ",
        "δε[υύ]τερ([οό]λ[εέ]πτ)?(ου?|α|ων)",
        Grain::Second,
    ),
    ("minute (grain)", "λεπτ(o|όν?|ού|ά|ών)", Grain::Minute),
    ("hour (grain)", "[ωώ](ρ(ας?|ες|ών))?", Grain::Hour),
    ("day (grain)", "η?μέρ(ας?|ες|ών)", Grain::Day),
    ("week (grain)", "ε?βδομάδ(ας?ν?|ες|ων)", Grain::Week),
    ("month (grain)", "μήν(ας?|ες|ών)", Grain::Month),
    ("quarter (grain)", "τρ[ιί]μ[ηή]ν(ου?|α|ων)", Grain::Quarter),
    (
        "year (grain)",
        "έτ(ου?ς|η|ών)|χρ[οό]ν(ο[ιςυ]?|ι([αά]|ές)|ι?ών)",
        Grain::Year,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
