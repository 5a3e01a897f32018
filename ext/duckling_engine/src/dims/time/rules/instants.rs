//! Named instants: "now", "today", "tomorrow", "yesterday", "asap" …: ruleInstants, ruleNow, ruleASAP.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
