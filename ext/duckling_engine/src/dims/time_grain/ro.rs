//! Romanian units of time (`Duckling/TimeGrain/RO/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("secunde (grain)", "sec(und(a|e|ă))?", Grain::Second),
    ("minute (grain)", "min(ut(e|ul)?)?", Grain::Minute),
    ("ore (grain)", "h|or(a|e(le)?|ă)", Grain::Hour),
    ("zile (grain)", "zi(le(le)?|u(a|ă))?", Grain::Day),
    (
        "saptamani (grain)",
        "sapt(a|ă)m(a|â)n(ile|a|ă|i)",
        Grain::Week,
    ),
    ("luni (grain)", "lun(i(le)?|a|ă)", Grain::Month),
    ("trimestru (grain)", "trimestr(e(le)?|ul?)", Grain::Quarter),
    ("ani (grain)", "an(ul|ii?)?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
