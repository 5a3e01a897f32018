//! Russian units of time (`Duckling/TimeGrain/RU/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "сек(унд(а|у|ы)?)?", Grain::Second),
    ("minute (grain)", "мин(ут(а|у|ы)?)?", Grain::Minute),
    ("hour (grain)", "ч(ас(а|ов)?)?", Grain::Hour),
    ("day (grain)", "день|дня|дней", Grain::Day),
    ("week (grain)", "недел(ь|я|и|ю|е)?", Grain::Week),
    ("month (grain)", "месяц(а|ев|е)?", Grain::Month),
    ("quarter (grain)", "квартал(а|е)?", Grain::Quarter),
    ("year (grain)", "год(а|у)?|лет", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
