//! Chinese units of time (`Duckling/TimeGrain/ZH/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 7] = [
    ("second (grain)", "秒(钟|鐘)?", Grain::Second),
    ("minute (grain)", "分(钟|鐘)?", Grain::Minute),
    ("hour (grain)", "小时|小時|個鐘|鐘(頭)?", Grain::Hour),
    ("day (grain)", "天|日", Grain::Day),
    ("week (grain)", "周|週|礼拜|禮拜|星期", Grain::Week),
    ("month (grain)", "月", Grain::Month),
    ("year (grain)", "年", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
