//! The value of a `url` entity, and its JSON.

use crate::engine::value::Json;

/// Duckling's `UrlData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct UrlData {
    pub value: String,
    pub domain: String,
}

/// Duckling's `ToJSON UrlData`.
pub(crate) fn to_json(u: &UrlData) -> Json {
    Json::object([
        ("domain", Json::from(u.domain.as_str())),
        ("type", Json::Name("value")),
        ("value", Json::from(u.value.as_str())),
    ])
}
