//! Days of the month: "the 3rd", "march 3", "3 march 2014", "the ides of march": ruleDOMLatent … ruleIdesOfMonth.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
