//! Khmer ordinals (`Duckling/Ordinal/KM/Rules.hs`): ទី before any number ("ទីមួយ", "ទី១", "ទីបួនរយ").

use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Kind, Rule, any, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "ordinal (digits)",
        vec![re("ទី"), any(Kind::Numeral)],
        // Duckling's `floor`.
        |m| ordinal(m[1].numeral()?.value.floor() as i64),
    )]
}
