//! Parts of months, years and weeks: "early march", "end of the month", "beginning of next year", "end of the week": rulePartOfMonth … ruleEndOrBeginningOfWeek.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
