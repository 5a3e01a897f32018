//! Vietnamese units of time (`Duckling/TimeGrain/VI/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name (Duckling's) and its words.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "(giây|s|sec)", Grain::Second),
    ("minute (grain)", "(phút|m|min)", Grain::Minute),
    ("hour (grain)", "(giờ|h|tiếng)", Grain::Hour),
    ("day (grain)", "ngày", Grain::Day),
    ("week (grain)", "tuần", Grain::Week),
    ("month (grain)", "tháng", Grain::Month),
    ("quarter (grain)", "quý", Grain::Quarter),
    ("year (grain)", "năm", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
