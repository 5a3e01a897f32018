//! `duration` as Duckling's rules build it (`Duckling/Duration/EN/Rules.hs`): "2 hours", "an hour and a half", "1 year, 2 days and 4 seconds".

use serde_json::{Value, json};

use crate::dims::token::Rule;
use crate::time::duration::DurationData;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}

/// The entity value of a duration, in Duckling's shape: `{"type": "value", "value": 2, "unit": "hour",
/// "hour": 2, "normalized": {"value": 7200, "unit": "second"}}` (a month counts 30 days, a year 365).
pub(crate) fn to_json(d: &DurationData) -> Value {
    let unit = d.grain.name();
    let mut value = json!({
        "type": "value",
        "value": d.value,
        "unit": unit,
        "normalized": {"value": d.in_seconds(), "unit": "second"},
    });
    value[unit] = json!(d.value);
    value
}
