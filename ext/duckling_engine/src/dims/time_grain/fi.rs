//! Finnish units of time (`Duckling/TimeGrain/FI/Rules.hs`): Duckling loads them though Finnish has no
//! dimension that reads them.

use crate::dims::token::Rule;
use crate::time::Grain;

const GRAINS: [(&str, &str, Grain); 8] = [
    ("second (grain) ", "sekuntia?|s", Grain::Second),
    ("minute (grain)", "minuuttia?|min", Grain::Minute),
    ("hour (grain)", "tuntia?|h", Grain::Hour),
    (
        "day (grain)",
        "päivä(ä)?|vuorokau(si|tta)|vrk|d",
        Grain::Day,
    ),
    ("week (grain)", "viikkoa?|vko?", Grain::Week),
    ("month (grain)", "kuukau(si|tta)|kk", Grain::Month),
    (
        "quarter (grain)",
        "kvartaali(a)?|neljännesvuo(si|tta)",
        Grain::Quarter,
    ),
    ("year (grain)", r"vuo(si|tta)|v\.?|a", Grain::Year),
];

pub(crate) fn rules() -> Vec<Rule> {
    super::grain_rules(&GRAINS)
}
