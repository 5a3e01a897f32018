//! "the weekend", "this week", "the week of october 6th": ruleWeekend, ruleWeek.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
