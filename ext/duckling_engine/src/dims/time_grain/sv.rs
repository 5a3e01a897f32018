//! Swedish units of time (`Duckling/TimeGrain/SV/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name and its words, as Duckling's `grains`.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "sek(und(er(na)?)?)?", Grain::Second),
    ("minute (grain)", "min(ut(er(na)?)?)?", Grain::Minute),
    ("hour (grain)", "t(imm(e(n)?|ar(na)?)?)?", Grain::Hour),
    ("day (grain)", "dag(en|ar(na)?)?", Grain::Day),
    ("week (grain)", "veck(or(na)?|a(n)?)?", Grain::Week),
    ("month (grain)", "månad(er(na)?)?", Grain::Month),
    ("quarter (grain)", "kvart(al)(et)?", Grain::Quarter),
    ("year (grain)", "år(e[nt])?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
