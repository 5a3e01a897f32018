//! Spanish units of time (`Duckling/TimeGrain/ES/Rules.hs`).

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
