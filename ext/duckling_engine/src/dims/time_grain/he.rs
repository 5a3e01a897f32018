//! Hebrew units of time (`Duckling/TimeGrain/HE/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name and its words, as Duckling's `grains`.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "שניות|שנייה", Grain::Second),
    ("minute (grain)", "דקה|דקות", Grain::Minute),
    ("hour (grain)", "שעות|שעה", Grain::Hour),
    ("day (grain)", "ימים|יום", Grain::Day),
    ("week (grain)", "שבוע|שבועות", Grain::Week),
    ("month (grain)", "חודש|חודשים", Grain::Month),
    ("quarter (grain)", "רבע", Grain::Quarter),
    ("year (grain)", "שנה", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
