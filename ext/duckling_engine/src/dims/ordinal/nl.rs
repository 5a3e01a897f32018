//! Dutch ordinals (`Duckling/Ordinal/NL/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
