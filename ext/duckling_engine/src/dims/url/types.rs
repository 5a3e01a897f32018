//! The value of a `url` entity, and its JSON.

use serde_json::{Value, json};

/// Duckling's `UrlData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct UrlData {
    pub value: String,
    pub domain: String,
}

/// Duckling's `ToJSON UrlData`.
pub(crate) fn to_json(u: &UrlData) -> Value {
    json!({"value": u.value, "domain": u.domain, "type": "value"})
}
