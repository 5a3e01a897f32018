//! French units of time (`Duckling/TimeGrain/FR/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
