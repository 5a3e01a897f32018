//! The value of an `email` entity, and its JSON.

use serde_json::{Value, json};

/// Duckling's `EmailData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct EmailData {
    pub value: String,
}

/// Duckling's `ToJSON EmailData`.
pub(crate) fn to_json(e: &EmailData) -> Value {
    json!({"value": e.value, "type": "value"})
}
