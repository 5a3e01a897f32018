//! Chinese ordinals (`Duckling/Ordinal/ZH/Rules.hs`): "第" before any number ("第七", "第91").

use crate::dims::ordinal::rules::ordinal;
use crate::dims::token::{Kind, Rule, any, re};

pub(crate) fn rules() -> Vec<Rule> {
    vec![Rule::new(
        "ordinal (digits)",
        vec![re("第"), any(Kind::Numeral)],
        |m| ordinal(m[1].numeral()?.value.floor() as i64),
    )]
}
