//! Japanese units of time (`Duckling/TimeGrain/JA/Rules.hs`): "秒", "分間", "日", "週", "月", "四半期", "年",
//! in kanji or kana.

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "秒(毎|間)?|びょう", Grain::Second),
    ("minute (grain)", "分(毎|間)?|ふん", Grain::Minute),
    ("hour (grain)", "時(毎|間)?|じ", Grain::Hour),
    ("day (grain)", "曜?日(毎|間)?|ようび|にち|ひ", Grain::Day),
    ("week (grain)", "週(毎|間)?|しゅう", Grain::Week),
    ("month (grain)", "月(毎|間)?|げつ|つき", Grain::Month),
    ("quarter (grain)", "(四|4)半期|しはんき|QTR", Grain::Quarter),
    ("year (grain)", "年(毎|間)?|ねん|とし", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
