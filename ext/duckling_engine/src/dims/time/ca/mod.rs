//! Catalan times: Duckling's `Duckling/Time/CA/Rules.hs`, one module per family of rules, each rule named as
//! Duckling names it.

mod names;

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    names::rules()
}
