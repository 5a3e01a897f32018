//! Korean ordinals (`Duckling/Ordinal/KO/Rules.hs`): a number and 번째 or 째 ("첫번째", "이십오번째", "네째번").

use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Kind, Rule, any, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "ordinals (첫번째)",
        vec![any(Kind::Numeral), re("번째|째(번)?")],
        |m| ordinal(m[0].numeral()?.value.floor() as i64),
    )]
}
