//! Italian email addresses spelled out (`Duckling/Email/IT/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
