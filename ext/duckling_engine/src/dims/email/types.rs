//! The value of an `email` entity, and its JSON.

use crate::engine::value::Json;

/// Duckling's `EmailData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct EmailData {
    pub value: String,
}

/// Duckling's `ToJSON EmailData`.
pub(crate) fn to_json(e: &EmailData) -> Json {
    Json::object([
        ("type", Json::Name("value")),
        ("value", Json::from(e.value.as_str())),
    ])
}
