//! Portuguese ordinals (`Duckling/Ordinal/PT/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
