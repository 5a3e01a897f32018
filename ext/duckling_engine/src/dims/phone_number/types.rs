//! The value of a `phone-number` entity, and its JSON.

use crate::engine::value::Json;

/// Duckling's `PhoneNumberData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PhoneNumberData {
    pub prefix: Option<i64>,
    pub number: String,
    pub extension: Option<i64>,
}

/// Duckling's `Resolve PhoneNumberData` and `ToJSON PhoneNumberValue`.
pub(crate) fn to_json(p: &PhoneNumberData) -> Json {
    let mut value = String::new();
    if let Some(prefix) = p.prefix {
        value.push_str(&format!("(+{prefix}) "));
    }
    value.push_str(&p.number);
    if let Some(extension) = p.extension {
        value.push_str(&format!(" ext {extension}"));
    }
    Json::object([("type", Json::Name("value")), ("value", Json::Text(value))])
}
