//! "the third tuesday of october", "last friday of march", "the 2nd day after christmas", "3 fridays from now": ruleOrdinalDOWOfTime … ruleNDOWFromTime.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
