//! German distances (`Duckling/Distance/DE/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
