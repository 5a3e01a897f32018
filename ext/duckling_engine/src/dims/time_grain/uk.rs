//! Ukrainian units of time (`Duckling/TimeGrain/UK/Rules.hs`).

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "секунд(а|и|і|у)?|сек", Grain::Second),
    ("minute (grain)", "хвилин(а|и|і|у)?|хв", Grain::Minute),
    ("hour (grain)", "годин(а|и|і|у)?", Grain::Hour),
    ("day (grain)", "день|дн(і|я)в?", Grain::Day),
    ("week (grain)", "тиждень|тижн(я|і)в?", Grain::Week),
    ("month (grain)", "місяц(ь|я|і)в?", Grain::Month),
    ("quarter (grain)", "квартал(и|і)?в?", Grain::Quarter),
    ("year (grain)", "рік|ро(к|ц)(и|і|у)?в?", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
