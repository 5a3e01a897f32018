//! The value of a `credit-card-number` entity, and its JSON.

use crate::engine::value::Json;

/// Duckling's `CreditCardNumberData`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct CreditCardNumberData {
    pub number: String,
    pub issuer: Issuer,
}

/// Duckling's `Issuer`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Issuer {
    Visa,
    Amex,
    Discover,
    Mastercard,
    DinerClub,
    Other,
}

impl Issuer {
    /// Duckling's `ToJSON Issuer`: the constructor's name lowercased.
    fn name(self) -> &'static str {
        match self {
            Issuer::Visa => "visa",
            Issuer::Amex => "amex",
            Issuer::Discover => "discover",
            Issuer::Mastercard => "mastercard",
            Issuer::DinerClub => "dinerclub",
            Issuer::Other => "other",
        }
    }
}

/// Duckling's `ToJSON CreditCardNumberValue`.
pub(crate) fn to_json(c: &CreditCardNumberData) -> Json {
    Json::object([
        ("issuer", Json::Name(c.issuer.name())),
        ("value", Json::from(c.number.as_str())),
    ])
}
