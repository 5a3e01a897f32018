//! `ordinal` as Duckling's rules build it (`Duckling/Ordinal/EN/Rules.hs`): "21st", "twenty-first", "third".

use serde_json::{Value, json};

use crate::dims::token::{OrdinalData, Rule};

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}

/// The entity value of an ordinal, in Duckling's shape: `{"type": "value", "value": 3}`.
pub(crate) fn to_json(o: &OrdinalData) -> Value {
    json!({"type": "value", "value": o.value})
}
