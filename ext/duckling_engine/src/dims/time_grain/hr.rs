//! Croatian units of time (`Duckling/TimeGrain/HR/Rules.hs`), in their cases ("sata", "tjedna", "godinu").

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "sek(und)?(a|e|u)?", Grain::Second),
    ("minute (grain)", "min(ut)?(a|e|u)?", Grain::Minute),
    ("hour (grain)", "h|sat(i|a|e)?", Grain::Hour),
    ("day (grain)", "dan(i|a|e)?", Grain::Day),
    ("week (grain)", "tjeda?n(a|e|u|i)?", Grain::Week),
    ("month (grain)", "mjesec(a|e|u|i)?", Grain::Month),
    (
        "quarter (grain)",
        "kvartalu?|tromjese(c|č)j(e|u)",
        Grain::Quarter,
    ),
    ("year (grain)", "godin(a|e|u)", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
