//! Mongolian units of time (`Duckling/TimeGrain/MN/Rules.hs`), which Mongolian durations count.

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "сек(унд)?", Grain::Second),
    ("minute (grain)", "мин(ут)?", Grain::Minute),
    ("hour (grain)", "ц(аг)?", Grain::Hour),
    ("day (grain)", "өдөр?", Grain::Day),
    ("week (grain)", "долоо хоног?", Grain::Week),
    ("month (grain)", "сар?", Grain::Month),
    ("quarter (grain)", "улирал?", Grain::Quarter),
    ("year (grain)", "жил?|жил", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
