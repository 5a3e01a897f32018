//! Arabic units of time (`Duckling/TimeGrain/AR/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    (
        "second (grain) ",
        "(ثاني(ة|ه)?|ثواني|لحظ(ة|ه|ات))",
        Grain::Second,
    ),
    ("minute (grain)", "دق(يق(ة|ه)|ائق)", Grain::Minute),
    ("hour (grain)", "ساع(ة|ه|ات)", Grain::Hour),
    ("day (grain)", "يوم|(ا|أ)يام", Grain::Day),
    ("week (grain)", "(ا|أ|إ)س(بوع|ابيع)", Grain::Week),
    ("month (grain)", "شهر|(ا|أ|إ)شهر", Grain::Month),
    (
        "quarter (grain)",
        "(ربع(ين|ان)|[أا]رباع)(سنة|عام)?",
        Grain::Quarter,
    ),
    ("year (grain)", "سن(ة|ين)|عام", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
