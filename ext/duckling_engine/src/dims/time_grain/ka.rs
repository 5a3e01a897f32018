//! Georgian units of time (`Duckling/TimeGrain/KA/Rules.hs`), with their case endings.

use crate::dims::token::Rule;
use crate::time::Grain;

/// Each grain's rule name and its words, as Duckling's `grains`.
const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain)", "წამ(ით|ი|ში|ს)?", Grain::Second),
    ("minute (grain)", "წუთ(ით|ი|ში|ს)?", Grain::Minute),
    ("hour (grain)", "საათ(ით|ი|ში|ს)?", Grain::Hour),
    ("day (grain)", "დღით|დღის|დღე?(ში)?ს?", Grain::Day),
    ("week (grain)", "კვირ(აში)?(ას|ით|ის|ა)?", Grain::Week),
    ("month (grain)", "თვ(ეში|ით|ის|ეს|ს|ე)?", Grain::Month),
    ("quarter (grain)", "კვარტა?ლ(ით|ი|ში|ს)?", Grain::Quarter),
    (
        "year (grain)",
        "წლით|წელიწადი?(ით|ი|ში|ის|ს)?|წე?ლი?(ით|ის|ში|ს|იდან)?",
        Grain::Year,
    ),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
