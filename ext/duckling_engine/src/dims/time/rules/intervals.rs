//! Intervals: "from 3 to 5pm", "between monday and wednesday", "july 13-15", "until 5pm", "after monday", "by tomorrow": ruleIntervalMonthDDDD … ruleIntervalAfterFromSinceTime.

use crate::dims::token::Rule;

pub(crate) fn rules() -> Vec<Rule> {
    Vec::new()
}
